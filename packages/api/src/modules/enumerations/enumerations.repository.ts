import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/types';
import { states } from './enumerations.table';

export type EnumerationsRepository = ReturnType<typeof createEnumerationsRepository>;

/** `db` may itself be a transaction (a seed runs inside one). */
export function createEnumerationsRepository(db: DbOrTx) {
  return {
    listStates(tx: DbOrTx = db) {
      return tx.select({ id: states.id, name: states.name }).from(states).orderBy(asc(states.name));
    },

    /** Inserts the names not present yet; returns how many were new. */
    async insertStates(names: readonly string[], tx: DbOrTx = db): Promise<number> {
      if (names.length === 0) return 0;
      const inserted = await tx
        .insert(states)
        .values(names.map((name) => ({ name })))
        .onConflictDoNothing({ target: states.name })
        .returning({ id: states.id });
      return inserted.length;
    },
  };
}
