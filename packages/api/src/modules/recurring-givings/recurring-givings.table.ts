import { index, integer, pgTable, serial, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { givingPlans, givingTypes } from '../giving-types';
import { users } from '../users';

/**
 * A member's recurring gift: a gateway subscription on the price of an amount, giving type and
 * schedule (the amount of a giving plan, or the member's own). Its
 * status mirrors the gateway's (webhooks keep it in step); each paid invoice is also a gift in
 * `givings` (kind 'recurring'). The member's row outlives the member (set null), as gifts do.
 * The card (or bank account) is the subscription's: the one it was started with, then the one that
 * paid the latest invoice (both gateways make the paying method the subscription's default).
 */
export const recurringGivings = pgTable(
  'recurring_givings',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The plan it was started from; null for an amount of the member's own. */
    givingPlanId: integer('giving_plan_id').references(() => givingPlans.id),
    givingTypeId: integer('giving_type_id')
      .notNull()
      .references(() => givingTypes.id),
    amountCents: integer('amount_cents').notNull(),
    /** The processing fee the member covers on each charge (the price is amount + fee). */
    feeCents: integer('fee_cents').notNull().default(0),
    /** A RecurringSchedule (packages/contracts/src/recurring-schedules.ts). */
    schedule: text('schedule').notNull().default('monthly'),
    subscriptionId: text('subscription_id').notNull().unique(),
    priceId: text('price_id').notNull(),
    status: text('status').notNull().default('incomplete'),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    /**
     * A gift on the 1st and 15th with a provider that has no such interval (Stripe) is two monthly
     * subscriptions on one price: the one billed later's id, status and period end (the one above
     * is charged next, or alone). After a switch to another schedule the ended one stays here,
     * canceled, so its late events still find the gift. Null for every other gift.
     */
    twinSubscriptionId: text('twin_subscription_id').unique(),
    twinStatus: text('twin_status'),
    twinPeriodEnd: timestamp('twin_period_end', { withTimezone: true }),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** 'bank' when a US bank account pays it (brand is then the bank's name); null for a card. */
    cardKind: text('card_kind'),
    /**
     * The invoice of the latest charge made from a bank account: while its gift is processing,
     * Payment Settings shows the charge Pending (never cleared: a settled or failed gift is not).
     */
    pendingInvoiceId: text('pending_invoice_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
  },
  (table) => [index('recurring_givings_user_id_idx').on(table.userId)],
);

/**
 * The gateway's price of each amount, giving type and schedule, made once and reused. A cache:
 * it goes with its plan or type, so it never keeps a giving type from being deleted.
 */
export const givingPrices = pgTable(
  'giving_prices',
  {
    /** The plan whose amount it is, when it is one's. */
    givingPlanId: integer('giving_plan_id').references(() => givingPlans.id, { onDelete: 'cascade' }),
    givingTypeId: integer('giving_type_id')
      .notNull()
      .references(() => givingTypes.id, { onDelete: 'cascade' }),
    priceId: text('price_id').primaryKey(),
    amountCents: integer('amount_cents').notNull(),
    schedule: text('schedule').notNull().default('monthly'),
  },
  (table) => [unique('giving_prices_type_amount_schedule').on(table.givingTypeId, table.amountCents, table.schedule)],
);
