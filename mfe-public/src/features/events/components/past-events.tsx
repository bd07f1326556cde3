import { contentMessages } from '@church/contracts';
import { QueryView } from '../../../components/query-view';
import { useLatestEvents } from '../api/get-latest-events';
import { EventCard } from './event-card';
import grid from './event-grid.module.css';

/** The most recent gatherings, for those who want to look back. */
export function PastEvents() {
  const query = useLatestEvents();
  return (
    <section aria-labelledby="past-heading">
      <h2 id="past-heading">Recent events</h2>
      <QueryView
        query={query}
        errorMessage={contentMessages.getEventsFailed}
        empty="No past events to show yet."
        isEmpty={(list) => list.entities.length === 0}
      >
        {(list) => (
          <ul className={grid.grid}>
            {list.entities.map((event) => (
              <li key={event.id}>
                <EventCard event={event} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}
