import { pgTable, serial, text } from 'drizzle-orm/pg-core';

/** The US states directory behind every address form. */
export const states = pgTable('states', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});
