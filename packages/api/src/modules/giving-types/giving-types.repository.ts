import { fromCents, type GivingPlan, type GivingType, type GivingTypeList, type PageQuery } from '@church/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import { paginate } from '../../db/paginate';
import type { DbOrTx } from '../../db/types';
import { givingPlans, givingTypes } from './giving-types.table';

export type GivingTypesRepository = ReturnType<typeof createGivingTypesRepository>;

const columns = { id: givingTypes.id, name: givingTypes.name };

export function createGivingTypesRepository(db: DbOrTx) {
  return {
    list(tx: DbOrTx = db): Promise<GivingType[]> {
      return tx.select(columns).from(givingTypes).orderBy(asc(givingTypes.id));
    },

    page(query: PageQuery, tx: DbOrTx = db): Promise<GivingTypeList> {
      const rows = tx.select(columns).from(givingTypes).orderBy(asc(givingTypes.id)).$dynamic();
      return paginate(rows, tx.$count(givingTypes), query, (row) => row);
    },

    async findById(id: number, tx: DbOrTx = db): Promise<GivingType | undefined> {
      const [row] = await tx.select(columns).from(givingTypes).where(eq(givingTypes.id, id));
      return row;
    },

    /** How many of these ids exist. */
    async countExisting(ids: readonly number[], tx: DbOrTx = db): Promise<number> {
      if (ids.length === 0) return 0;
      const rows = await tx
        .select({ id: givingTypes.id })
        .from(givingTypes)
        .where(inArray(givingTypes.id, [...new Set(ids)]));
      return rows.length;
    },

    async insert(name: string, tx: DbOrTx = db): Promise<GivingType> {
      const [row] = await tx.insert(givingTypes).values({ name }).returning(columns);
      if (!row) throw new Error('insert returned no giving type');
      return row;
    },

    async rename(id: number, name: string, tx: DbOrTx = db): Promise<GivingType | undefined> {
      const [row] = await tx.update(givingTypes).set({ name }).where(eq(givingTypes.id, id)).returning(columns);
      return row;
    },

    async delete(id: number, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx.delete(givingTypes).where(eq(givingTypes.id, id)).returning({ id: givingTypes.id });
      return rows.length > 0;
    },

    async plans(tx: DbOrTx = db): Promise<GivingPlan[]> {
      const rows = await tx
        .select({ id: givingPlans.id, amountCents: givingPlans.amountCents })
        .from(givingPlans)
        .orderBy(asc(givingPlans.amountCents));
      return rows.map((row) => ({ id: row.id, amount: fromCents(row.amountCents) }));
    },

    async findPlan(id: number, tx: DbOrTx = db) {
      const [row] = await tx.select().from(givingPlans).where(eq(givingPlans.id, id));
      return row;
    },

    async insertPlans(amountsCents: readonly number[], tx: DbOrTx = db): Promise<void> {
      await tx
        .insert(givingPlans)
        .values(amountsCents.map((amountCents) => ({ amountCents })))
        .onConflictDoNothing();
    },
  };
}
