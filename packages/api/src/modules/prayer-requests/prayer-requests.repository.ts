import type { DbOrTx } from '../../db/types';
import { prayerRequests } from './prayer-requests.table';

export type NewPrayerRequest = typeof prayerRequests.$inferInsert;
export type PrayerRequestsRepository = ReturnType<typeof createPrayerRequestsRepository>;

export function createPrayerRequestsRepository(db: DbOrTx) {
  return {
    async insert(values: NewPrayerRequest, tx: DbOrTx = db): Promise<{ id: number }> {
      const [row] = await tx.insert(prayerRequests).values(values).returning({ id: prayerRequests.id });
      if (!row) throw new Error('insert returned no prayer request');
      return row;
    },
  };
}
