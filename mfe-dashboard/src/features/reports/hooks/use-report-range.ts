import * as v from 'valibot';
import { ReportRangeSchema, type ReportRange } from '@church/contracts';
import { useSearchParams } from '@church/router';

/**
 * The reports' days in the URL (`?start=&end=`), so a report can be linked and reloaded; none
 * until the form is sent with valid days. A new range goes back to the first page.
 */
export function useReportRange() {
  const [params, setParams] = useSearchParams();
  const parsed = v.safeParse(ReportRangeSchema, { startDate: params.get('start'), endDate: params.get('end') });
  const range: ReportRange | undefined = parsed.success ? parsed.output : undefined;
  const setRange = (next: ReportRange) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      copy.delete('page');
      copy.set('start', next.startDate);
      copy.set('end', next.endDate);
      return copy;
    });
  return { range, setRange };
}
