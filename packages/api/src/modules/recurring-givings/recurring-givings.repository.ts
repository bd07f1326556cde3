import type { RecurringSchedule, SubscriptionStatus } from '@church/contracts';
import { and, desc, eq, inArray, or } from 'drizzle-orm';
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

/** One of a gift's subscriptions at the gateway, as our row last heard of it. */
export interface GiftSubscription {
  subscriptionId: string;
  status: string;
  currentPeriodEnd: Date | null;
}

/** The gift's subscriptions: its one, or (the 1st and 15th with Stripe) the one charged next and its twin. */
export function subscriptionsOf(row: RecurringGivingRow): GiftSubscription[] {
  const first = { subscriptionId: row.subscriptionId, status: row.status, currentPeriodEnd: row.currentPeriodEnd };
  if (row.twinSubscriptionId === null) return [first];
  const twin = row.twinSubscriptionId;
  return [first, { subscriptionId: twin, status: row.twinStatus ?? 'incomplete', currentPeriodEnd: row.twinPeriodEnd }];
}

/** The gift's subscriptions that may still charge. */
export const liveSubscriptionsOf = (row: RecurringGivingRow) =>
  subscriptionsOf(row).filter((subscription) => !FINISHED.includes(subscription.status as SubscriptionStatus));

/** Of two live subscriptions, the status the gift shows: the first of these either has. */
const NEEDS_ATTENTION_FIRST = ['past_due', 'unpaid', 'incomplete', 'active', 'trialing'];

/**
 * The gift as its member sees it: its subscription's status and next charge; with two (the 1st and
 * 15th with Stripe), the status of the one that needs attention first and the earlier next charge.
 */
export function giftStateOf(row: RecurringGivingRow): { status: string; currentPeriodEnd: Date | null } {
  const live = liveSubscriptionsOf(row);
  if (live.length < 2) {
    const { status, currentPeriodEnd } = live[0] ?? subscriptionsOf(row)[0]!;
    return { status, currentPeriodEnd };
  }
  const status = NEEDS_ATTENTION_FIRST.find((wanted) => live.some((one) => one.status === wanted)) ?? row.status;
  const [next] = live
    .filter((one) => one.status === 'active' || one.status === 'trialing')
    .flatMap((one) => (one.currentPeriodEnd ? [one.currentPeriodEnd] : []))
    .sort((a, b) => a.getTime() - b.getTime());
  return { status, currentPeriodEnd: next ?? null };
}

/** The status our row holds of one of the gift's subscriptions. */
export const statusOf = (row: RecurringGivingRow, subscriptionId: string) =>
  subscriptionsOf(row).find((one) => one.subscriptionId === subscriptionId)?.status;

/** Either of a gift's subscriptions. */
const namesSubscription = (subscriptionId: string) =>
  or(eq(recurringGivings.subscriptionId, subscriptionId), eq(recurringGivings.twinSubscriptionId, subscriptionId));

export function createRecurringGivingsRepository(db: DbOrTx) {
  /** The gift one of whose subscriptions this is. */
  async function findBySubscription(subscriptionId: string, tx: DbOrTx = db, forUpdate = false) {
    const query = tx.select().from(recurringGivings).where(namesSubscription(subscriptionId));
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
      await tx.update(recurringGivings).set({ pendingInvoiceId: invoiceId }).where(namesSubscription(subscriptionId));
    },

    /** The card the subscription is charged to now (the one that paid its latest invoice). */
    async setCard(subscriptionId: string, card: PaymentCard, tx: DbOrTx = db): Promise<void> {
      await tx
        .update(recurringGivings)
        .set({ cardBrand: card.brand, cardLast4: card.last4, cardKind: card.kind ?? null })
        .where(namesSubscription(subscriptionId));
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

    /**
     * Applies the gateway's state of one of the gift's subscriptions unless `mayBecome` forbids it;
     * the row when there is one. The gift is canceled when its last subscription is.
     */
    async sync(subscriptionId: string, state: SubscriptionState, tx: DbOrTx = db) {
      const row = await findBySubscription(subscriptionId, tx, true);
      if (!row || !mayBecome(statusOf(row, subscriptionId) ?? row.status, state.status)) return row;
      const periodEnd = state.currentPeriodEnd;
      const change =
        row.twinSubscriptionId === subscriptionId
          ? { twinStatus: state.status, ...(periodEnd !== undefined ? { twinPeriodEnd: periodEnd } : {}) }
          : { status: state.status, ...(periodEnd !== undefined ? { currentPeriodEnd: periodEnd } : {}) };
      const ended = state.canceledAt && giftStateOf({ ...row, ...change }).status === 'canceled';
      const [updated] = await tx
        .update(recurringGivings)
        .set({ ...change, ...(ended ? { canceledAt: state.canceledAt } : {}) })
        .where(eq(recurringGivings.id, row.id))
        .returning();
      return updated;
    },

    /**
     * Which subscription is charged next and which is its twin (or the one a switch ended), with
     * their states: set when a gift moves between the 1st and 15th and another schedule.
     */
    async arrange(id: number, next: GiftSubscription, twin: GiftSubscription | null, tx: DbOrTx = db): Promise<void> {
      await tx
        .update(recurringGivings)
        .set({
          subscriptionId: next.subscriptionId,
          status: next.status,
          currentPeriodEnd: next.currentPeriodEnd,
          twinSubscriptionId: twin?.subscriptionId ?? null,
          twinStatus: twin?.status ?? null,
          twinPeriodEnd: twin?.currentPeriodEnd ?? null,
        })
        .where(eq(recurringGivings.id, id));
    },
  };
}
