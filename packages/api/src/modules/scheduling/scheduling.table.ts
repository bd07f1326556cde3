import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { serviceTypes } from '../service-types';
import { users } from '../users';

/** A team of a service type (Worship, Hospitality, Kids, Tech...). */
export const teams = pgTable(
  'teams',
  {
    id: serial('id').primaryKey(),
    serviceTypeId: integer('service_type_id')
      .notNull()
      .references(() => serviceTypes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('teams_service_type_idx').on(table.serviceTypeId)],
);

/** A place on a team (vocals, guitar, greeter) and how many people it needs on a service. */
export const teamPositions = pgTable(
  'team_positions',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    peopleNeeded: integer('people_needed').notNull().default(1),
  },
  (table) => [
    index('team_positions_team_idx').on(table.teamId),
    check('team_positions_people_needed_check', sql`${table.peopleNeeded} >= 1`),
  ],
);

/** Who may be scheduled in a position: the scheduler adds them. */
export const positionMembers = pgTable(
  'position_members',
  {
    positionId: integer('position_id')
      .notNull()
      .references(() => teamPositions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.positionId, table.userId] }),
    // "Is this member on any team" (My Schedule's menu entry) and a member's own positions.
    index('position_members_user_idx').on(table.userId),
  ],
);

/**
 * A person scheduled in a position on a plan: pending until they answer. `linkNonce` is what
 * the e-mailed Accept and Decline links are bound to (with the assignment and the person): any
 * answer clears it, so a link works once and never after the member answered elsewhere.
 */
export const planAssignments = pgTable(
  'plan_assignments',
  {
    id: serial('id').primaryKey(),
    serviceTypeId: integer('service_type_id')
      .notNull()
      .references(() => serviceTypes.id, { onDelete: 'cascade' }),
    positionId: integer('position_id')
      .notNull()
      .references(() => teamPositions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** pending, accepted, declined. */
    status: text('status').notNull().default('pending'),
    declineReason: text('decline_reason'),
    linkNonce: text('link_nonce'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (table) => [
    unique('plan_assignments_plan_position_user_key').on(table.serviceTypeId, table.positionId, table.userId),
    index('plan_assignments_user_idx').on(table.userId),
    index('plan_assignments_position_idx').on(table.positionId),
    check('plan_assignments_status_check', sql`${table.status} in ('pending', 'accepted', 'declined')`),
  ],
);
