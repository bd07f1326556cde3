import { useEffect } from 'react';
import { toast } from '@church/http/toast';
import { eventMessages, type ManagedEvent } from '@church/contracts';
import {
  Button,
  formatDateTime,
  PagedTable,
  RowAction,
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
  const nothingFound = Boolean(search) && !events.isPlaceholderData && events.data?.count === 0;

  // Spec section 8: an info toast when a search finds nothing (once per search).
  useEffect(() => {
    if (nothingFound) toast(eventMessages.noMatch, { icon: 'ℹ️', id: 'no-events-match' });
  }, [nothingFound, search]);

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
      <PagedTable
        caption="Events"
        query={events}
        columns={columns}
        getRowId={(event) => String(event.id)}
        rowLabel={(event) => event.title}
        rowActions={(event) => (
          <div className={list.actions}>
            <RowAction name={event.title} onClick={() => onEdit(event)}>
              Edit
            </RowAction>
            <RowAction name={event.title} onClick={() => askToDelete(event)}>
              Delete
            </RowAction>
          </div>
        )}
        failedText="Failed to get events"
        emptyText={search ? eventMessages.noMatch : 'No events yet. Create the first one.'}
        page={page}
        pageSize={eventsPageSize}
        onPageChange={setPage}
        pagesLabel="Event pages"
        keepOnLastPage
      />
      {dialog}
    </div>
  );
}
