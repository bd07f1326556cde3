import { useSearchParams } from '@church/router';
import { currentMonth, type YearMonth } from '../calendar-days';

function parse(params: URLSearchParams): YearMonth | undefined {
  const month = Number(params.get('month'));
  const year = Number(params.get('year'));
  const valid =
    Number.isInteger(month) && month >= 1 && month <= 12 && Number.isInteger(year) && year >= 1970 && year <= 2200;
  return valid ? { year, month } : undefined;
}

/**
 * The month shown, in the URL (`?month=3&year=2030`) so a reload or a shared link opens it;
 * without one, the church's current month. Each change is a history entry, so Back goes back.
 */
export function useCalendarMonth(): [YearMonth, (next: YearMonth) => void] {
  const [params, setParams] = useSearchParams();
  const shown = parse(params) ?? currentMonth();
  const show = (next: YearMonth) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      copy.set('month', String(next.month));
      copy.set('year', String(next.year));
      return copy;
    });
  return [shown, show];
}
