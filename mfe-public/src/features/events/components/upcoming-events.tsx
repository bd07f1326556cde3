import { contentMessages, publicPageSizes } from '@church/contracts';
import { Pagination } from '@church/ui';
import { QueryView } from '../../../components/query-view';
import { usePageParam } from '../../../hooks/use-page-param';
import { useUpcomingEvents } from '../api/get-upcoming-events';
import { EventCard } from './event-card';
import grid from './event-grid.module.css';
import { translateMessage, useTranslate } from '../i18n/catalogues';

export function UpcomingEvents() {
  const { t } = useTranslate();
  const [page, setPage] = usePageParam();
  const query = useUpcomingEvents(page);
  return (
    <section aria-labelledby="upcoming-heading">
      <h2 id="upcoming-heading">{t('public.events.upcoming')}</h2>
      <QueryView
        query={query}
        errorMessage={translateMessage(contentMessages.getEventsFailed)}
        empty={t('public.events.noUpcoming')}
        isEmpty={(list) => list.entities.length === 0}
      >
        {(list) => (
          <>
            <ul className={grid.grid}>
              {list.entities.map((event) => (
                <li key={`${event.id} ${event.occurrence ?? ''}`}>
                  <EventCard event={event} />
                </li>
              ))}
            </ul>
            <Pagination
              label={t('public.events.pages')}
              page={page}
              count={list.count}
              pageSize={publicPageSizes.events}
              onChange={setPage}
            />
          </>
        )}
      </QueryView>
    </section>
  );
}
