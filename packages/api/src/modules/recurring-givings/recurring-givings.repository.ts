import type { RecurringSchedule, SubscriptionStatus } from '@church/contracts';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/types';
import type { PaymentCard } from '../payments';
import { givingTypes } from '../giving-types';
import { givings } from '../givings';
import { givingPrices, recurringGivings } from './recurring-givings.table';

export type RecurringGivingsRepository = ReturnType<typeof createRecurringGivingsRepository>;
export type RecurringGivingRow = typeof recurringGivings.$inferSelect;
export type GivingPriceRow = typeof givingPrices.$inferSelect;

/** A subscription in these states never changes again. */
const FINISHED: SubscriptionStatus[] = ['canceled', 'incomplete_expired'];

/** What the gateway says of a subscription, to keep our row in step. */
export interface SubscriptionState {
  status: SubscriptionStatus;
  currentPeriodEnd?: Date | null;
  canceledAt?: Date | null;
}

/**
 * Whether a row may move to `next`: events can arrive late or out of order, so a finished row
 * stays finished and a started one never goes back to incomplete (Stripe never does either).
 */
export function mayBecome(current: string, next: SubscriptionStatus): boolean {
  if (FINISHED.includes(current as SubscriptionStatus)) return false;
  return !(next === 'incomplete' && current !== 'incomplete');
}

export function createRecurringGivingsRepository(db: DbOrTx) {
  async function findBySubscription(subscriptionId: string, tx: DbOrTx = db, forUpdate = false) {
    const query = tx.select().from(recurringGivings).where(eq(recurringGivings.subscriptionId, subscriptionId));
    const [row] = forUpdate ? await query.for('update') : await query;
    return row;
  }

  return {
    findBySubscription,

    async findPrice(givingTypeId: number, amountCents: number, schedule: RecurringSchedule, tx: DbOrTx = db) {
      const [row] = await tx
        .select()
        .from(givingPrices)
        .where(
          and(
            eq(givingPrices.givingTypeId, givingTypeId),
            eq(givingPrices.amountCents, amountCents),
            eq(givingPrices.schedule, schedule),
          ),
        );
      return row;
    },

    async findPriceById(priceId: string, tx: DbOrTx = db) {
      const [row] = await tx.select().from(givingPrices).where(eq(givingPrices.priceId, priceId));
      return row;
    },

    /** Keeps the first price of an amount, type and schedule when two requests made one at once. */
    async insertPrice(price: typeof givingPrices.$inferInsert, tx: DbOrTx = db): Promise<void> {
      await tx.insert(givingPrices).values(price).onConflictDoNothing();
    },

    /** The row of a subscription, made once (a repeated request answers the existing row). */
    async insert(row: typeof recurringGivings.$inferInsert, tx: DbOrTx = db): Promise<RecurringGivingRow> {
      const [inserted] = await tx.insert(recurringGivings).values(row).onConflictDoNothing().returning();
      const existing = inserted ?? (await findBySubscription(row.subscriptionId, tx));
      if (!existing) throw new Error('insert returned no recurring giving');
      return existing;
    },

    async findOwn(userId: string, id: number, tx: DbOrTx = db) {
      const [row] = await tx
        .select()
        .from(recurringGivings)
        .where(and(eq(recurringGivings.id, id), eq(recurringGivings.userId, userId)));
      return row;
    },

    /** The member's gifts, each with its charge still waiting for the bank, if one is. */
    listOwn(userId: string, tx: DbOrTx = db) {
      return tx
        .select({
          row: recurringGivings,
          givingTypeName: givingTypes.name,
          pendingCents: givings.amountCents,
          pendingFeeCents: givings.feeCents,
          pendingSince: givings.paidAt,
        })
        .from(recurringGivings)
        .innerJoin(givingTypes, eq(givingTypes.id, recurringGivings.givingTypeId))
        .leftJoin(
          givings,
          and(eq(givings.invoiceId, recurringGivings.pendingInvoiceId), eq(givings.status, 'processing')),
        )
        .where(eq(recurringGivings.userId, userId))
        .orderBy(desc(recurringGivings.createdAt), desc(recurringGivings.id));
    },

    /** The member's newest subscription on this price in the given states. */
    async latestOwn(userId: string, priceId: string, statuses: readonly SubscriptionStatus[], tx: DbOrTx = db) {
      const [row] = await tx
        .select()
        .from(recurringGivings)
        .where(
          and(
            eq(recurringGivings.userId, userId),
            eq(recurringGivings.priceId, priceId),
            inArray(recurringGivings.status, [...statuses]),
          ),
        )
        .orderBy(desc(recurringGivings.id))
        .limit(1);
      return row;
    },

    /** The gift whose bank charge on this invoice waits (or waited) for the bank. */
    async findByPendingInvoice(invoiceId: string, tx: DbOrTx = db) {
      const [row] = await tx.select().from(recurringGivings).where(eq(recurringGivings.pendingInvoiceId, invoiceId));
      return row;
    },

    /** A charge from a bank account was made on this invoice and waits for the bank. */
    async setPendingInvoice(subscriptionId: string, invoiceId: string, tx: DbOrTx = db): Promise<void> {
      await tx
        .update(recurringGivings)
        .set({ pendingInvoiceId: invoiceId })
        .where(eq(recurringGivings.subscriptionId, subscriptionId));
    },

    /** The card the subscription is charged to now (the one that paid its latest invoice). */
    async setCard(subscriptionId: string, card: PaymentCard, tx: DbOrTx = db): Promise<void> {
      await tx
        .update(recurringGivings)
        .set({ cardBrand: card.brand, cardLast4: card.last4, cardKind: card.kind ?? null })
        .where(eq(recurringGivings.subscriptionId, subscriptionId));
    },

    /** What the member changed: charged from the next charge on. */
    async change(
      id: number,
      change: Pick<
        RecurringGivingRow,
        'priceId' | 'amountCents' | 'feeCents' | 'schedule' | 'givingTypeId' | 'givingPlanId'
      >,
      tx: DbOrTx = db,
    ): Promise<void> {
      await tx.update(recurringGivings).set(change).where(eq(recurringGivings.id, id));
    },

    /** Applies the gateway's state unless `mayBecome` forbids it; the row when there is one. */
    async sync(subscriptionId: string, state: SubscriptionState, tx: DbOrTx = db) {
      const row = await findBySubscription(subscriptionId, tx, true);
      if (!row || !mayBecome(row.status, state.status)) return row;
      const [updated] = await tx
        .update(recurringGivings)
        .set({
          status: state.status,
          ...(state.currentPeriodEnd !== undefined ? { currentPeriodEnd: state.currentPeriodEnd } : {}),
          ...(state.canceledAt ? { canceledAt: state.canceledAt } : {}),
        })
        .where(eq(recurringGivings.id, row.id))
        .returning();
      return updated;
    },
  };
}
