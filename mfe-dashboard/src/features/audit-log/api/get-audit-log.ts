import { AuditLogPageSchema, pageSizes } from '@church/contracts';
import { churchTimeZone, startOfDay } from '@church/ui';
import { getParsed, keepPreviousData, queryOptions, useQuery } from '@church/query';
import type { AuditFilter } from '../hooks/use-audit-filter';

export const auditLogPageSize = pageSizes.auditLog;

export const auditLogKeys = {
  all: ['audit-log'] as const,
  page: (filter: AuditFilter, page: number) => ['audit-log', filter, page] as const,
};

/** The first instant of a day on the church's clock: the one the list's dates are shown on. */
const startOf = (day: string, addDays = 0) => startOfDay(day, churchTimeZone(), addDays);

/** GET /api/audit-log: one page (1-based), newest first, filtered. */
export function getAuditLog(filter: AuditFilter, page: number, signal?: AbortSignal) {
  return getParsed(
    'audit-log',
    AuditLogPageSchema,
    {
      skip: (page - 1) * auditLogPageSize,
      take: auditLogPageSize,
      action: filter.action,
      person: filter.person,
      from: filter.from ? startOf(filter.from) : undefined,
      // The last day is included: the list runs until the next day begins.
      to: filter.to ? startOf(filter.to, 1) : undefined,
    },
    signal,
  );
}

export const auditLogQueryOptions = (filter: AuditFilter, page: number) =>
  queryOptions({
    queryKey: auditLogKeys.page(filter, page),
    queryFn: ({ signal }) => getAuditLog(filter, page, signal),
    // What just happened elsewhere should show when the page is opened again.
    staleTime: 0,
  });

/** The page in view; the previous page stays on screen while the next one loads. */
export const useAuditLog = (filter: AuditFilter, page: number) =>
  useQuery({ ...auditLogQueryOptions(filter, page), placeholderData: keepPreviousData });
