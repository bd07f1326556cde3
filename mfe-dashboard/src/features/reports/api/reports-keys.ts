import type { ReportRange } from '@church/contracts';

/** Every report query under `['reports']`: a gift (or a refund) anywhere leaves them to refetch on their own. */
export const reportsKeys = {
  all: ['reports'] as const,
  events: (range: ReportRange) => [...reportsKeys.all, 'events', range.startDate, range.endDate] as const,
  gifts: (range: ReportRange, page: number) => [...reportsKeys.all, 'gifts', range.startDate, range.endDate, page] as const,
  donor: (range: ReportRange, donorKey: string) =>
    [...reportsKeys.all, 'donor', range.startDate, range.endDate, donorKey] as const,
  statements: (year: number) => [...reportsKeys.all, 'statements', year] as const,
};
