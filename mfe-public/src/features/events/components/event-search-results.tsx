import { contentMessages } from '@church/contracts';
import { QueryView } from '../../../components/query-view';
import { useMatchingEvents } from '../api/get-matching-events';
import { EventCard } from './event-card';
import styles from './event-search.module.css';
import { translateMessage, useTranslate } from '../i18n/catalogues';

export function EventSearchResults({ term }: { term: string }) {
  useTranslate();
  const query = useMatchingEvents(term);
  return (
    <div className={styles.results} aria-live="polite">
      <QueryView query={query} errorMessage={translateMessage(contentMessages.getEventsFailed)}>
        {(events) =>
          events.length === 0 ? (
            <p role="status" className={styles.none}>
              {translateMessage(contentMessages.noEventsMatch)}
            </p>
          ) : (
            <ul>
              {events.map((event) => (
                <li key={event.id}>
                  <EventCard event={event} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
    </div>
  );
}
