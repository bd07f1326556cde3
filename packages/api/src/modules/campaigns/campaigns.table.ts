import { boolean, date, index, integer, pgTable, serial, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { givingTypes } from '../giving-types';
import { users } from '../users';

/**
 * A pledge campaign (a building fund, a missions drive): a goal in integer cents for one giving
 * type between two days of the church's calendar (both included). Gifts of that type paid in those
 * days count toward it; nothing is stored per gift, so a refund or a late bank failure is
 * reflected the next time the totals are read.
 */
export const campaigns = pgTable('campaigns', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  goalCents: integer('goal_cents').notNull(),
  startsOn: date('starts_on', { mode: 'string' }).notNull(),
  endsOn: date('ends_on', { mode: 'string' }).notNull(),
  givingTypeId: integer('giving_type_id')
    .notNull()
    .references(() => givingTypes.id),
  /** The public page shows the total raised against the goal. */
  showTotal: boolean('show_total').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What a member promised a campaign: `installments` gifts of `amountCents`, once or on a
 * schedule (counted when they pledged, so the promise does not change under them). One per member
 * and campaign; pledging again replaces it.
 */
export const pledges = pgTable(
  'pledges',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    frequency: text('frequency').notNull(),
    installments: integer('installments').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('pledges_campaign_id_user_id_key').on(table.campaignId, table.userId),
    index('pledges_user_id_idx').on(table.userId),
  ],
);
