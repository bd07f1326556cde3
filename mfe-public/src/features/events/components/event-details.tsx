import { Link } from '@church/router';
import { churchDay, Spinner } from '@church/ui';
import { StatusView } from '../../../components/status-view';
import { paths } from '../../../config/paths';
import { useLeaveOnFailure } from '../../../hooks/use-leave-on-failure';
import { useEvent } from '../api/get-event';
import { useTranslate } from '../i18n/catalogues';
import { AddToCalendar } from './add-to-calendar';
import styles from './event-details.module.css';
import { EventRepeat } from './event-repeat';
import { EventWhen } from './event-when';

/** A public event's page: what, when, where, whose, and how to put it in a calendar. */
export function EventDetails({ id, on }: { id: number; on?: string }) {
  const { t } = useTranslate();
  const query = useEvent(id, on);
  const status = useLeaveOnFailure(query.error, t('public.event.failed'), paths.events);
  if (status) return <StatusView status={status} />;
  const event = query.data;
  if (!event) return <Spinner />;
  return (
    <article className={styles.event}>
      <p>
        <Link to={paths.events}>{t('public.event.allEvents')}</Link>
      </p>
      <h1>{event.title}</h1>
      <dl className={styles.facts}>
        <dt>{t('public.event.when')}</dt>
        <dd>
          <EventWhen event={event} />
        </dd>
        {event.repeat ? (
          <>
            <dt>{t('public.event.repeats')}</dt>
            <dd>
              <EventRepeat repeat={event.repeat} firstDay={churchDay(event.startDate)} />
            </dd>
          </>
        ) : null}
        {event.location ? (
          <>
            <dt>{t('public.event.where')}</dt>
            <dd>{event.location}</dd>
          </>
        ) : null}
        {event.group ? (
          <>
            <dt>{t('public.event.group')}</dt>
            <dd>{event.group.name}</dd>
          </>
        ) : null}
      </dl>
      {event.body ? <p className={styles.text}>{event.body}</p> : null}
      <AddToCalendar event={event} />
    </article>
  );
}
