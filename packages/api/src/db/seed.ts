import { seedHistory } from './seed-history.table';
import type { Db, Tx } from './types';

/** Demo data a module contributes; `run` happens once per database, ever. */
export interface Seed {
  name: string;
  run(tx: Tx): Promise<void>;
}

/**
 * Runs each seed that has not run yet, each in its own transaction together with its history
 * row. Two servers starting at once against one PostgreSQL are safe: the second waits on the
 * history row's primary key and then skips. Returns the names of the seeds that ran.
 */
export async function runSeeds(db: Db, seeds: readonly Seed[]): Promise<string[]> {
  const ran: string[] = [];
  for (const seed of seeds) {
    const didRun = await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(seedHistory)
        .values({ name: seed.name })
        .onConflictDoNothing()
        .returning({ name: seedHistory.name });
      if (claimed.length === 0) return false;
      await seed.run(tx);
      return true;
    });
    if (didRun) ran.push(seed.name);
  }
  return ran;
}
