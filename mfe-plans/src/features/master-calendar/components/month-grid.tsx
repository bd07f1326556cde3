import type { CalendarEvent } from '@church/contracts';
import { formatWeekdayAndDay } from '@church/ui';
import { useTranslate } from '../../../i18n/catalogues';
import { monthWeeks, type DayEvent, type YearMonth } from '../calendar-days';
import styles from './calendar.module.css';
import { EventChip } from './event-chip';

// Catalogue ids: `plans.calendar.sunday` (the name read aloud) and `plans.calendar.sundayShort` (shown).
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

interface MonthGridProps {
  month: YearMonth;
  days: Map<string, DayEvent[]>;
  today: string;
  labelledBy: string;
  busy: boolean;
  onOpen: (event: CalendarEvent) => void;
}

/**
 * The month as a table, a week a row, Sunday first. Each day names itself to screen readers
 * ('Wednesday, March 11'); every event is a button in reading order, so Tab walks the month.
 */
export function MonthGrid({ month, days, today, labelledBy, busy, onOpen }: MonthGridProps) {
  const { t } = useTranslate();
  return (
    <table className={styles.grid} aria-labelledby={labelledBy} aria-busy={busy || undefined}>
      <thead>
        <tr>
          {WEEKDAYS.map((name) => (
            <th key={name} scope="col">
              <span aria-hidden="true">{t(`plans.calendar.${name}Short`)}</span>
              <span className="ui-visually-hidden">{t(`plans.calendar.${name}`)}</span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(month).map((week) => (
          <tr key={week[0]?.key}>
            {week.map((day) => {
              const labelId = `calendar-day-${day.key}`;
              const isToday = day.key === today;
              return (
                <td
                  key={day.key}
                  className={[styles.cell, day.inMonth ? '' : styles.outside, isToday ? styles.today : '']
                    .filter(Boolean)
                    .join(' ')}
                  aria-current={isToday ? 'date' : undefined}
                >
                  <span className={styles.dayNumber} aria-hidden="true">
                    {day.day}
                  </span>
                  <span id={labelId} className="ui-visually-hidden">
                    {formatWeekdayAndDay(day.key)}
                  </span>
                  {day.inMonth ? (
                    <ul className={styles.chips}>
                      {(days.get(day.key) ?? []).map((item) => (
                        <li key={`${item.event.id} ${item.event.occurrence ?? ''}`}>
                          <EventChip item={item} onOpen={onOpen} describedBy={labelId} />
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
