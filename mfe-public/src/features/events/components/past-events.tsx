import { contentMessages } from '@church/contracts';
import { QueryView } from '../../../components/query-view';
import { useLatestEvents } from '../api/get-latest-events';
import { EventCard } from './event-card';
import grid from './event-grid.module.css';
import { translateMessage, useTranslate } from '../i18n/catalogues';

/** The most recent gatherings, for those who want to look back. */
export function PastEvents() {
  const { t } = useTranslate();
  const query = useLatestEvents();
  return (
    <section aria-labelledby="past-heading">
      <h2 id="past-heading">{t('public.events.recent')}</h2>
      <QueryView
        query={query}
        errorMessage={translateMessage(contentMessages.getEventsFailed)}
        empty={t('public.events.noPast')}
        isEmpty={(list) => list.entities.length === 0}
      >
        {(list) => (
          <ul className={grid.grid}>
            {list.entities.map((event) => (
              <li key={`${event.id} ${event.occurrence ?? ''}`}>
                <EventCard event={event} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}
