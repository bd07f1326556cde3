import type { EventSummary } from '@church/contracts';
import { Link } from '@church/router';
import { churchDay, formatDateTime, formatMonthAndDay, formatTime } from '@church/ui';
import { paths } from '../../../config/paths';
import styles from './event-card.module.css';

export function EventCard({ event, headingLevel = 3 }: { event: EventSummary; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  // Events happen on the church's clock, wherever the visitor is (spec: a Kansas church).
  const leaf = formatMonthAndDay(event.startDate);
  return (
    <article className={styles.card}>
      <div className={styles.day} aria-hidden="true">
        <span>{leaf.month}</span>
        <strong>{leaf.day}</strong>
      </div>
      <div className={styles.body}>
        <Heading>
          <Link to={event.occurrence ? `${paths.event(event.id)}?on=${event.occurrence}` : paths.event(event.id)}>
            {event.title}
          </Link>
        </Heading>
        <p className={styles.when}>
          <time dateTime={event.startDate}>{formatDateTime(event.startDate)}</time> –{' '}
          {/* The date once when the event ends on the day it starts. */}
          <time dateTime={event.endDate}>
            {churchDay(event.startDate) === churchDay(event.endDate)
              ? formatTime(event.endDate)
              : formatDateTime(event.endDate)}
          </time>
        </p>
        {event.location ? <p className={styles.where}>{event.location}</p> : null}
        {event.body ? <p className={styles.text}>{event.body}</p> : null}
      </div>
    </article>
  );
}
