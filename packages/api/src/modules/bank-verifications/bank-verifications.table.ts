import { index, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { givings } from '../givings';
import { users } from '../users';

/**
 * A bank account the provider could not verify at once, waiting for the holder to confirm its
 * micro-deposits (decision 0109): a one-time gift's payment intent (`giving_id`; no member for an
 * anonymous donor) or a member's setup intent. Recorded from the intent as the provider reports
 * it; `status` becomes verified or ended once, and `reminded_at` is set by the one reminder.
 */
export const bankVerifications = pgTable(
  'bank_verifications',
  {
    id: serial('id').primaryKey(),
    intentId: text('intent_id').notNull().unique(),
    intentKind: text('intent_kind', { enum: ['payment', 'setup'] }).notNull(),
    givingId: uuid('giving_id').references(() => givings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    hostedVerificationUrl: text('hosted_verification_url').notNull(),
    microdepositType: text('microdeposit_type', { enum: ['amounts', 'descriptor_code'] }).notNull(),
    arrivalAt: timestamp('arrival_at', { withTimezone: true }),
    bankName: text('bank_name'),
    last4: text('last4'),
    status: text('status', { enum: ['waiting', 'verified', 'ended'] })
      .notNull()
      .default('waiting'),
    since: timestamp('since', { withTimezone: true }).notNull(),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (table) => [
    index('bank_verifications_user_id_idx').on(table.userId),
    index('bank_verifications_status_since_idx').on(table.status, table.since),
  ],
);
