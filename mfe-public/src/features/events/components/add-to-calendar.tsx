import { calendarFeedPaths, type EventDetail } from '@church/contracts';
import { useTranslate } from '../i18n/catalogues';
import styles from './event-details.module.css';

/** '20260212T170000Z': an instant as Google Calendar's `dates` wants it. */
const compactUtc = (iso: string) => new Date(iso).toISOString().replace(/[-:]|\.\d{3}/g, '');

/** Google Calendar's "add an event" page, filled in; the visitor confirms it there. */
function googleCalendarUrl(event: EventDetail): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${compactUtc(event.startDate)}/${compactUtc(event.endDate)}`,
    details: event.body,
    location: event.location,
  });
  return `https://calendar.google.com/calendar/render?${params}`;
}

/** "Add to calendar": the event's .ics (any calendar app; the feed's UID) and Google Calendar. */
export function AddToCalendar({ event }: { event: EventDetail }) {
  const { t } = useTranslate();
  return (
    <section className={styles.add} aria-labelledby="add-to-calendar">
      <h2 id="add-to-calendar">{t('public.event.addToCalendar')}</h2>
      <p>
        <a className="ui-button ui-button--primary" href={calendarFeedPaths.event(event.id)} download>
          {t('public.event.downloadIcs')}
        </a>{' '}
        <a
          className="ui-button ui-button--secondary"
          href={googleCalendarUrl(event)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('public.event.google')}
        </a>
      </p>
    </section>
  );
}
