import { groupColorThemes, type CalendarEvent, type GroupColorTheme } from '@church/contracts';
import { useTranslate } from '../../../i18n/catalogues';
import styles from './calendar.module.css';

/** What each colour of the month means: the group types present, and events with no group. */
export function GroupLegend({ events }: { events: CalendarEvent[] }) {
  const { t } = useTranslate();
  const types = new Map<string, GroupColorTheme>();
  for (const event of events) types.set(event.groupTypeName ?? t('plans.calendar.noGroup'), event.colorTheme);
  if (types.size === 0) return null;
  return (
    <ul className={styles.legend} aria-label={t('plans.calendar.legend')}>
      {[...types].map(([name, theme]) => (
        <li key={name}>
          <span
            className={styles.swatch}
            style={{ background: groupColorThemes[theme].background, borderColor: groupColorThemes[theme].border }}
            aria-hidden="true"
          />
          {name}
        </li>
      ))}
    </ul>
  );
}
