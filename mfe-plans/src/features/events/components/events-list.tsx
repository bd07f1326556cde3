import { useEffect } from 'react';
import { toast } from '@church/http/toast';
import { eventMessages, type ManagedEvent } from '@church/contracts';
import {
  Button,
  DataTable,
  formatDateTime,
  Pagination,
  SearchBox,
  StatusBadge,
  useConfirm,
  useListParams,
  type DataColumn,
} from '@church/ui';
import { ThemeChip } from '../../../components/theme-chip';
import { useDeleteEvent } from '../api/delete-event';
import { eventsPageSize, useEvents } from '../api/get-events';
import list from '../../../components/admin-list.module.css';
import styles from './events.module.css';

/** The end, without repeating the day when it is the start's. */
function endOf(event: ManagedEvent) {
  const start = formatDateTime(event.startDate);
  const end = formatDateTime(event.endDate);
  return start.slice(0, 10) === end.slice(0, 10) ? end.slice(11) : end;
}

const columns: readonly DataColumn<ManagedEvent>[] = [
  {
    header: 'Event',
    cell: (event) => (
      <>
        <span className={list.title}>{event.title}</span>{' '}
        {event.isPublic ? null : <StatusBadge tone="attention">Private</StatusBadge>}
        {event.location ? <span className={styles.detail}>{event.location}</span> : null}
      </>
    ),
  },
  {
    header: 'When',
    cell: (event) => (
      <span className={styles.when}>
        <time dateTime={event.startDate}>{formatDateTime(event.startDate)}</time>
        <span className={styles.detail}>
          to <time dateTime={event.endDate}>{endOf(event)}</time>
        </span>
      </span>
    ),
  },
  {
    header: 'Group',
    cell: (event) =>
      event.group ? (
        <ThemeChip theme={event.group.colorTheme}>{event.group.name}</ThemeChip>
      ) : (
        <span className={list.muted}>None</span>
      ),
  },
];

interface EventsListProps {
  onCreate: () => void;
  onEdit: (event: ManagedEvent) => void;
}

/** Every event, 8 a page, newest (last added) first, with search (page and search in the URL); edit and delete. */
export function EventsList({ onCreate, onEdit }: EventsListProps) {
  const { page, search, setPage, setSearch } = useListParams({ pageSize: eventsPageSize });
  const events = useEvents(page, search);
  const remove = useDeleteEvent();
  const { confirm, dialog } = useConfirm();
  const { data } = events;
  const failed = !data && events.isError && !events.isFetching;
  const nothingFound = Boolean(search) && !events.isPlaceholderData && data?.count === 0;

  // Spec section 8: an info toast when a search finds nothing (once per search).
  useEffect(() => {
    if (nothingFound) toast(eventMessages.noMatch, { icon: 'ℹ️', id: 'no-events-match' });
  }, [nothingFound, search]);

  const lastPage = Math.max(1, Math.ceil((data?.count ?? 0) / eventsPageSize));
  if (data && data.entities.length === 0 && page > lastPage && !events.isPlaceholderData) setPage(lastPage);

  const askToDelete = (event: ManagedEvent) =>
    void confirm({
      title: 'Delete this event?',
      message: (
        <p>
          “{event.title}” on {formatDateTime(event.startDate)} will be removed from every calendar.
        </p>
      ),
      confirmLabel: 'Delete',
      onConfirm: () => remove.mutateAsync(event.id),
    });

  return (
    <div>
      <div className={list.toolbar}>
        <SearchBox
          label="Search events"
          placeholder="Title, description or place"
          value={search}
          onSearch={setSearch}
        />
        <Button onClick={onCreate}>New event</Button>
      </div>
      <DataTable
        caption="Events"
        data={data?.entities}
        columns={columns}
        getRowId={(event) => String(event.id)}
        rowLabel={(event) => event.title}
        rowActions={(event) => (
          <div className={list.actions}>
            <Button variant="secondary" onClick={() => onEdit(event)}>
              Edit<span className="ui-visually-hidden"> {event.title}</span>
            </Button>
            <Button variant="secondary" onClick={() => askToDelete(event)}>
              Delete<span className="ui-visually-hidden"> {event.title}</span>
            </Button>
          </div>
        )}
        isLoading={!data && !failed}
        error={failed && 'Failed to get events'}
        onRetry={() => void events.refetch()}
        emptyText={search ? eventMessages.noMatch : 'No events yet. Create the first one.'}
        skeletonRows={eventsPageSize}
      />
      <Pagination
        page={page}
        count={data?.count ?? 0}
        pageSize={eventsPageSize}
        onChange={setPage}
        label="Event pages"
      />
      {dialog}
    </div>
  );
}
