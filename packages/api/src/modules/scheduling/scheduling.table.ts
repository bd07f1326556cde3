import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
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
    /** none, together (a household serves at the same service), apart (never on the same one). */
    householdRule: text('household_rule').notNull().default('none'),
  },
  (table) => [
    index('teams_service_type_idx').on(table.serviceTypeId),
    check('teams_household_rule_check', sql`${table.householdRule} in ('none', 'together', 'apart')`),
  ],
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
    /** Members of the position may take its open slots themselves (decision 0091); the scheduler may close it. */
    signUpOpen: boolean('sign_up_open').notNull().default(true),
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
    /** Who scheduled them: told when they decline. */
    scheduledBy: uuid('scheduled_by').references(() => users.id, { onDelete: 'set null' }),
    /** When the reminder was written; cleared when the plan's time changes. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /** The feed's SEQUENCE: grows with every change a subscribed calendar must take. */
    sequence: integer('sequence').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The declined assignment whose person asked this one to take their place (a swap). Unique:
     * one teammate asked per declined assignment.
     */
    replacesAssignmentId: integer('replaces_assignment_id')
      .unique('plan_assignments_replaces_key')
      .references((): AnyPgColumn => planAssignments.id, { onDelete: 'set null' }),
    /**
     * A declined slot its person offered to everyone in the position: the first to take it
     * replaces them, even when the position is closed for sign-up.
     */
    offeredAt: timestamp('offered_at', { withTimezone: true }),
  },
  (table) => [
    unique('plan_assignments_plan_position_user_key').on(table.serviceTypeId, table.positionId, table.userId),
    index('plan_assignments_user_idx').on(table.userId),
    index('plan_assignments_position_idx').on(table.positionId),
    check('plan_assignments_status_check', sql`${table.status} in ('pending', 'accepted', 'declined')`),
  ],
);

/**
 * Days a member cannot serve (decision 0082-blockouts-reminders-feed): every day from first to
 * last, or one weekday of them (weekly), or one weekday of each month (monthly; week 1-5, -1 the
 * last). A repeating blockout may have no last day. The reason is for schedulers only.
 */
export const blockouts = pgTable(
  'blockouts',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    repeat: text('repeat').notNull().default('none'),
    firstDay: date('first_day', { mode: 'string' }).notNull(),
    lastDay: date('last_day', { mode: 'string' }),
    weekday: integer('weekday'),
    weekOfMonth: integer('week_of_month'),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('blockouts_user_idx').on(table.userId),
    check('blockouts_repeat_check', sql`${table.repeat} in ('none', 'weekly', 'monthly')`),
  ],
);

/** A member's own choices: the most services a month, and their calendar feed's secret. */
export const schedulingPreferences = pgTable('scheduling_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  maxPerMonth: integer('max_per_month'),
  feedToken: text('feed_token').unique(),
});

/** The church's scheduling choices: one row (id 1), written on first save. */
export const schedulingSettings = pgTable(
  'scheduling_settings',
  {
    id: integer('id').primaryKey().default(1),
    reminderDaysBefore: integer('reminder_days_before').notNull().default(2),
  },
  (table) => [check('scheduling_settings_single_row', sql`${table.id} = 1`)],
);

/**
 * An assignment taken away, kept so the member's calendar feed can say STATUS:CANCELLED with a
 * higher SEQUENCE (a subscribed calendar only drops what it is told about, or what vanishes).
 */
export const removedAssignments = pgTable(
  'removed_assignments',
  {
    assignmentId: integer('assignment_id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planName: text('plan_name').notNull(),
    positionName: text('position_name').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    sequence: integer('sequence').notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('removed_assignments_user_idx').on(table.userId)],
);

/** A household: members who live together (set by an admin on the Members page). */
export const households = pgTable('households', {
  id: serial('id').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A member's household: at most one each. A household left with one member is removed. */
export const householdMembers = pgTable(
  'household_members',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    householdId: integer('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
  },
  (table) => [index('household_members_household_idx').on(table.householdId)],
);
