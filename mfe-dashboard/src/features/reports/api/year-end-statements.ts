import * as v from 'valibot';
import {
  LatestStatementJobSchema,
  reportMessages,
  StatementJobSchema,
  statementsZipName,
  type StatementJob,
} from '@church/contracts';
import { alreadyToasted, api, downloadFile, toast } from '@church/http';
import { getParsed, queryOptions, useMutation, useQuery, useQueryClient } from '@church/query';
import { reportsKeys } from './reports-keys';
import { translate } from '../../../i18n/catalogues';

/** How often a running job's progress is asked for. */
export const statementsPollMs = 1000;

/** GET /api/givings/year-end-statements?year=: the year's latest run, or null. */
export const getLatestStatementJob = (year: number, signal?: AbortSignal) =>
  getParsed('givings/year-end-statements', LatestStatementJobSchema, { year }, signal);

export const statementJobQueryOptions = (year: number) =>
  queryOptions({
    queryKey: reportsKeys.statements(year),
    queryFn: ({ signal }) => getLatestStatementJob(year, signal),
    // Polls only while a run is going.
    refetchInterval: (query) => (query.state.data?.status === 'running' ? statementsPollMs : false),
  });

export const useStatementJob = (year: number) => useQuery(statementJobQueryOptions(year));

/** POST /api/givings/year-end-statements: starts the run; the job's query takes its answer and polls. */
export function useStartStatements() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (year: number) =>
      v.parse(StatementJobSchema, await api.post('givings/year-end-statements', { json: { year } }).json()),
    onSuccess: (job: StatementJob) => queryClient.setQueryData(reportsKeys.statements(job.year), job),
    onError: async (error) => {
      if (!(await alreadyToasted(error))) toast.error(translate(reportMessages.reportFailed));
    },
  });
}

/** GET /api/givings/year-end-statements.zip: every donor's statement of the year. */
export function useDownloadStatements() {
  return useMutation({
    mutationFn: (year: number) => downloadFile('givings/year-end-statements.zip', { year }, statementsZipName(year)),
    onError: async (error) => {
      if (!(await alreadyToasted(error))) toast.error(translate(reportMessages.pdfFailed));
    },
  });
}
