import { randomUUID } from 'node:crypto';
import type { PaymentMethod } from '@church/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/types';
import { HttpError } from '../../lib/http-error';
import {
  gatewayCall,
  type GatewayCard,
  type GatewayEvent,
  type GatewaySetupIntent,
  type PaymentGateway,
} from '../payments';
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

  /** The member's row for the method, new (the first one the default) or saved before; undefined if another's. */
  async function record(userId: string, card: GatewayCard, tx: DbOrTx): Promise<PaymentMethod | undefined> {
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
    const [saved] = await tx.select().from(paymentMethods).where(eq(paymentMethods.gatewayPaymentMethodId, card.id));
    return saved && saved.userId === userId ? view(saved) : undefined;
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

    /**
     * A provider's intent to set up one of the member's bank accounts (Stripe: a SetupIntent of
     * us_bank_account, confirmed in the browser by Stripe.js). Its metadata names the member, so an
     * account verified days later by micro-deposits is saved by its setup_intent.succeeded event.
     */
    async bankAccountSetup(userId: string): Promise<{ clientSecret: string }> {
      const customerId = await service.customerOf(userId);
      const intent = await gatewayCall(() =>
        gateway.createSetupIntent(
          { customerId, paymentMethodTypes: ['us_bank_account'], metadata: { userId } },
          // Moves no money: each Add asks for a new one.
          { idempotencyKey: `bank-setup-${userId}-${randomUUID()}` },
        ),
      );
      return { clientSecret: intent.clientSecret };
    },

    async list(userId: string): Promise<PaymentMethod[]> {
      return (await rowsOf(userId)).map(view);
    },

    /** Attaches the card (or bank account) to the member's customer; the first one becomes the default. */
    async save(userId: string, gatewayPaymentMethodId: string): Promise<PaymentMethod> {
      const customerId = await service.customerOf(userId);
      const card = await gatewayCall(() => gateway.attachPaymentMethod(gatewayPaymentMethodId, { customerId }));
      return db.transaction(async (tx) => {
        const saved = await record(userId, card, tx);
        if (!saved) throw new HttpError(404, [NOT_FOUND]);
        return saved;
      });
    },

    /**
     * setup_intent.succeeded: a bank account Stripe verified later (micro-deposits) is saved for
     * the member its intent names, once, as if they had added it then; one saved already (added
     * at once through the dialog) is left as it is. Runs in the event's transaction.
     */
    async onSetupSucceeded(event: GatewayEvent, tx: Tx): Promise<void> {
      await service.saveVerifiedAccount(event.data.object as unknown as GatewaySetupIntent, tx);
    },

    /**
     * The bank account of a succeeded setup intent, saved for the member its metadata names when
     * the intent is that member's customer's (once); undefined when it is nobody's here.
     */
    async saveVerifiedAccount(intent: GatewaySetupIntent, tx: Tx): Promise<PaymentMethod | undefined> {
      const userId = intent.metadata?.userId;
      if (!userId || !intent.paymentMethodId) return undefined;
      const [customer] = await tx.select().from(paymentCustomers).where(eq(paymentCustomers.userId, userId));
      if (!customer || customer.customerId !== intent.customerId) return undefined;
      const method = await gateway.retrievePaymentMethod(intent.paymentMethodId);
      if (method?.type !== 'us_bank_account' || method.customerId !== customer.customerId) return undefined;
      return record(userId, method, tx);
    },

    /** Whether a gateway customer is the member's (a setup intent names its customer). */
    async isCustomerOf(userId: string, customerId: string | null, tx: DbOrTx = db): Promise<boolean> {
      const [customer] = await tx.select().from(paymentCustomers).where(eq(paymentCustomers.userId, userId));
      return customer !== undefined && customer.customerId === customerId;
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
