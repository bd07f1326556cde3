import { boolean, index, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users';

/** A member's customer at the payment gateway, made on first need. */
export const paymentCustomers = pgTable('payment_customers', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  customerId: text('customer_id').notNull().unique(),
});

/**
 * A member's saved card or US bank account (`kind` 'bank'): the gateway's id and what the site
 * shows of it (a bank account's bank name stands in `brand`).
 */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gatewayPaymentMethodId: text('gateway_payment_method_id').notNull().unique(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    kind: text('kind', { enum: ['card', 'bank'] })
      .notNull()
      .default('card'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payment_methods_user_id_idx').on(table.userId)],
);
