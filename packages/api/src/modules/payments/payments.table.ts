import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Provider webhook events already handled: each event id is processed once. */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Declined attempts per one-time gift's intent, counted from the provider's events (decline-cap.ts). */
export const paymentIntentDeclines = pgTable('payment_intent_declines', {
  intentId: text('intent_id').primaryKey(),
  declines: integer('declines').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The sandbox gateway's own state: customers, payment methods, intents, refunds, events. */
export const sandboxObjects = pgTable('sandbox_objects', {
  id: text('id').primaryKey(),
  kind: text('kind').notNull(),
  data: jsonb('data').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The sandbox's idempotency keys: a repeated request answers the first response. */
export const sandboxIdempotencyKeys = pgTable('sandbox_idempotency_keys', {
  key: text('key').primaryKey(),
  operation: text('operation').notNull(),
  paramsHash: text('params_hash').notNull(),
  response: jsonb('response'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
