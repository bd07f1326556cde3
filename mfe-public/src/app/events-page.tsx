import { CalendarFeedLink } from '../features/events/components/calendar-feed-link';
import { EventSearch } from '../features/events/components/event-search';
import { PastEvents } from '../features/events/components/past-events';
import { UpcomingEvents } from '../features/events/components/upcoming-events';
import { useTranslate } from '../features/events/i18n/catalogues';
import styles from './page.module.css';

export default function EventsPage() {
  const { t } = useTranslate();
  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1>{t('public.events.title')}</h1>
        <p>{t('public.events.lead')}</p>
        <CalendarFeedLink />
      </header>
      <div className={styles.events}>
        <EventSearch />
        <UpcomingEvents />
        <PastEvents />
      </div>
    </div>
  );
}
