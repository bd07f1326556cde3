import { Button, formatMonth } from '@church/ui';
import type { YearMonth } from '../calendar-days';
import { useTranslate } from '../../../i18n/catalogues';
import styles from './calendar.module.css';

interface MonthNavProps {
  month: YearMonth;
  titleId: string;
  onPrevious: () => void;
  onToday: () => void;
  onNext: () => void;
}

/** The month's name (announced when it changes) and the buttons that move it. */
export function MonthNav({ month, titleId, onPrevious, onToday, onNext }: MonthNavProps) {
  const { t } = useTranslate();
  return (
    <div className={styles.nav}>
      <h2 id={titleId} className={styles.monthTitle} aria-live="polite">
        {formatMonth(`${month.year}-${String(month.month).padStart(2, '0')}`)}
      </h2>
      <div className={styles.navButtons}>
        <Button variant="secondary" onClick={onPrevious}>
          <span aria-hidden="true">‹</span> {t('plans.calendar.previous')}
          <span className="ui-visually-hidden"> {t('plans.calendar.month')}</span>
        </Button>
        <Button variant="secondary" onClick={onToday}>
          {t('plans.calendar.today')}
        </Button>
        <Button variant="secondary" onClick={onNext}>
          {t('plans.calendar.next')}
          <span className="ui-visually-hidden"> {t('plans.calendar.month')}</span> <span aria-hidden="true">›</span>
        </Button>
      </div>
    </div>
  );
}
