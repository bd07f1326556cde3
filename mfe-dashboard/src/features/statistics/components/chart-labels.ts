import type { Period, Statistic, StatisticPoint } from '@church/contracts';
import { formatMoney, formatMonth, formatNumber } from '@church/ui';
import { translate } from '../../../i18n/catalogues';

/** How each period is named beside its total ('Last 7 days'). */
export const periodName = (period: Period) => translate(`dashboard.statistics.current.${period}`);

/** '03.07' for a day (07/03 in Spanish), 'Mar 2026' for a month: the axis and the table say the same. */
export function pointLabel(point: StatisticPoint, unit: Statistic['unit']): string {
  // Points are the church's own dates (YYYY-MM-DD), read as they are sent.
  if (unit === 'month') return formatMonth(point.date, 'short');
  const [, month, day] = point.date.split('-');
  return translate('dashboard.statistics.dayLabel', { month, day });
}

export const formatValue = (value: number, money: boolean) => (money ? formatMoney(value) : formatNumber(value));

/** '+3 (+50%) from the previous 7 days', '−$20.00 (−10%) from …', 'No change from …'. */
export function changeText(statistic: Statistic, money: boolean): string {
  const { total, previousTotal, period } = statistic;
  // Money is compared in cents, so 0.1 + 0.2 never makes a change of $0.00.
  const difference = money ? Math.round(total * 100 - previousTotal * 100) / 100 : total - previousTotal;
  if (difference === 0) return translate(`dashboard.statistics.noChange.${period}`);
  const sign = difference > 0 ? '+' : '−';
  const amount = formatValue(Math.abs(difference), money);
  const percent = previousTotal === 0 ? '' : ` (${sign}${Math.round((Math.abs(difference) / previousTotal) * 100)}%)`;
  return translate(`dashboard.statistics.change.${period}`, { change: `${sign}${amount}${percent}` });
}
