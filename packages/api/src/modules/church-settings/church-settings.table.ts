import { sql } from 'drizzle-orm';
import type { VisitInfo } from '@church/contracts';
import { boolean, check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The church's own choices about accounts and money, and what it tells a first-time visitor:
 * one row (id 1), made by its migration.
 */
export const churchSettings = pgTable(
  'church_settings',
  {
    id: integer('id').primaryKey().default(1),
    twoFactorForStaff: boolean('two_factor_for_staff').notNull().default(true),
    twoFactorForEveryone: boolean('two_factor_for_everyone').notNull().default(false),
    refundWindowDays: integer('refund_window_days').notNull().default(60),
    // The processing fees a donor may cover (decision 0083-fees-and-bank-payments): basis points and cents.
    cardFeeBasisPoints: integer('card_fee_basis_points').notNull().default(290),
    cardFeeFixedCents: integer('card_fee_fixed_cents').notNull().default(30),
    bankFeeBasisPoints: integer('bank_fee_basis_points').notNull().default(80),
    bankFeeCapCents: integer('bank_fee_cap_cents').notNull().default(500),
    // The tax-deductibility wording on receipts and statements, in the church's own words; empty
    // for the standard two sentences in the reader's language.
    taxWording: text('tax_wording').notNull().default(''),
    // Written and read whole, checked by VisitInfoSchema; null until an admin saves it.
    visitInfo: jsonb('visit_info').$type<VisitInfo>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('church_settings_single_row', sql`${table.id} = 1`)],
);
