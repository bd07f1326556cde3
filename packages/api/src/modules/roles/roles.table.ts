import { integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';

/** The nine permissions that unlock account pages (spec section 6). */
export const allowedActions = pgTable('allowed_actions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const roleAllowedActions = pgTable(
  'role_allowed_actions',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    allowedActionId: integer('allowed_action_id')
      .notNull()
      .references(() => allowedActions.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.roleId, table.allowedActionId] })],
);
