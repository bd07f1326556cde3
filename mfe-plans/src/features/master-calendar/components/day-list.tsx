import type { CalendarEvent } from '@church/contracts';
import { formatWeekdayAndDay } from '@church/ui';
import { useTranslate } from '../../../i18n/catalogues';
import type { DayEvent } from '../calendar-days';
import styles from './calendar.module.css';
import { EventChip } from './event-chip';

interface DayListProps {
  days: Map<string, DayEvent[]>;
  today: string;
  labelledBy: string;
  onOpen: (event: CalendarEvent) => void;
}

/** On phones: the month's days that have events, in order, each with its events. */
export function DayList({ days, today, labelledBy, onOpen }: DayListProps) {
  const { t } = useTranslate();
  const keys = [...days.keys()].sort();
  if (keys.length === 0) return null;
  return (
    <ol className={styles.dayList} aria-labelledby={labelledBy}>
      {keys.map((key) => (
        <li key={key} className={styles.listDay} aria-current={key === today ? 'date' : undefined}>
          <h3 id={`calendar-list-day-${key}`}>
            {formatWeekdayAndDay(key)}
            {key === today ? <span className={styles.todayTag}> {t('plans.calendar.todayTag')}</span> : null}
          </h3>
          <ul className={styles.chips}>
            {(days.get(key) ?? []).map((item) => (
              <li key={`${item.event.id} ${item.event.occurrence ?? ''}`}>
                <EventChip item={item} onOpen={onOpen} />
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
