import { STATISTIC_PERIODS, type Period } from '@church/contracts';
import styles from './period-switch.module.css';
import { useTranslate } from '../i18n/catalogues';

interface PeriodSwitchProps {
  value: Period;
  onChange: (period: Period) => void;
}

/** Week, month or year: the pressed one is the period every chart and the list show. */
export function PeriodSwitch({ value, onChange }: PeriodSwitchProps) {
  const { t } = useTranslate();
  return (
    <div className={styles.switch} role="group" aria-label={t('dashboard.statistics.period')}>
      {STATISTIC_PERIODS.map((period) => (
        <button
          key={period}
          type="button"
          className={styles.option}
          aria-pressed={period === value}
          onClick={() => onChange(period)}
        >
          {t(`dashboard.statistics.period.${period}`)}
        </button>
      ))}
    </div>
  );
}
