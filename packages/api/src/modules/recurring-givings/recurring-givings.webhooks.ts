import type { Tx } from '../../db/types';
import { createGivingsRepository, type GiftReceipts } from '../givings';
import {
  paymentCardOf,
  type GatewayEvent,
  type GatewayInvoice,
  type GatewayPaymentIntent,
  type GatewaySubscriptionEventObject,
  type PaymentGateway,
} from '../payments';
import {
  createRecurringGivingsRepository,
  giftStateOf,
  liveSubscriptionsOf,
  statusOf,
} from './recurring-givings.repository';
import type { RenewalDeclinedNotice } from './renewal-declined';

const atEvent = (event: GatewayEvent) => new Date(event.created * 1000);

/**
 * The gateway's word on monthly gifts. Each handler runs in the transaction that records the
 * event id (so once per event); a paid invoice is also recorded at most once per invoice id.
 */
export function createRecurringWebhooks(
  gateway: Pick<PaymentGateway, 'retrieveInvoice' | 'retrievePaymentMethod' | 'cancelSubscription'>,
  /** Each recorded charge e-mails its receipt (none for the demo seed's history). */
  receipts?: Pick<GiftReceipts, 'paid' | 'bankFailed'>,
  /** A renewal declined e-mails the member (none for the demo seed's history either). */
  renewalDeclined?: RenewalDeclinedNotice,
) {
  return {
    /**
     * invoice.paid: the monthly gift is active, charged from now on to the card that paid (both
     * gateways make it the subscription's default), and this month's payment is a paid,
     * refundable gift.
     */
    async onInvoicePaid(event: GatewayEvent, tx: Tx): Promise<void> {
      const invoice = event.data.object as unknown as GatewayInvoice;
      if (typeof invoice.id !== 'string' || typeof invoice.subscriptionId !== 'string') return;
      const recurring = createRecurringGivingsRepository(tx);
      const row = await recurring.sync(invoice.subscriptionId, { status: 'active' }, tx);
      if (!row) return;
      // Stripe's event leaves the invoice's payments out; the intent is what a refund needs.
      const intent = invoice.paymentIntent ?? (await gateway.retrieveInvoice(invoice.id))?.paymentIntent;
      const card = await paymentCardOf(gateway, intent);
      if (card) await recurring.setCard(row.subscriptionId, card, tx);
      if (!Number.isInteger(invoice.amountDue) || invoice.amountDue <= 0) return;
      // The price charges the gift plus the fee the member covers: the gift is what the church keeps.
      const feeCents = row.feeCents < invoice.amountDue ? row.feeCents : 0;
      const recorded = await createGivingsRepository(tx).insertOnce(
        {
          userId: row.userId,
          kind: 'recurring',
          status: 'paid',
          paidAt: atEvent(event),
          paymentIntentId: intent?.id ?? null,
          invoiceId: invoice.id,
          feeCents,
          ...(card ? { cardBrand: card.brand, cardLast4: card.last4 } : {}),
          // A bank account's charge is recorded once the bank settled it (invoice.paid comes then).
          ...(card?.kind === 'bank' ? { method: 'bank' } : {}),
        },
        [{ givingTypeId: row.givingTypeId, amountCents: invoice.amountDue - feeCents }],
        tx,
      );
      if (recorded) await receipts?.paid(recorded.giving.id, tx);
    },

    /**
     * payment_intent.processing of a subscription's invoice: a charge from a bank account waits
     * for the bank (days). It is recorded now as a processing gift, listed as Pending to the
     * member, dated now; payment_intent.succeeded marks it paid (with its receipt) and
     * payment_intent.payment_failed failed (the givings module's handlers, by the intent), and
     * invoice.paid finds its invoice recorded already. Only when the gateway names the
     * subscription (the sandbox does, gateway.ts).
     */
    async onPaymentProcessing(event: GatewayEvent, tx: Tx): Promise<void> {
      const intent = event.data.object as unknown as GatewayPaymentIntent;
      if (typeof intent.subscriptionId !== 'string' || typeof intent.invoiceId !== 'string') return;
      if (!Number.isInteger(intent.amount) || intent.amount <= 0) return;
      const recurring = createRecurringGivingsRepository(tx);
      const row = await recurring.findBySubscription(intent.subscriptionId, tx);
      if (!row) return;
      await recurring.setPendingInvoice(row.subscriptionId, intent.invoiceId, tx);
      const account = await paymentCardOf(gateway, intent);
      const feeCents = row.feeCents < intent.amount ? row.feeCents : 0;
      await createGivingsRepository(tx).insertOnce(
        {
          userId: row.userId,
          kind: 'recurring',
          status: 'processing',
          paidAt: atEvent(event),
          paymentIntentId: intent.id,
          invoiceId: intent.invoiceId,
          feeCents,
          method: 'bank',
          ...(account ? { cardBrand: account.brand, cardLast4: account.last4 } : {}),
        },
        [{ givingTypeId: row.givingTypeId, amountCents: intent.amount - feeCents }],
        tx,
      );
    },

    /**
     * payment_intent.payment_failed of a subscription's bank debit (after the givings module
     * marked its gift failed): one mail to the member. A gift that was going (active) falls past
     * due, and that change mails what to do (`onSubscriptionChanged`); one already past due was
     * told when it fell. Any other (a first charge, incomplete or on its start day) never
     * started: the failed-bank mail says nothing was taken and how to give again.
     */
    async onPaymentFailed(event: GatewayEvent, tx: Tx): Promise<void> {
      const intent = event.data.object as unknown as GatewayPaymentIntent;
      if (typeof intent.id !== 'string') return;
      const recurring = createRecurringGivingsRepository(tx);
      const gift = await createGivingsRepository(tx).findByIntent(intent.id, tx);
      // Stripe's intent names no subscription: the charge recorded Pending names its invoice.
      const row =
        typeof intent.subscriptionId === 'string'
          ? await recurring.findBySubscription(intent.subscriptionId, tx)
          : gift?.invoiceId
            ? await recurring.findByPendingInvoice(gift.invoiceId, tx)
            : undefined;
      if (!row) return;
      // The subscription that charged, when known (a gift on the 1st and 15th has two with Stripe).
      const charged = typeof intent.subscriptionId === 'string' ? statusOf(row, intent.subscriptionId) : undefined;
      if (['active', 'past_due'].includes(charged ?? giftStateOf(row).status)) return;
      if (gift?.kind === 'recurring' && gift.status === 'failed') await receipts?.bankFailed(gift.id, tx);
    },

    /**
     * customer.subscription.updated and .deleted: status and the end of the paid month. A gift
     * that falls past due (a renewal declined) tells its member, once each time it does: once per
     * subscription that falls, so each declined charge of a 1st and 15th gift is told.
     */
    async onSubscriptionChanged(event: GatewayEvent, tx: Tx): Promise<void> {
      const subscription = event.data.object as unknown as GatewaySubscriptionEventObject;
      if (typeof subscription.id !== 'string' || typeof subscription.status !== 'string') return;
      const end = subscription.currentPeriodEnd;
      const recurring = createRecurringGivingsRepository(tx);
      const before = await recurring.findBySubscription(subscription.id, tx, true);
      const after = await recurring.sync(
        subscription.id,
        {
          status: subscription.status,
          currentPeriodEnd: typeof end === 'number' ? new Date(end * 1000) : null,
          canceledAt: subscription.status === 'canceled' ? atEvent(event) : null,
        },
        tx,
      );
      const fell = before && statusOf(before, subscription.id) !== 'past_due';
      if (fell && after && statusOf(after, subscription.id) === 'past_due') {
        await renewalDeclined?.send(after, atEvent(event), tx);
      }
      // A 1st and 15th gift (Stripe) whose first charge, due at once, was never paid: the provider
      // let that subscription expire and the gift never started, so its twin, still waiting for its
      // own first day, must not charge either. A failure here is a 500: the event comes again.
      if (after && subscription.status === 'incomplete_expired') {
        for (const { subscriptionId } of liveSubscriptionsOf(after)) {
          const ended = await gateway.cancelSubscription(subscriptionId);
          await recurring.sync(ended.id, { status: ended.status, canceledAt: atEvent(event) }, tx);
        }
      }
    },
  };
}
