import { languages } from '@church/contracts';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { givingTypes } from '../giving-types';
import { users } from '../users';

/**
 * One gift: a member's (userId) or an anonymous donor's; integer cents; pending until paid.
 * `kind`: one-time, anonymous, recurring (a paid invoice of a monthly gift, once per invoice)
 * or offline (cash, check or mail, recorded as paid by the Givings action, with method, a check's
 * number and a note).
 * An online gift keeps the brand and last 4 of the card that paid it (null until it is paid); a
 * gift paid from a US bank account has method 'bank' with the bank's name and the account's last 4
 * in the same two columns, and is 'processing' until the bank settles it, then paid or 'failed'.
 * An anonymous gift keeps the network it was given from (its declines count against it; decision
 * 0075-card-testing-limits) and the language its donor gave in (their receipts are in it).
 */
export const givings = pgTable(
  'givings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    donorName: text('donor_name'),
    donorEmail: text('donor_email'),
    kind: text('kind').notNull(),
    amountCents: integer('amount_cents').notNull(),
    // The processing fee the donor added on top of amountCents (charged: amount + fee).
    feeCents: integer('fee_cents').notNull().default(0),
    status: text('status').notNull().default('pending'),
    paymentIntentId: text('payment_intent_id').unique(),
    invoiceId: text('invoice_id').unique(),
    method: text('method'),
    checkNumber: text('check_number'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    note: text('note'),
    clientNetwork: text('client_network'),
    donorLanguage: text('donor_language', { enum: languages }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  // Gifts by member and payment time (migration 0021). The histories walk their designations'
  // indexes since 0024 (decision 0047).
  (table) => [
    index('givings_user_id_paid_at_id_idx').on(table.userId, table.paidAt, table.id),
    index('givings_paid_at_id_idx').on(table.paidAt, table.id),
  ],
);

/** A designation of a gift: an amount for one giving type (a refund is keyed by its id). */
export const givingDetails = pgTable(
  'giving_details',
  {
    id: serial('id').primaryKey(),
    givingId: uuid('giving_id')
      .notNull()
      .references(() => givings.id, { onDelete: 'cascade' }),
    givingTypeId: integer('giving_type_id')
      .notNull()
      .references(() => givingTypes.id),
    amountCents: integer('amount_cents').notNull(),
    isRefunded: boolean('is_refunded').notNull().default(false),
    // Copies of the gift's member, payment time and whether it is paid or refunded (`listed`),
    // kept by triggers (migration 0024, decision 0047), never written by the API: the histories
    // are then walked in one index of the designations alone, a deep page without reading a gift.
    userId: uuid('user_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    listed: boolean('listed').notNull().default(false),
  },
  (table) => [
    index('giving_details_giving_id_id_idx').on(table.givingId, table.id),
    // The histories' order, newest paid first, the designation's id up: a member's, and everybody's.
    index('giving_details_user_id_paid_at_id_idx')
      .on(table.userId, table.paidAt.desc().nullsFirst(), table.id)
      .where(sql`listed`),
    index('giving_details_paid_at_id_idx')
      .on(table.paidAt.desc().nullsFirst(), table.id)
      .where(sql`listed`),
    // The campaigns' totals: a giving type's designations paid between two days (decision 0090).
    index('giving_details_giving_type_id_paid_at_idx').on(table.givingTypeId, table.paidAt),
  ],
);
