import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

/** What a gift is for (Tithe, Missions, ...); a designation names one. */
export const givingTypes = pgTable('giving_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

/** A monthly recurring amount members can choose; integer cents. */
export const givingPlans = pgTable('giving_plans', {
  id: serial('id').primaryKey(),
  amountCents: integer('amount_cents').notNull().unique(),
  interval: text('interval').notNull().default('month'),
});
