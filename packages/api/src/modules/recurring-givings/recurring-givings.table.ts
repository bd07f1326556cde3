import { index, integer, pgTable, primaryKey, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { givingPlans, givingTypes } from '../giving-types';
import { users } from '../users';

/**
 * A member's monthly gift: a gateway subscription on the price of a plan and giving type. Its
 * status mirrors the gateway's (webhooks keep it in step); each paid invoice is also a gift in
 * `givings` (kind 'recurring'). The member's row outlives the member (set null), as gifts do.
 * The card is the subscription's: the one it was started with, then the one that paid the latest
 * invoice (both gateways make the paying card the subscription's default).
 */
export const recurringGivings = pgTable(
  'recurring_givings',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    givingPlanId: integer('giving_plan_id')
      .notNull()
      .references(() => givingPlans.id),
    givingTypeId: integer('giving_type_id')
      .notNull()
      .references(() => givingTypes.id),
    amountCents: integer('amount_cents').notNull(),
    subscriptionId: text('subscription_id').notNull().unique(),
    priceId: text('price_id').notNull(),
    status: text('status').notNull().default('incomplete'),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
  },
  (table) => [index('recurring_givings_user_id_idx').on(table.userId)],
);

/**
 * The gateway's monthly price of each plan and giving type, made once and reused. A cache: it
 * goes with its plan or type, so it never keeps a giving type from being deleted.
 */
export const givingPrices = pgTable(
  'giving_prices',
  {
    givingPlanId: integer('giving_plan_id')
      .notNull()
      .references(() => givingPlans.id, { onDelete: 'cascade' }),
    givingTypeId: integer('giving_type_id')
      .notNull()
      .references(() => givingTypes.id, { onDelete: 'cascade' }),
    priceId: text('price_id').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
  },
  (table) => [primaryKey({ columns: [table.givingPlanId, table.givingTypeId] })],
);
