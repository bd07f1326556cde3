import type { Statistic } from '@church/contracts';
import { useTranslate } from '../../../i18n/catalogues';
import { formatValue, periodName, pointLabel } from './chart-labels';

interface StatisticTableProps {
  title: string;
  statistic: Statistic;
  money: boolean;
  /** Hidden from sight (the chart shows it) but not from screen readers. */
  hidden: boolean;
}

/** The chart's text alternative: every day or month with its value. */
export function StatisticTable({ title, statistic, money, hidden }: StatisticTableProps) {
  const { t } = useTranslate();
  const unit = t(statistic.unit === 'month' ? 'dashboard.statistics.month' : 'dashboard.statistics.day');
  return (
    <table className={hidden ? 'ui-visually-hidden' : undefined}>
      <caption>
        {t('dashboard.statistics.tableCaption', { title, period: periodName(statistic.period).toLowerCase() })}
      </caption>
      <thead>
        <tr>
          <th scope="col">{unit}</th>
          <th scope="col">{title}</th>
        </tr>
      </thead>
      <tbody>
        {statistic.points.map((point) => (
          <tr key={point.date}>
            <th scope="row">{pointLabel(point, statistic.unit)}</th>
            <td>{formatValue(point.value, money)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
