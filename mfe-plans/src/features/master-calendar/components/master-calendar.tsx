import { lazy, Suspense, useState } from 'react';
import type { CalendarEvent } from '@church/contracts';
import { churchDay, ErrorPanel, Spinner, useLoadAfterPaint } from '@church/ui';
import { useTranslate } from '../../../i18n/catalogues';
import { useMonthEvents } from '../api/get-month-events';
import { addMonths, currentMonth, eventsByDay } from '../calendar-days';
import { useCalendarMonth } from '../hooks/use-calendar-month';
import { useIsPhone } from '../hooks/use-is-phone';
import styles from './calendar.module.css';
import { DayList } from './day-list';
import { GroupLegend } from './group-legend';
import { MonthGrid } from './month-grid';
import { MonthNav } from './month-nav';

const TITLE_ID = 'master-calendar-month';

// An event's details (and the occurrence form, with the form library) are a chunk of their own,
// asked for once the month has painted (decision 0110): it has arrived by the first click.
const loadDetails = () => import('./event-details-dialog');
const EventDetailsDialog = lazy(() => loadDetails().then((module) => ({ default: module.EventDetailsDialog })));

/**
 * The month (in the URL) on the church's clock: a grid on wide screens, a list of days on
 * phones; an event opens its details. The grid stays while a month loads or fails, so the page
 * does not jump.
 */
export function MasterCalendar() {
  const { t } = useTranslate();
  const [month, show] = useCalendarMonth();
  const query = useMonthEvents(month.year, month.month);
  const isPhone = useIsPhone();
  const [open, setOpen] = useState<CalendarEvent | null>(null);
  const events = query.data ?? [];
  const days = eventsByDay(events, month);
  const today = churchDay(new Date());
  useLoadAfterPaint(loadDetails);

  return (
    <div className={styles.calendar}>
      <MonthNav
        month={month}
        titleId={TITLE_ID}
        onPrevious={() => show(addMonths(month, -1))}
        onToday={() => show(currentMonth())}
        onNext={() => show(addMonths(month, 1))}
      />
      {query.isError ? (
        <ErrorPanel
          title={t('plans.common.errorTitle')}
          message={t('plans.events.getFailed')}
          onRetry={() => void query.refetch()}
        />
      ) : query.isPending ? (
        <Spinner />
      ) : events.length === 0 ? (
        <p className="ui-empty">{t('plans.calendar.noEvents')}</p>
      ) : (
        <GroupLegend events={events} />
      )}
      {isPhone ? (
        <DayList days={days} today={today} labelledBy={TITLE_ID} onOpen={setOpen} />
      ) : (
        <MonthGrid
          month={month}
          days={days}
          today={today}
          labelledBy={TITLE_ID}
          busy={query.isPending}
          onOpen={setOpen}
        />
      )}
      {open ? (
        <Suspense fallback={null}>
          <EventDetailsDialog event={open} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
