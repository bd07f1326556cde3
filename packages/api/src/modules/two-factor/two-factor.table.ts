import { bigint, index, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users';

/**
 * A person's authenticator: set up but not yet confirmed while `enabledAt` is null. `deviceKey`
 * is new with every setup, so a reset or turning it off forgets every remembered device.
 */
export const twoFactors = pgTable('two_factors', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretSealed: text('secret_sealed').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  /** The last 30-second step whose code was accepted: a code works once (RFC 6238 5.2). */
  lastUsedStep: bigint('last_used_step', { mode: 'number' }).notNull().default(0),
  deviceKey: uuid('device_key').notNull().defaultRandom(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Ten one-time codes per setup, by their sha256 only. */
export const recoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('two_factor_recovery_codes_user_id_idx').on(table.userId)],
);
