import type { Blockout, BlockoutRepeat, CreateBlockout } from '@church/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/types';
import { blockouts, schedulingPreferences, schedulingSettings } from './scheduling.table';

export type AvailabilityRepository = ReturnType<typeof createAvailabilityRepository>;

/** A new church's reminder, before anyone saves the setting. */
const DEFAULT_REMINDER_DAYS = 2;

const toBlockout = (row: typeof blockouts.$inferSelect): Blockout => ({
  id: row.id,
  repeat: row.repeat as BlockoutRepeat,
  firstDay: row.firstDay,
  lastDay: row.lastDay,
  weekday: row.weekday,
  weekOfMonth: row.weekOfMonth,
  reason: row.reason,
});

/** Blockouts, a member's own preferences and feed secret, and the church's reminder setting. */
export function createAvailabilityRepository(db: DbOrTx) {
  return {
    async blockoutsOf(userId: string, tx: DbOrTx = db): Promise<Blockout[]> {
      const rows = await tx
        .select()
        .from(blockouts)
        .where(eq(blockouts.userId, userId))
        .orderBy(asc(blockouts.firstDay), asc(blockouts.id));
      return rows.map(toBlockout);
    },

    /** Every blockout of these members, with whose it is. */
    async blockoutsOfUsers(userIds: string[], tx: DbOrTx = db): Promise<(Blockout & { userId: string })[]> {
      if (userIds.length === 0) return [];
      const rows = await tx
        .select()
        .from(blockouts)
        .where(inArray(blockouts.userId, userIds))
        .orderBy(asc(blockouts.id));
      return rows.map((row) => ({ ...toBlockout(row), userId: row.userId }));
    },

    async insertBlockout(userId: string, fields: CreateBlockout, tx: DbOrTx = db): Promise<Blockout> {
      const [row] = await tx
        .insert(blockouts)
        .values({ userId, ...fields })
        .returning();
      return toBlockout(row!);
    },

    /** Only the member's own: false for anyone else's. */
    async deleteBlockout(id: number, userId: string, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx
        .delete(blockouts)
        .where(and(eq(blockouts.id, id), eq(blockouts.userId, userId)))
        .returning({ id: blockouts.id });
      return rows.length > 0;
    },

    async maxPerMonthOf(userIds: string[], tx: DbOrTx = db): Promise<Map<string, number>> {
      if (userIds.length === 0) return new Map();
      const rows = await tx
        .select({ userId: schedulingPreferences.userId, maxPerMonth: schedulingPreferences.maxPerMonth })
        .from(schedulingPreferences)
        .where(inArray(schedulingPreferences.userId, userIds));
      return new Map(rows.flatMap((row) => (row.maxPerMonth === null ? [] : [[row.userId, row.maxPerMonth]])));
    },

    async setMaxPerMonth(userId: string, maxPerMonth: number | null, tx: DbOrTx = db): Promise<void> {
      await tx
        .insert(schedulingPreferences)
        .values({ userId, maxPerMonth })
        .onConflictDoUpdate({ target: schedulingPreferences.userId, set: { maxPerMonth } });
    },

    /** The member's feed secret: the one they have, or `fresh` when they have none yet (or `replace`). */
    async feedToken(userId: string, fresh: string, { replace = false } = {}, tx: DbOrTx = db): Promise<string> {
      const [row] = await tx
        .insert(schedulingPreferences)
        .values({ userId, feedToken: fresh })
        .onConflictDoUpdate({
          target: schedulingPreferences.userId,
          set: { feedToken: replace ? fresh : sql`coalesce("scheduling_preferences"."feed_token", ${fresh})` },
        })
        .returning({ feedToken: schedulingPreferences.feedToken });
      return row!.feedToken!;
    },

    async userOfFeed(token: string, tx: DbOrTx = db): Promise<string | undefined> {
      const [row] = await tx
        .select({ userId: schedulingPreferences.userId })
        .from(schedulingPreferences)
        .where(eq(schedulingPreferences.feedToken, token));
      return row?.userId;
    },

    async reminderDaysBefore(tx: DbOrTx = db): Promise<number> {
      const [row] = await tx.select().from(schedulingSettings).where(eq(schedulingSettings.id, 1));
      return row?.reminderDaysBefore ?? DEFAULT_REMINDER_DAYS;
    },

    async setReminderDaysBefore(reminderDaysBefore: number, tx: DbOrTx = db): Promise<void> {
      await tx
        .insert(schedulingSettings)
        .values({ id: 1, reminderDaysBefore })
        .onConflictDoUpdate({ target: schedulingSettings.id, set: { reminderDaysBefore } });
    },
  };
}
