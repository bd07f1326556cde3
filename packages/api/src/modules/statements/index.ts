import type { ApiModule } from '../api-module';
import * as statementsTables from './statements.table';

/**
 * The record of year-end statements: the jobs that send them (the reports module) and to whom
 * each year's went, which the giving modules read (a gift on a sent statement is not refunded).
 */
export const statementsModule: ApiModule = {
  name: 'statements',
  needs: [],
  tables: statementsTables,
};

export { createStatementJobsRepository, type StatementJobsRepository } from './statement-jobs.repository';
export * from './statements.table';
