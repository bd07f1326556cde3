import type { PaymentMethod } from '@church/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/types';
import { HttpError } from '../../lib/http-error';
import { gatewayCall, type PaymentGateway } from '../payments';
import { createUsersRepository } from '../users';
import { paymentCustomers, paymentMethods } from './payment-methods.table';

export type PaymentMethodsService = ReturnType<typeof createPaymentMethodsService>;

const NOT_FOUND = 'Payment method not found';
type Row = typeof paymentMethods.$inferSelect;

const view = (row: Row): PaymentMethod => ({
  id: row.id,
  isDefault: row.isDefault,
  stripePaymentMethodId: row.gatewayPaymentMethodId,
  card: { brand: row.brand, last4: row.last4, ...(row.kind === 'bank' ? { kind: 'bank' as const } : {}) },
});

export function createPaymentMethodsService(db: Db, gateway: PaymentGateway) {
  const users = createUsersRepository(db);

  const rowsOf = (userId: string, tx: DbOrTx = db) =>
    tx.select().from(paymentMethods).where(eq(paymentMethods.userId, userId)).orderBy(asc(paymentMethods.id));

  async function own(userId: string, id: number, tx: DbOrTx = db): Promise<Row> {
    const [row] = await tx
      .select()
      .from(paymentMethods)
      .where(and(eq(paymentMethods.id, id), eq(paymentMethods.userId, userId)));
    if (!row) throw new HttpError(404, [NOT_FOUND]);
    return row;
  }

  const service = {
    /** The member's gateway customer; made once (the idempotency key is the member's). */
    async customerOf(userId: string): Promise<string> {
      const [existing] = await db.select().from(paymentCustomers).where(eq(paymentCustomers.userId, userId));
      if (existing) return existing.customerId;
      const user = await users.findById(userId);
      if (!user) throw new HttpError(401, ['Unauthorized']);
      const customer = await gatewayCall(() =>
        gateway.createCustomer(
          { email: user.email, name: `${user.firstName} ${user.lastName}`, metadata: { userId } },
          { idempotencyKey: `customer-${userId}` },
        ),
      );
      await db.insert(paymentCustomers).values({ userId, customerId: customer.id }).onConflictDoNothing();
      return customer.id;
    },

    async list(userId: string): Promise<PaymentMethod[]> {
      return (await rowsOf(userId)).map(view);
    },

    /** Attaches the card (or bank account) to the member's customer; the first one becomes the default. */
    async save(userId: string, gatewayPaymentMethodId: string): Promise<PaymentMethod> {
      const customerId = await service.customerOf(userId);
      const card = await gatewayCall(() => gateway.attachPaymentMethod(gatewayPaymentMethodId, { customerId }));
      return db.transaction(async (tx) => {
        const hasDefault = (await rowsOf(userId, tx)).some((row) => row.isDefault);
        const [row] = await tx
          .insert(paymentMethods)
          .values({
            userId,
            gatewayPaymentMethodId: card.id,
            brand: card.card.brand,
            last4: card.card.last4,
            kind: card.type === 'us_bank_account' ? 'bank' : 'card',
            isDefault: !hasDefault,
          })
          .onConflictDoNothing()
          .returning();
        if (row) return view(row);
        // Saved before: answer the row that has it, when it is this member's.
        const [saved] = await tx
          .select()
          .from(paymentMethods)
          .where(eq(paymentMethods.gatewayPaymentMethodId, card.id));
        if (!saved || saved.userId !== userId) throw new HttpError(404, [NOT_FOUND]);
        return view(saved);
      });
    },

    /** Marks one card default and unmarks the previous default. */
    async makeDefault(userId: string, id: number): Promise<PaymentMethod[]> {
      await db.transaction(async (tx) => {
        await own(userId, id, tx);
        await tx.update(paymentMethods).set({ isDefault: false }).where(eq(paymentMethods.userId, userId));
        await tx.update(paymentMethods).set({ isDefault: true }).where(eq(paymentMethods.id, id));
      });
      return service.list(userId);
    },

    /** Detaches the card at the gateway; the oldest remaining card becomes the default. */
    async delete(userId: string, id: number): Promise<void> {
      const row = await own(userId, id);
      await gatewayCall(() => gateway.detachPaymentMethod(row.gatewayPaymentMethodId));
      await db.transaction(async (tx) => {
        await tx.delete(paymentMethods).where(eq(paymentMethods.id, id));
        if (row.isDefault) {
          const [next] = await rowsOf(userId, tx);
          if (next) await tx.update(paymentMethods).set({ isDefault: true }).where(eq(paymentMethods.id, next.id));
        }
      });
    },
  };
  return service;
}
