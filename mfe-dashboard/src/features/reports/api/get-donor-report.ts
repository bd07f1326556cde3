import { DonorReportSchema, type ReportRange } from '@church/contracts';
import { queryOptions, useQuery } from '@church/query';
import { postReport } from './post-report';
import { reportsKeys } from './reports-keys';

/** POST /api/givings/report-details: one donor's gifts in the days, gift by gift. */
export const getDonorReport = (range: ReportRange, donorKey: string, signal?: AbortSignal) =>
  postReport('givings/report-details', { ...range, donorKey }, DonorReportSchema, signal);

export const donorReportQueryOptions = (range: ReportRange, donorKey: string) =>
  queryOptions({
    queryKey: reportsKeys.donor(range, donorKey),
    queryFn: ({ signal }) => getDonorReport(range, donorKey, signal),
    retry: false,
  });

export const useDonorReport = (range: ReportRange, donorKey: string) => useQuery(donorReportQueryOptions(range, donorKey));
