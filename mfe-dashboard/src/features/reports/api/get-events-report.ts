import { EventsReportSchema, type ReportRange } from '@church/contracts';
import { queryOptions, useQuery } from '@church/query';
import { postReport } from './post-report';
import { reportsKeys } from './reports-keys';

/** POST /api/events/report-html: the events starting within the days, by month. */
export const getEventsReport = (range: ReportRange, signal?: AbortSignal) =>
  postReport('events/report-html', range, EventsReportSchema, signal);

export const eventsReportQueryOptions = (range: ReportRange) =>
  queryOptions({ queryKey: reportsKeys.events(range), queryFn: ({ signal }) => getEventsReport(range, signal), retry: false });

export const useEventsReport = (range: ReportRange) => useQuery(eventsReportQueryOptions(range));
