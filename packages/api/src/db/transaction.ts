import type { Db, Tx } from './types';

/** Runs `work` in one transaction; services get this instead of the drizzle handle. */
export type RunInTransaction = <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;

export function transactionRunner(db: Db): RunInTransaction {
  return (work) => db.transaction(work);
}
