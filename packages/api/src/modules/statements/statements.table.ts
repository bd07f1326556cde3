import { index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';

/**
 * A run of the year-end statements: one background job per request, its progress counted as it
 * goes so any API process can answer the page's polling.
 */
export const statementJobs = pgTable(
  'statement_jobs',
  {
    id: serial('id').primaryKey(),
    year: integer('year').notNull(),
    /** running, done or failed (a failure, or a process that stopped mid-run). */
    status: text('status').notNull().default('running'),
    total: integer('total').notNull().default(0),
    processed: integer('processed').notNull().default(0),
    sent: integer('sent').notNull().default(0),
    alreadySent: integer('already_sent').notNull().default(0),
    withoutEmail: integer('without_email').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('statement_jobs_year_idx').on(table.year)],
);

/**
 * A year's statement e-mailed to a donor: claimed before sending, unique per donor and year, so
 * no run (nor two at once) sends anybody a second copy.
 */
export const statementDeliveries = pgTable(
  'statement_deliveries',
  {
    id: serial('id').primaryKey(),
    year: integer('year').notNull(),
    donorKey: text('donor_key').notNull(),
    email: text('email').notNull(),
    jobId: integer('job_id').references(() => statementJobs.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('statement_deliveries_year_donor_key').on(table.year, table.donorKey)],
);
