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
  firstAndFifteenthFrom,
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
import {
  giftStateOf,
  liveSubscriptionsOf,
  type GiftSubscription,
  type RecurringGivingRow,
  type RecurringGivingsRepository,
} from './recurring-givings.repository';

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

/** Of a gift's two subscriptions, the one charged next first: a going one before the other, then by day. */
const chargedFirst = (a: GiftSubscription, b: GiftSubscription) => {
  const going = (one: GiftSubscription) => (one.status === 'active' || one.status === 'trialing' ? 0 : 1);
  const at = (one: GiftSubscription) => one.currentPeriodEnd?.getTime() ?? Number.POSITIVE_INFINITY;
  return going(a) - going(b) || at(a) - at(b);
};

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

  /** Unix seconds of a day's first moment on the church's clock. */
  const dayStart = (day: string) => DateTime.fromISO(day, { zone: deps.timeZone }).startOf('day').toSeconds();

  /** Unix seconds of the start day's first moment on the church's clock, when it is after today; else undefined (now). */
  function startAtOf(startDate: string | undefined): number | undefined {
    const today = churchDay(now(), deps.timeZone);
    if (startDate === undefined || startDate === today) return undefined;
    if (startDate < today) throw new HttpError(400, [recurringScheduleMessages.startDateInPast]);
    return dayStart(startDate);
  }

  /** Whether a gift on this schedule is two monthly subscriptions at this gateway (the 1st and 15th with Stripe). */
  const isTwoMonthly = (schedule: string) =>
    schedule === 'first-and-fifteenth' && gateway.firstAndFifteenth === 'two-monthly-subscriptions';

  /** A subscription as our row keeps it. */
  const stateOf = (subscription: GatewaySubscription): GiftSubscription => ({
    subscriptionId: subscription.id,
    status: subscription.status,
    currentPeriodEnd: fromUnix(subscription.currentPeriodEnd),
  });

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
        const subscribe = (startAt: number | undefined, key: string) =>
          gatewayCall(() =>
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
        const key = `subscription-${customerId}-${price.priceId}-${input.paymentMethodId}`;
        let created: GatewaySubscription;
        let twin: GatewaySubscription | undefined;
        if (isTwoMonthly(price.schedule)) {
          // One billed monthly from the first 1st on or after the start day, one from the first 15th.
          const from = input.startDate ?? churchDay(now(), deps.timeZone);
          const [next, later] = firstAndFifteenthFrom(from);
          created = await subscribe(startAtOf(next), `${key}-from-${from}-on-${next}`);
          twin = await subscribe(startAtOf(later), `${key}-from-${from}-on-${later}`);
        } else {
          created = await subscribe(startAt, startAt ? `${key}-from-${input.startDate}` : key);
        }
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
          ...(twin
            ? {
                twinSubscriptionId: twin.id,
                twinStatus: twin.status,
                twinPeriodEnd: fromUnix(twin.currentPeriodEnd),
              }
            : {}),
        });
      }
      const started = await current(row.subscriptionId);
      await keepPayingCard(row.subscriptionId, await pay(started.latestInvoice, input.paymentMethodId));
      if (row.twinSubscriptionId) await current(row.twinSubscriptionId);
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
      // Of a 1st and 15th gift's two subscriptions (Stripe), the one whose charge was missed.
      let subscription: GatewaySubscription | undefined;
      for (const { subscriptionId } of liveSubscriptionsOf(row)) {
        const found = await current(subscriptionId);
        if (found.status === 'past_due' && found.latestInvoice.status === 'open') subscription ??= found;
      }
      if (!subscription) throw new HttpError(400, [recurringMessages.nothingPastDue]);
      await takeCard(await deps.customerOf(userId), paymentMethodId);
      const paid = await pay(subscription.latestInvoice, paymentMethodId);
      await keepPayingCard(subscription.id, paid);
      await current(subscription.id);
      return invoiceView(paid);
    },

    async list(userId: string): Promise<RecurringGiving[]> {
      const rows = await recurring.listOwn(userId);
      return rows.map(({ row, givingTypeName, pendingCents, pendingFeeCents, pendingSince }) => {
        const { status, currentPeriodEnd } = giftStateOf(row);
        return {
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
          status: status as RecurringGiving['status'],
          creationDate: row.createdAt.toISOString(),
          nextPaymentDate:
            (status === 'active' || status === 'trialing') && currentPeriodEnd ? currentPeriodEnd.toISOString() : null,
          pendingCharge:
            pendingCents !== null && pendingSince !== null
              ? { amount: fromCents(pendingCents + (pendingFeeCents ?? 0)), since: pendingSince.toISOString() }
              : null,
        };
      });
    },

    /**
     * Changes the member's own gift from its next charge on (nothing is charged now, the next
     * charge keeps its day): another amount, schedule or giving type is another price; another
     * card, one of the member's, becomes the subscription's.
     */
    async update(userId: string, id: number, input: UpdateRecurringGiving): Promise<void> {
      const row = await recurring.findOwn(userId, id);
      if (!row) throw new HttpError(404, [recurringMessages.notFound]);
      if (!CHANGEABLE.includes(giftStateOf(row).status)) throw new HttpError(400, [recurringMessages.notChangeable]);
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
      const change = (subscriptionId: string, nextChargeAt?: number) =>
        gatewayCall(() =>
          gateway.updateSubscription(
            subscriptionId,
            {
              ...(price.priceId !== row.priceId ? { priceId: price.priceId } : {}),
              ...(nextChargeAt !== undefined ? { nextChargeAt } : {}),
              ...(input.paymentMethodId && card
                ? { paymentMethodId: input.paymentMethodId, paymentMethodType: methodTypeOf(card) }
                : {}),
            },
            // Moves no money, and setting the same state twice changes nothing.
            { idempotencyKey: `subscription-${subscriptionId}-update-${randomUUID()}` },
          ),
        );
      const live = liveSubscriptionsOf(row);
      const twoMonthly = isTwoMonthly(price.schedule);
      if (twoMonthly && live.length < 2) {
        // Into the 1st and 15th (Stripe): the subscription is billed from the first 1st or 15th on
        // or after its next charge, and a second one, on the same price and method, from the other.
        const one = await current(row.subscriptionId);
        const today = churchDay(now(), deps.timeZone);
        const nextDay = one.currentPeriodEnd ? churchDay(new Date(one.currentPeriodEnd * 1000), deps.timeZone) : today;
        const [next, later] = firstAndFifteenthFrom(nextDay > today ? nextDay : today);
        const paymentMethodId = input.paymentMethodId ?? one.defaultPaymentMethodId;
        if (!paymentMethodId) throw new Error(`subscription ${one.id} names no payment method`);
        const kept = await change(one.id, dayStart(next));
        const twin = await gatewayCall(() =>
          gateway.createSubscription(
            {
              customerId,
              priceId: price.priceId,
              paymentMethodId,
              paymentMethodType: (card?.kind ?? row.cardKind) === 'bank' ? 'us_bank_account' : 'card',
              startAt: dayStart(later),
              metadata: { userId, givingTypeId: String(type.id), schedule: price.schedule },
            },
            // Made once per switch: the twin a former switch ended is part of the key.
            { idempotencyKey: `subscription-${one.id}-twin-on-${later}-after-${row.twinSubscriptionId ?? 'none'}` },
          ),
        );
        await recurring.arrange(row.id, stateOf(kept), stateOf(twin));
      } else if (!twoMonthly && live.length > 1) {
        // Out of the 1st and 15th: the subscription charged next takes the new schedule from that
        // charge on; the other ends now, before its own next charge.
        const [next, other] = [...live].sort(chargedFirst) as [GiftSubscription, GiftSubscription];
        const kept = await change(next.subscriptionId);
        const ended = await gatewayCall(() => gateway.cancelSubscription(other.subscriptionId));
        await recurring.arrange(row.id, stateOf(kept), stateOf(ended));
      } else {
        for (const { subscriptionId } of live) await change(subscriptionId);
      }
      await recurring.change(row.id, {
        priceId: price.priceId,
        amountCents: giftCents,
        feeCents,
        schedule: price.schedule,
        givingTypeId: type.id,
        givingPlanId: price.givingPlanId,
      });
      if (card) await recurring.setCard(row.subscriptionId, card);
      const changed = await recurring.findOwn(userId, id);
      for (const { subscriptionId } of changed ? liveSubscriptionsOf(changed) : []) await current(subscriptionId);
    },

    /** Cancels the member's own recurring gift at the gateway (both subscriptions of a 1st and 15th one); twice changes nothing. */
    async cancel(userId: string, id: number): Promise<void> {
      const row = await recurring.findOwn(userId, id);
      if (!row) throw new HttpError(404, [recurringMessages.notFound]);
      if (giftStateOf(row).status === 'canceled') return;
      for (const { subscriptionId } of liveSubscriptionsOf(row)) {
        await sync(await gatewayCall(() => gateway.cancelSubscription(subscriptionId)));
      }
    },
  };
}
