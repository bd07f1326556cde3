import type { PrayerRequest } from '@church/contracts';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/types';
import { users } from '../users/users.table';
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

    /** One page of a member's requests, newest first; one extra row tells whether more follow. */
    async listByCreator(
      creatorId: string,
      page: { skip: number; take: number },
      tx: DbOrTx = db,
    ): Promise<{ hasMore: boolean; entities: PrayerRequest[] }> {
      const rows = await tx
        .select({
          id: prayerRequests.id,
          requestText: prayerRequests.requestText,
          createdAt: prayerRequests.createdAt,
          creatorId: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          photoUrl: users.photoUrl,
        })
        .from(prayerRequests)
        .innerJoin(users, eq(users.id, prayerRequests.creatorId))
        .where(eq(prayerRequests.creatorId, creatorId))
        .orderBy(desc(prayerRequests.createdAt), desc(prayerRequests.id))
        .offset(page.skip)
        .limit(page.take + 1);
      return {
        hasMore: rows.length > page.take,
        entities: rows.slice(0, page.take).map((row) => ({
          id: row.id,
          requestText: row.requestText,
          creationDate: row.createdAt.toISOString(),
          creator: { id: row.creatorId, firstName: row.firstName, lastName: row.lastName, photoUrl: row.photoUrl },
          numberOfNewMessages: 0,
        })),
      };
    },
  };
}
