import { randomUUID } from 'node:crypto';
import {
  churchDay,
  fromCents,
  givingMessages,
  recurringScheduleMessages,
  toCents,
  type CreateSubscription,
  type InvoiceView,
  type RecurringGiving,
  type RetryInvoice,
  type SubscriptionData,
  type SubscriptionSubjectQuery,
  type RecurringSchedule,
  type SubscriptionView,
  type UpdateRecurringGiving,
  coveringFeeCents,
  feeRatesMessages,
  type FeeRules,
  type PaymentKind,
} from '@church/contracts';
import { DateTime } from 'luxon';
import type { RunInTransaction } from '../../db/transaction';
import { HttpError } from '../../lib/http-error';
import { FORBIDDEN } from '../../plugins/auth';
import type { GivingTypesRepository } from '../giving-types';
import {
  gatewayCall,
  GatewayError,
  paymentCardOf,
  type GatewayCard,
  type GatewayInvoice,
  type GatewaySubscription,
  type PaymentCard,
  type PaymentGateway,
} from '../payments';
import type { RecurringGivingRow, RecurringGivingsRepository } from './recurring-givings.repository';

export type RecurringGivingsService = ReturnType<typeof createRecurringGivingsService>;

export const recurringMessages = {
  planInvalid: 'Giving plan is invalid',
  priceInvalid: 'Price is invalid',
  invoiceNotFound: 'Invoice not found',
  invoiceClosed: 'This invoice can no longer be paid',
  notFound: 'Recurring giving not found',
  notChangeable: 'Only an active or scheduled recurring gift can be changed',
  nothingPastDue: 'This recurring gift has no missed charge to pay',
} as const;

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
/** How the provider's dashboard and receipts name a price's schedule ('Tithe: $50.00 monthly'). */
const scheduleWords: Record<RecurringSchedule, string> = {
  weekly: 'weekly',
  'every-two-weeks': 'every two weeks',
  'first-and-fifteenth': 'on the 1st and 15th',
  monthly: 'monthly',
  quarterly: 'quarterly',
  yearly: 'yearly',
};
/** A gift still charged, or about to be: the ones a member can change. */
const CHANGEABLE = ['active', 'trialing', 'past_due'];
const fromUnix = (seconds: number | null) => (seconds === null ? null : new Date(seconds * 1000));

/** What the lists show of a saved method: a card's brand and last 4, or a bank account's (kind 'bank'). */
function cardOfMethod(method: GatewayCard): PaymentCard {
  const { brand, last4 } = method.card;
  return method.type === 'us_bank_account' ? { brand, last4, kind: 'bank' } : { brand, last4 };
}

/** The provider's kind of the method (a subscription charges only the kinds it names). */
const methodTypeOf = (card: PaymentCard) => (card.kind === 'bank' ? ('us_bank_account' as const) : ('card' as const));

export function invoiceView(invoice: GatewayInvoice): InvoiceView {
  const intent = invoice.paymentIntent;
  return {
    id: invoice.id,
    status: invoice.status,
    paymentIntent: intent && {
      id: intent.id,
      status: intent.status,
      clientSecret: intent.clientSecret,
      lastPaymentError: intent.lastPaymentError,
    },
  };
}

/**
 * Recurring gifts: a gateway subscription (payment_behavior default_incomplete) on the price of
 * an amount, giving type and schedule, its first invoice paid with the member's card at once, or
 * on the start day when that is later (a trial until then). Paid invoices become gifts only
 * through the invoice.paid webhook (recurring-givings.webhooks.ts).
 */
export function createRecurringGivingsService(deps: {
  recurring: RecurringGivingsRepository;
  givingTypes: GivingTypesRepository;
  gateway: PaymentGateway;
  inTransaction: RunInTransaction;
  /** The member's gateway customer (made once). */
  customerOf: (userId: string) => Promise<string>;
  /** CHURCH_TIME_ZONE: whose calendar start days are on. */
  timeZone: string;
  /** The church's processing-fee rules (a recurring gift is paid by card or from a bank account). */
  feeRules: () => Promise<FeeRules>;
  now?: () => Date;
}) {
  const { gateway, recurring } = deps;
  /** The fee a member covers on each charge of `giftCents` paid by `kind`, by the church's rate now. */
  const feeFor = async (giftCents: number, kind: PaymentKind) =>
    coveringFeeCents(giftCents, (await deps.feeRules())[kind]);
  const kindOf = (kind: string | null | undefined): PaymentKind => (kind === 'bank' ? 'bank' : 'card');
  const now = deps.now ?? (() => new Date());

  /** The caller's own customer, else 403: nobody subscribes or pays for someone else. */
  async function ownCustomer(userId: string, customerId: string): Promise<string> {
    if ((await deps.customerOf(userId)) !== customerId) throw new HttpError(403, [FORBIDDEN]);
    return customerId;
  }

  /**
   * The card (or bank account) becomes the customer's and the default that later charges are
   * paid with; answers its brand and last 4 (a bank account: its bank's name, kind 'bank').
   */
  async function takeCard(customerId: string, paymentMethodId: string): Promise<PaymentCard> {
    const method = await gatewayCall(() => gateway.attachPaymentMethod(paymentMethodId, { customerId }));
    await gatewayCall(() => gateway.setDefaultPaymentMethod(customerId, paymentMethodId));
    return cardOfMethod(method);
  }

  /**
   * One attempt at the open invoice with the card. The key is the invoice, the card and the state
   * the attempt starts from: a retried request sees the same state and is the same attempt, while
   * trying the card again after a decline or a failed authentication is a new one. A paid invoice
   * is never paid again, whatever the key.
   */
  async function pay(invoice: GatewayInvoice, paymentMethodId: string): Promise<GatewayInvoice> {
    if (invoice.status === 'paid') return invoice;
    if (invoice.status !== 'open') throw new HttpError(400, [recurringMessages.invoiceClosed]);
    const intent = invoice.paymentIntent;
    // Waiting for the browser to authenticate this very card: another attempt would only ask again.
    if (intent?.status === 'requires_action' && intent.paymentMethodId === paymentMethodId) return invoice;
    const state = `${intent?.status ?? 'none'}-${intent?.lastPaymentError?.code ?? 'none'}`;
    return gatewayCall(async () => {
      try {
        return await gateway.payInvoice(
          invoice.id,
          { paymentMethodId },
          { idempotencyKey: `invoice-${invoice.id}-pay-${paymentMethodId}-${state}` },
        );
      } catch (error) {
        // A twin request paid it between our read and this call: the gift both asked for is made.
        if (!(error instanceof GatewayError) || error.code !== 'invoice_already_paid') throw error;
        const paid = await gateway.retrieveInvoice(invoice.id);
        if (paid?.status !== 'paid') throw error;
        return paid;
      }
    });
  }

  /** Our row follows the gateway at once (the webhooks do the same, later, in Stripe mode). */
  async function sync(subscription: GatewaySubscription): Promise<void> {
    await deps.inTransaction((tx) =>
      recurring.sync(
        subscription.id,
        {
          status: subscription.status,
          currentPeriodEnd: fromUnix(subscription.currentPeriodEnd),
          canceledAt: subscription.status === 'canceled' ? now() : null,
        },
        tx,
      ),
    );
  }

  /**
   * A paid invoice's card is the subscription's from now on (both gateways make it its default):
   * our row says so at once, as invoice.paid will again. A declined card changes nothing.
   */
  async function keepPayingCard(subscriptionId: string, invoice: GatewayInvoice): Promise<void> {
    if (invoice.status !== 'paid') return;
    const card = await paymentCardOf(gateway, invoice.paymentIntent);
    if (card) await recurring.setCard(subscriptionId, card);
  }

  /** The gateway price of an amount, giving type and schedule: made once, then reused. */
  async function priceOf(
    type: { id: number; name: string },
    amountCents: number,
    schedule: RecurringSchedule,
    givingPlanId: number | null,
  ) {
    const found = await recurring.findPrice(type.id, amountCents, schedule);
    if (found) return found;
    const made = await gatewayCall(() =>
      gateway.createPrice(
        {
          unitAmount: amountCents,
          currency: 'usd',
          schedule,
          productName: `${type.name}: ${dollars(amountCents)} ${scheduleWords[schedule]}`,
          metadata: { givingTypeId: String(type.id), ...(givingPlanId ? { givingPlanId: String(givingPlanId) } : {}) },
        },
        { idempotencyKey: `price-type-${type.id}-${amountCents}-${schedule}` },
      ),
    );
    await recurring.insertPrice({ givingPlanId, givingTypeId: type.id, priceId: made.id, amountCents, schedule });
    const price = await recurring.findPrice(type.id, amountCents, schedule);
    if (!price) throw new Error('the price was not recorded');
    return price;
  }

  /** Unix seconds of the start day's first moment on the church's clock, when it is after today; else undefined (now). */
  function startAtOf(startDate: string | undefined): number | undefined {
    const today = churchDay(now(), deps.timeZone);
    if (startDate === undefined || startDate === today) return undefined;
    if (startDate < today) throw new HttpError(400, [recurringScheduleMessages.startDateInPast]);
    return DateTime.fromISO(startDate, { zone: deps.timeZone }).startOf('day').toSeconds();
  }

  async function current(subscriptionId: string): Promise<GatewaySubscription> {
    const subscription = await gatewayCall(() => gateway.retrieveSubscription(subscriptionId));
    if (!subscription) throw new Error(`the gateway lost subscription ${subscriptionId}`);
    await sync(subscription);
    return subscription;
  }

  return {
    /** The member's customer and the gateway price of the amount, type and schedule (made once, then reused). */
    async subject(userId: string, query: SubscriptionSubjectQuery): Promise<SubscriptionData> {
      const plan = query.givingPlanId === undefined ? undefined : await deps.givingTypes.findPlan(query.givingPlanId);
      if (query.givingPlanId !== undefined && !plan) throw new HttpError(400, [recurringMessages.planInvalid]);
      const amountCents = plan ? plan.amountCents : toCents(query.amount ?? 0);
      const type = await deps.givingTypes.findById(query.givingTypeId);
      if (!type) throw new HttpError(400, [givingMessages.givingTypeInvalid]);
      const customerId = await deps.customerOf(userId);
      const feeCents = query.coverFees ? await feeFor(amountCents, query.paymentKind ?? 'card') : 0;
      const price = await priceOf(type, amountCents + feeCents, query.schedule, plan?.id ?? null);
      return {
        customerId,
        priceId: price.priceId,
        givingPlanId: plan?.id ?? null,
        givingTypeId: type.id,
        schedule: query.schedule,
        amount: fromCents(amountCents),
        ...(feeCents > 0 ? { fee: fromCents(feeCents) } : {}),
      };
    },

    /**
     * Subscribes the member and pays the first invoice with the card. A repeat of the same request
     * makes no second subscription: an unfinished one on this price is paid instead, and the
     * creation key (customer, price, card, and the last finished subscription on this price) is
     * the same until that subscription ends.
     */
    async create(userId: string, input: CreateSubscription): Promise<SubscriptionView> {
      const customerId = await ownCustomer(userId, input.customerId);
      const price = await recurring.findPriceById(input.priceId);
      if (!price) throw new HttpError(400, [recurringMessages.priceInvalid]);
      const startAt = startAtOf(input.startDate);
      const card = await takeCard(customerId, input.paymentMethodId);
      // A price is only an amount: the fee in it is the one the wizard was given, and it must be
      // exactly the church's fee for the method that pays (card or bank) on the rest, else the
      // rates changed meanwhile or the fee was another method's.
      const feeCents = toCents(input.fee ?? 0);
      if (
        feeCents > 0 &&
        (feeCents >= price.amountCents || (await feeFor(price.amountCents - feeCents, kindOf(card.kind))) !== feeCents)
      ) {
        throw new HttpError(409, [feeRatesMessages.feeChanged]);
      }
      let row: RecurringGivingRow | undefined = await recurring.latestOwn(userId, price.priceId, ['incomplete']);
      if (!row) {
        const finished = await recurring.latestOwn(userId, price.priceId, ['canceled', 'incomplete_expired']);
        const key = `subscription-${customerId}-${price.priceId}-${input.paymentMethodId}${startAt ? `-from-${input.startDate}` : ''}`;
        const created = await gatewayCall(() =>
          gateway.createSubscription(
            {
              customerId,
              priceId: price.priceId,
              paymentMethodId: input.paymentMethodId,
              paymentMethodType: methodTypeOf(card),
              ...(startAt !== undefined ? { startAt } : {}),
              metadata: {
                userId,
                ...(price.givingPlanId !== null ? { givingPlanId: String(price.givingPlanId) } : {}),
                givingTypeId: String(price.givingTypeId),
                schedule: price.schedule,
              },
            },
            { idempotencyKey: finished ? `${key}-after-${finished.subscriptionId}` : key },
          ),
        );
        row = await recurring.insert({
          userId,
          givingPlanId: price.givingPlanId,
          givingTypeId: price.givingTypeId,
          amountCents: price.amountCents - feeCents,
          feeCents,
          schedule: price.schedule,
          subscriptionId: created.id,
          priceId: price.priceId,
          status: created.status,
          cardBrand: card.brand,
          cardLast4: card.last4,
          cardKind: card.kind ?? null,
          createdAt: now(),
        });
      }
      const started = await current(row.subscriptionId);
      await keepPayingCard(row.subscriptionId, await pay(started.latestInvoice, input.paymentMethodId));
      const subscription = await current(row.subscriptionId);
      return {
        id: subscription.id,
        status: subscription.status,
        latestInvoice: invoiceView(subscription.latestInvoice),
      };
    },

    /** Pays the member's own open invoice with another card; no new subscription. */
    async retryInvoice(userId: string, input: RetryInvoice): Promise<InvoiceView> {
      const customerId = await ownCustomer(userId, input.customerId);
      const invoice = await gatewayCall(() => gateway.retrieveInvoice(input.invoiceId));
      const row = invoice?.subscriptionId ? await recurring.findBySubscription(invoice.subscriptionId) : undefined;
      if (!invoice || invoice.customerId !== customerId || !row || row.userId !== userId) {
        throw new HttpError(404, [recurringMessages.invoiceNotFound]);
      }
      await takeCard(customerId, input.paymentMethodId);
      const paid = await pay(invoice, input.paymentMethodId);
      await keepPayingCard(row.subscriptionId, paid);
      await current(row.subscriptionId);
      return invoiceView(paid);
    },

    /**
     * A renewal the card declined left the gift past due with its open invoice (nobody was there
     * to pay it off session): the member pays that invoice now with one of their cards, which
     * later charges use; the gift is active again. Paid, invoice.paid records the gift and mails
     * its receipt, as for every charge. A decline answers the invoice as it is, still open.
     */
    async payPastDue(userId: string, id: number, paymentMethodId: string): Promise<InvoiceView> {
      const row = await recurring.findOwn(userId, id);
      if (!row) throw new HttpError(404, [recurringMessages.notFound]);
      const subscription = await current(row.subscriptionId);
      const missed = subscription.latestInvoice;
      if (subscription.status !== 'past_due' || missed.status !== 'open') {
        throw new HttpError(400, [recurringMessages.nothingPastDue]);
      }
      await takeCard(await deps.customerOf(userId), paymentMethodId);
      const paid = await pay(missed, paymentMethodId);
      await keepPayingCard(row.subscriptionId, paid);
      await current(row.subscriptionId);
      return invoiceView(paid);
    },

    async list(userId: string): Promise<RecurringGiving[]> {
      const rows = await recurring.listOwn(userId);
      return rows.map(({ row, givingTypeName, pendingCents, pendingFeeCents, pendingSince }) => ({
        id: row.id,
        amount: fromCents(row.amountCents),
        ...(row.feeCents > 0 ? { fee: fromCents(row.feeCents) } : {}),
        schedule: row.schedule as RecurringSchedule,
        givingTypeId: row.givingTypeId,
        givingTypeName,
        card:
          row.cardBrand !== null && row.cardLast4 !== null
            ? {
                brand: row.cardBrand,
                last4: row.cardLast4,
                ...(row.cardKind === 'bank' ? { kind: 'bank' as const } : {}),
              }
            : null,
        status: row.status as RecurringGiving['status'],
        creationDate: row.createdAt.toISOString(),
        nextPaymentDate:
          (row.status === 'active' || row.status === 'trialing') && row.currentPeriodEnd
            ? row.currentPeriodEnd.toISOString()
            : null,
        pendingCharge:
          pendingCents !== null && pendingSince !== null
            ? { amount: fromCents(pendingCents + (pendingFeeCents ?? 0)), since: pendingSince.toISOString() }
            : null,
      }));
    },

    /**
     * Changes the member's own gift from its next charge on (nothing is charged now, the next
     * charge keeps its day): another amount, schedule or giving type is another price; another
     * card, one of the member's, becomes the subscription's.
     */
    async update(userId: string, id: number, input: UpdateRecurringGiving): Promise<void> {
      const row = await recurring.findOwn(userId, id);
      if (!row) throw new HttpError(404, [recurringMessages.notFound]);
      if (!CHANGEABLE.includes(row.status)) throw new HttpError(400, [recurringMessages.notChangeable]);
      const type = await deps.givingTypes.findById(input.givingTypeId);
      if (!type) throw new HttpError(400, [givingMessages.givingTypeInvalid]);
      const giftCents = toCents(input.amount);
      const customerId = await deps.customerOf(userId);
      const card = input.paymentMethodId
        ? cardOfMethod(await gatewayCall(() => gateway.attachPaymentMethod(input.paymentMethodId!, { customerId })))
        : undefined;
      // The fee of the method that pays from the next charge: the new one, else the one on file.
      const feeCents =
        (input.coverFees ?? row.feeCents > 0) ? await feeFor(giftCents, kindOf(card ? card.kind : row.cardKind)) : 0;
      const price = await priceOf(type, giftCents + feeCents, input.schedule, null);
      await gatewayCall(() =>
        gateway.updateSubscription(
          row.subscriptionId,
          {
            ...(price.priceId !== row.priceId ? { priceId: price.priceId } : {}),
            ...(input.paymentMethodId && card
              ? { paymentMethodId: input.paymentMethodId, paymentMethodType: methodTypeOf(card) }
              : {}),
          },
          // Moves no money, and setting the same state twice changes nothing.
          { idempotencyKey: `subscription-${row.subscriptionId}-update-${randomUUID()}` },
        ),
      );
      await recurring.change(row.id, {
        priceId: price.priceId,
        amountCents: giftCents,
        feeCents,
        schedule: price.schedule,
        givingTypeId: type.id,
        givingPlanId: price.givingPlanId,
      });
      if (card) await recurring.setCard(row.subscriptionId, card);
      await current(row.subscriptionId);
    },

    /** Cancels the member's own monthly gift at the gateway; cancelling twice changes nothing. */
    async cancel(userId: string, id: number): Promise<void> {
      const row = await recurring.findOwn(userId, id);
      if (!row) throw new HttpError(404, [recurringMessages.notFound]);
      if (row.status === 'canceled') return;
      await sync(await gatewayCall(() => gateway.cancelSubscription(row.subscriptionId)));
    },
  };
}
