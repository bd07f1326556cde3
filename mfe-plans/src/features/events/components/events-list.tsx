import { useEffect } from 'react';
import { toast } from '@church/http/toast';
import { eventMessages, type ManagedEvent } from '@church/contracts';
import {
  Button,
  churchDay,
  formatDate,
  formatDateTime,
  formatTime,
  PagedTable,
  RowAction,
  SearchBox,
  StatusBadge,
  useConfirm,
  useListParams,
  type DataColumn,
} from '@church/ui';
import { ThemeChip } from '../../../components/theme-chip';
import { translate, useTranslate } from '../../../i18n/catalogues';
import { useDeleteEvent } from '../api/delete-event';
import { eventsPageSize, useEvents } from '../api/get-events';
import list from '../../../components/admin-list.module.css';
import styles from './events.module.css';

const frequencyLabels = {
  daily: 'plans.events.repeatDaily',
  weekly: 'plans.events.repeatWeekly',
  monthly: 'plans.events.repeatMonthly',
} as const;

/** The end, without repeating the day when it is the start's. */
function endOf(event: ManagedEvent) {
  const sameDay = churchDay(event.startDate) === churchDay(event.endDate);
  return sameDay ? formatTime(event.endDate) : formatDateTime(event.endDate);
}

const columns = (t: typeof translate): readonly DataColumn<ManagedEvent>[] => [
  {
    header: t('plans.events.event'),
    cell: (event) => (
      <>
        <span className={list.title}>{event.title}</span>{' '}
        {event.isPublic ? null : <StatusBadge tone="attention">{t('plans.common.private')}</StatusBadge>}
        {event.location ? <span className={styles.detail}>{event.location}</span> : null}
      </>
    ),
  },
  {
    header: t('plans.events.when'),
    cell: (event) => (
      <span className={styles.when}>
        <time dateTime={event.startDate}>{formatDateTime(event.startDate)}</time>
        <span className={styles.detail}>
          {t('plans.events.until')} <time dateTime={event.endDate}>{endOf(event)}</time>
        </span>
        {event.repeat ? (
          <span className={styles.detail}>
            {event.repeat.until !== null
              ? t('plans.events.repeatsUntil', {
                  rule: t(frequencyLabels[event.repeat.frequency]),
                  date: formatDate(event.repeat.until),
                })
              : t('plans.events.repeatsTimes', {
                  rule: t(frequencyLabels[event.repeat.frequency]),
                  count: event.repeat.count ?? 0,
                })}
          </span>
        ) : null}
      </span>
    ),
  },
  {
    header: t('plans.common.group'),
    cell: (event) =>
      event.group ? (
        <ThemeChip theme={event.group.colorTheme}>{event.group.name}</ThemeChip>
      ) : (
        <span className={list.muted}>{t('plans.common.none')}</span>
      ),
  },
];

interface EventsListProps {
  onCreate: () => void;
  onEdit: (event: ManagedEvent) => void;
}

/** Every event, 8 a page, in the server's date order (coming soonest first, then past), with search (page and search in the URL); edit and delete. */
export function EventsList({ onCreate, onEdit }: EventsListProps) {
  const { t } = useTranslate();
  const { page, search, setPage, setSearch } = useListParams({ pageSize: eventsPageSize });
  const events = useEvents(page, search);
  const remove = useDeleteEvent();
  const { confirm, dialog } = useConfirm();
  const nothingFound = Boolean(search) && !events.isPlaceholderData && events.data?.count === 0;

  // Spec section 8: an info toast when a search finds nothing (once per search).
  useEffect(() => {
    if (nothingFound) toast(translate(eventMessages.noMatch), { icon: 'ℹ️', id: 'no-events-match' });
  }, [nothingFound, search]);

  const askToDelete = (event: ManagedEvent) =>
    void confirm({
      title: t('plans.events.deleteTitle'),
      message: <p>{t('plans.events.deleteMessage', { title: event.title, date: formatDateTime(event.startDate) })}</p>,
      confirmLabel: t('plans.common.delete'),
      onConfirm: () => remove.mutateAsync(event.id),
    });

  return (
    <div>
      <div className={list.toolbar}>
        <SearchBox
          label={t('plans.events.search')}
          placeholder={t('plans.events.searchPlaceholder')}
          value={search}
          onSearch={setSearch}
        />
        <Button onClick={onCreate}>{t('plans.events.new')}</Button>
      </div>
      <PagedTable
        caption={t('plans.events.caption')}
        query={events}
        columns={columns(t)}
        getRowId={(event) => String(event.id)}
        rowLabel={(event) => event.title}
        rowActions={(event) => (
          <div className={list.actions}>
            <RowAction name={event.title} onClick={() => onEdit(event)}>
              {t('plans.common.edit')}
            </RowAction>
            <RowAction name={event.title} onClick={() => askToDelete(event)}>
              {t('plans.common.delete')}
            </RowAction>
          </div>
        )}
        failedText={t('plans.events.getFailed')}
        emptyText={search ? t(eventMessages.noMatch) : t('plans.events.noneYet')}
        page={page}
        pageSize={eventsPageSize}
        onPageChange={setPage}
        pagesLabel={t('plans.events.pages')}
        keepOnLastPage
      />
      {dialog}
    </div>
  );
}
