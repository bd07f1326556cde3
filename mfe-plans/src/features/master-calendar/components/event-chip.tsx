import { groupColorThemes, type CalendarEvent } from '@church/contracts';
import { formatTime } from '@church/ui';
import { useTranslate } from '../../../i18n/catalogues';
import type { DayEvent } from '../calendar-days';
import styles from './calendar.module.css';

interface EventChipProps {
  item: DayEvent;
  onOpen: (event: CalendarEvent) => void;
  /** The id of the text naming the day, read after the event's name. */
  describedBy?: string;
}

/** One event on a day, in its group type's colours; opens the event's details. */
export function EventChip({ item: { event, startsToday }, onOpen, describedBy }: EventChipProps) {
  const { t } = useTranslate();
  const theme = groupColorThemes[event.colorTheme];
  return (
    <button
      type="button"
      className={styles.chip}
      style={{ background: theme.background, color: theme.text, borderLeftColor: theme.border }}
      aria-describedby={describedBy}
      // A long title is cut short in a grid cell (the one place with a day to describe it); the
      // pointer shows it whole.
      title={describedBy ? event.title : undefined}
      onClick={() => onOpen(event)}
    >
      {startsToday ? (
        <span className={styles.chipTime}>{formatTime(event.startDate)}</span>
      ) : (
        <span className={styles.chipTime}>
          <span aria-hidden="true">↳</span>
          <span className="ui-visually-hidden">{t('plans.calendar.continues')}</span>
        </span>
      )}{' '}
      <span className={styles.chipTitle}>{event.title}</span>
    </button>
  );
}
