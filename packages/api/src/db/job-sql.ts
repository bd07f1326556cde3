import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from './types';

export type SqlRunner = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/**
 * The job queue's plain SQL (`$1` parameters) run through a drizzle transaction, so a job is
 * queued in the same transaction as the rows that caused it and exists only if they do.
 */
export function jobSql(tx: DbOrTx): { executeSql: SqlRunner } {
  return {
    async executeSql(text, values = []) {
      // 'a $1 b $2' splits into ['a ', '1', ' b ', '2', '']: text at even places, parameter numbers between.
      const chunks: SQL[] = text
        .split(/\$(\d+)/)
        .map((part, index) => (index % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1] ?? null}`));
      const result = await tx.execute(sql.join(chunks));
      return { rows: (result as unknown as { rows: Record<string, unknown>[] }).rows };
    },
  };
}
