import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users';

/**
 * Refresh tokens, by their sha256 only. Each refresh replaces the token with a new one of the
 * same family; presenting a replaced token again means it leaked, and the family is revoked.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * The token that replaced this one, sealed with this one (AES-GCM): for a few seconds a
     * second tab or a retry presenting this token gets that same successor (RFC 9700 4.14).
     */
    successorSealed: text('successor_sealed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('refresh_tokens_user_id_idx').on(table.userId),
    index('refresh_tokens_family_id_idx').on(table.familyId),
  ],
);

/**
 * What the member sees of each sign-in (a refresh-token family, the access token's `sid`): the
 * device it runs on, roughly where from, and when it was last used. Whether it still lives is
 * the refresh tokens' business; a row outlives its session until it is swept.
 */
export const deviceSessions = pgTable(
  'device_sessions',
  {
    /** The refresh-token family's id. */
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Parsed from the user agent at the latest request we recorded; null until the first one. */
    browser: text('browser'),
    system: text('system'),
    /** The client's network, approximately (see approximate-address.ts). */
    network: text('network'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Moved at each refresh, and by requests at most once a minute. */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('device_sessions_user_id_idx').on(table.userId)],
);
