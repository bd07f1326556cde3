import type { Period, Statistic, StatisticPoint } from '@church/contracts';
import { formatMoney, formatMonth } from '@church/ui';

/** How each period is named beside its total, and the stretch it is compared with. */
export const periodNames: Record<Period, { current: string; previous: string }> = {
  week: { current: 'Last 7 days', previous: 'the previous 7 days' },
  month: { current: 'Last 30 days', previous: 'the previous 30 days' },
  year: { current: 'Last 12 months', previous: 'the previous 12 months' },
};

/** '03.07' for a day, 'Mar 2026' for a month: the axis and the table say the same. */
export function pointLabel(point: StatisticPoint, unit: Statistic['unit']): string {
  // Points are the church's own dates (YYYY-MM-DD), read as they are sent.
  if (unit === 'month') return formatMonth(point.date, 'short');
  const [, month, day] = point.date.split('-');
  return `${month}.${day}`;
}

export const formatValue = (value: number, money: boolean) => (money ? formatMoney(value) : String(value));

/** '+3 (+50%) from the previous 7 days', '−$20.00 (−10%) from …', 'No change from …'. */
export function changeText(statistic: Statistic, money: boolean): string {
  const { total, previousTotal, period } = statistic;
  const previous = periodNames[period].previous;
  // Money is compared in cents, so 0.1 + 0.2 never makes a change of $0.00.
  const difference = money ? Math.round(total * 100 - previousTotal * 100) / 100 : total - previousTotal;
  if (difference === 0) return `No change from ${previous}`;
  const sign = difference > 0 ? '+' : '−';
  const amount = formatValue(Math.abs(difference), money);
  const percent = previousTotal === 0 ? '' : ` (${sign}${Math.round((Math.abs(difference) / previousTotal) * 100)}%)`;
  return `${sign}${amount}${percent} from ${previous}`;
}
