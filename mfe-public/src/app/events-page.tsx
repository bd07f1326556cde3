import { EventSearch } from '../features/events/components/event-search';
import { PastEvents } from '../features/events/components/past-events';
import { UpcomingEvents } from '../features/events/components/upcoming-events';
import styles from './page.module.css';

export default function EventsPage() {
  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1>Events</h1>
        <p>Worship nights, small groups, outreach and more: there is always a seat for you.</p>
      </header>
      <div className={styles.events}>
        <EventSearch />
        <UpcomingEvents />
        <PastEvents />
      </div>
    </div>
  );
}
