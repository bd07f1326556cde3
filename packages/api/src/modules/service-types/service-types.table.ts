import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A kind of service (Sunday Morning, Youth Night...) and its plan: the spec's plan page is one
 * service type with its order of service, notes and attachments.
 */
export const serviceTypes = pgTable(
  'service_types',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** When the service starts (volunteer scheduling); null until a planner dates it. */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The list's order, newest first, id breaking ties (decision 0047).
    index('service_types_created_at_id_idx').on(table.createdAt, table.id),
    // Dated plans by start, id breaking ties: the scheduling grid's columns in order, the reminders
    // due, the conflicts nearby (decision 0100).
    index('service_types_starts_at_id_idx').on(table.startsAt, table.id),
  ],
);

/**
 * One line of the order of service. `position` runs 1..n without gaps within a plan; the
 * service renumbers on every insert, move and delete. `songId` is the song provider's
 * track_id, which is also how "popular songs" are counted.
 */
export const planItems = pgTable(
  'plan_items',
  {
    id: serial('id').primaryKey(),
    serviceTypeId: integer('service_type_id')
      .notNull()
      .references(() => serviceTypes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** song, reading, prayer, sermon, announcement, header. */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    lengthMinutes: integer('length_minutes').notNull().default(0),
    description: text('description'),
    songKey: text('song_key'),
    songId: text('song_id'),
  },
  (table) => [
    index('plan_items_service_type_idx').on(table.serviceTypeId, table.position),
    index('plan_items_song_idx').on(table.songId),
    check('plan_items_length_check', sql`${table.lengthMinutes} >= 0`),
  ],
);

export const planNotes = pgTable(
  'plan_notes',
  {
    id: serial('id').primaryKey(),
    serviceTypeId: integer('service_type_id')
      .notNull()
      .references(() => serviceTypes.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('plan_notes_service_type_idx').on(table.serviceTypeId)],
);

/** A file we store (isUploadedFile, url is one of our /api/files URLs) or a link elsewhere. */
export const planAttachments = pgTable(
  'plan_attachments',
  {
    id: serial('id').primaryKey(),
    serviceTypeId: integer('service_type_id')
      .notNull()
      .references(() => serviceTypes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    url: text('url').notNull(),
    isUploadedFile: boolean('is_uploaded_file').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('plan_attachments_service_type_idx').on(table.serviceTypeId)],
);
