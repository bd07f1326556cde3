import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Who did what to money and permissions, when and from where. Append-only: triggers in the
 * migration refuse UPDATE, DELETE and TRUNCATE, so not even the app can rewrite it. No foreign
 * keys: deleting a member must neither cascade into it nor be blocked by it, so the actor's name
 * and e-mail are copied in at the time.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Null when nobody signed in did it (a background run started by nobody). */
    actorId: uuid('actor_id'),
    actorName: text('actor_name'),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    subjectType: text('subject_type'),
    subjectId: text('subject_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (table) => [
    index('audit_log_at_id_idx').on(table.at, table.id),
    index('audit_log_action_idx').on(table.action),
    index('audit_log_actor_id_idx').on(table.actorId),
  ],
);
