import { index, integer, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users';

/** A kind of group (Youth, Worship, Small groups...); its colour marks its events. */
export const groupTypes = pgTable('group_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  /** A palette key from the contracts (never a free colour), so text on it stays readable. */
  colorTheme: text('color_theme').notNull(),
});

/** A group events belong to. A type in use cannot be deleted (restrict). */
export const groups = pgTable(
  'groups',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    groupTypeId: integer('group_type_id')
      .notNull()
      .references(() => groupTypes.id, { onDelete: 'restrict' }),
    leaderId: uuid('leader_id').references(() => users.id, { onDelete: 'set null' }),
    description: text('description').notNull().default(''),
  },
  // The list's order, id breaking ties as in every list (decision 0047).
  (table) => [index('groups_name_id_idx').on(table.name, table.id)],
);
