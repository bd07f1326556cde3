import { STATISTIC_PERIODS, type Period } from '@church/contracts';
import styles from './period-switch.module.css';

const labels: Record<Period, string> = { week: 'Week', month: 'Month', year: 'Year' };

interface PeriodSwitchProps {
  value: Period;
  onChange: (period: Period) => void;
}

/** Week, month or year: the pressed one is the period every chart and the list show. */
export function PeriodSwitch({ value, onChange }: PeriodSwitchProps) {
  return (
    <div className={styles.switch} role="group" aria-label="Period">
      {STATISTIC_PERIODS.map((period) => (
        <button
          key={period}
          type="button"
          className={styles.option}
          aria-pressed={period === value}
          onClick={() => onChange(period)}
        >
          {labels[period]}
        </button>
      ))}
    </div>
  );
}
