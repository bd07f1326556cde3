import { OwnYearTotalSchema } from '@church/contracts';
import { getParsed, queryOptions, useQuery } from '@church/query';

/** Not under the history's key: the refund marks rows in every query there. */
export const yearTotalKey = (year: number) => ['givings', 'statement', 'current', year] as const;

/** GET /api/givings/statement/current?year=: the member's total of the year, as their statement counts it. */
export const getYearTotal = (year: number, signal?: AbortSignal) =>
  getParsed('givings/statement/current', OwnYearTotalSchema, { year }, signal);

export const yearTotalQueryOptions = (year: number) =>
  queryOptions({ queryKey: yearTotalKey(year), queryFn: ({ signal }) => getYearTotal(year, signal) });

export const useYearTotal = (year: number) => useQuery(yearTotalQueryOptions(year));
