import type { Teammate } from '@church/contracts';
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/types';
import { users } from '../users';
import { householdMembers, households } from './scheduling.table';

export type HouseholdsRepository = ReturnType<typeof createHouseholdsRepository>;

const byName = [asc(users.lastName), asc(users.firstName), asc(users.id)];

/** Who lives with whom: one household per member at most. */
export function createHouseholdsRepository(db: DbOrTx) {
  const householdIdOf = async (userId: string, tx: DbOrTx) => {
    const [row] = await tx
      .select({ householdId: householdMembers.householdId })
      .from(householdMembers)
      .where(eq(householdMembers.userId, userId));
    return row?.householdId;
  };

  /** A household of one groups nobody: it goes. */
  const dropIfAlone = async (householdId: number, tx: DbOrTx) => {
    const [row] = await tx
      .select({ members: count() })
      .from(householdMembers)
      .where(eq(householdMembers.householdId, householdId));
    if ((row?.members ?? 0) <= 1) await tx.delete(households).where(eq(households.id, householdId));
  };

  return {
    /** Everyone in the member's household by name, the member too; empty when they have none. */
    async householdOf(userId: string, tx: DbOrTx = db): Promise<Teammate[]> {
      const householdId = await householdIdOf(userId, tx);
      if (householdId === undefined) return [];
      return tx
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(householdMembers)
        .innerJoin(users, eq(users.id, householdMembers.userId))
        .where(eq(householdMembers.householdId, householdId))
        .orderBy(...byName);
    },

    /** For each of these members, the others of their household (the conflicts' read). */
    async othersInHouseholdOf(userIds: string[], tx: DbOrTx = db): Promise<Map<string, Teammate[]>> {
      const found = new Map<string, Teammate[]>();
      if (userIds.length === 0) return found;
      const mine = await tx
        .select({ userId: householdMembers.userId, householdId: householdMembers.householdId })
        .from(householdMembers)
        .where(inArray(householdMembers.userId, userIds));
      if (mine.length === 0) return found;
      const everyone = await tx
        .select({
          householdId: householdMembers.householdId,
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(householdMembers)
        .innerJoin(users, eq(users.id, householdMembers.userId))
        .where(
          inArray(
            householdMembers.householdId,
            mine.map((one) => one.householdId),
          ),
        )
        .orderBy(...byName);
      for (const { userId, householdId } of mine)
        found.set(
          userId,
          everyone
            .filter((one) => one.householdId === householdId && one.id !== userId)
            .map(({ householdId: _, ...person }) => person),
        );
      return found;
    },

    /** The member joins the other's household (a new one when the other has none), leaving their own. */
    async join(userId: string, withUserId: string, tx: DbOrTx): Promise<void> {
      const previous = await householdIdOf(userId, tx);
      let householdId = await householdIdOf(withUserId, tx);
      if (householdId === undefined) {
        const [made] = await tx.insert(households).values({}).returning({ id: households.id });
        householdId = made!.id;
        await tx.insert(householdMembers).values({ userId: withUserId, householdId });
      }
      await tx
        .insert(householdMembers)
        .values({ userId, householdId })
        .onConflictDoUpdate({ target: householdMembers.userId, set: { householdId } });
      if (previous !== undefined && previous !== householdId) await dropIfAlone(previous, tx);
    },

    /** The member leaves their household; false when they had none. */
    async leave(userId: string, tx: DbOrTx): Promise<boolean> {
      const householdId = await householdIdOf(userId, tx);
      if (householdId === undefined) return false;
      await tx.delete(householdMembers).where(eq(householdMembers.userId, userId));
      await dropIfAlone(householdId, tx);
      return true;
    },
  };
}
