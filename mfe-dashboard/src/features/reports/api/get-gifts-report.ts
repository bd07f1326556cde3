import { GiftsReportSchema, pageSizes, type ReportRange } from '@church/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@church/query';
import { postReport } from './post-report';
import { reportsKeys } from './reports-keys';

/** Spec section 9: the givings report shows 8 donors a page. */
export const giftsReportPageSize = pageSizes.givingsReport;

/** POST /api/givings/report-html: one page (1-based) of donors with the period's totals. */
export const getGiftsReport = (range: ReportRange, page: number, signal?: AbortSignal) =>
  postReport(
    'givings/report-html',
    { ...range, skip: (page - 1) * giftsReportPageSize, take: giftsReportPageSize },
    GiftsReportSchema,
    signal,
  );

export const giftsReportQueryOptions = (range: ReportRange, page: number) =>
  queryOptions({
    queryKey: reportsKeys.gifts(range, page),
    queryFn: ({ signal }) => getGiftsReport(range, page, signal),
    retry: false,
  });

/** The page in view; the previous page stays on screen while the next one loads. */
export const useGiftsReport = (range: ReportRange, page: number) =>
  useQuery({ ...giftsReportQueryOptions(range, page), placeholderData: keepPreviousData });
