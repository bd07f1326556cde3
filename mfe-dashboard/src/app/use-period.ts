import { STATISTIC_PERIODS, type Period } from '@church/contracts';
import { useSearchParams } from '@church/router';

const isPeriod = (value: string | null): value is Period => STATISTIC_PERIODS.some((period) => period === value);

/** The period in the URL (`?period=month`), so a reload or a shared link shows the same one. */
export function usePeriod(): [Period, (period: Period) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get('period');
  const period = isPeriod(value) ? value : 'week';
  const setPeriod = (next: Period) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === 'week') copy.delete('period');
        else copy.set('period', next);
        return copy;
      },
      { replace: true },
    );
  return [period, setPeriod];
}
