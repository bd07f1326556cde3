import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { languages } from '@church/contracts';
import { states } from '../enumerations';
import { roles } from '../roles';

/** Members and administrators. E-mails are stored lower-cased, so `unique` is case-blind. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    streetAddress: text('street_address').notNull(),
    city: text('city').notNull(),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id),
    zipCode: text('zip_code').notNull(),
    photoUrl: text('photo_url'),
    roleId: integer('role_id').references(() => roles.id, { onDelete: 'set null' }),
    /** Null until the link in the confirmation e-mail is followed; sign-in needs it. */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The language the member reads: their e-mails, and the site on any device they sign in on. */
    language: text('language', { enum: languages }).notNull().default('en'),
  },
  (table) => [
    index('users_role_id_idx').on(table.roleId),
    // The members list's order, id breaking ties (decision 0047).
    index('users_last_name_first_name_id_idx').on(table.lastName, table.firstName, table.id),
  ],
);
