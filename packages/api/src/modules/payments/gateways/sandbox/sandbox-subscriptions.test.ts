import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { sandboxTestCards } from '@church/contracts';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, describeEachDatabase } from '../../../../../test/helper';
import { GatewayError, type GatewayEvent, type PaymentGateway } from '../../gateway';

const month = 30 * 24 * 60 * 60;

describeEachDatabase('payments: sandbox subscriptions and invoices', (target) => {
  let app: FastifyInstance;
  let gateway: PaymentGateway;
  const received: GatewayEvent[] = [];
  let keyCounter = 0;
  const key = () => ({ idempotencyKey: `sub-test-${Date.now()}-${(keyCounter += 1)}` });

  const post = (url: string, payload: object) => app.inject({ method: 'POST', url: `/api${url}`, payload });
  const newCard = async (number: string, customerId: string) => {
    const response = await post('/sandbox/payment-methods', {
      card: { number, expMonth: 12, expYear: 2099, cvc: '123' },
    });
    assert.equal(response.statusCode, 201, response.body);
    return gateway.attachPaymentMethod(response.json<{ id: string }>().id, { customerId });
  };
  /** A customer, a card of `number` on it, and a $25 monthly price. */
  const setUp = async (number: string = sandboxTestCards.succeeds) => {
    const customer = await gateway.createCustomer({ email: 'sam@example.com', name: 'Sam' }, key());
    const card = await newCard(number, customer.id);
    const price = await gateway.createPrice(
      { unitAmount: 2500, currency: 'usd', schedule: 'monthly', productName: 'Tithe: $25.00 monthly' },
      key(),
    );
    return { customer, card, price };
  };
  const subscribe = async (number?: string) => {
    const { customer, card, price } = await setUp(number);
    const subscription = await gateway.createSubscription(
      { customerId: customer.id, priceId: price.id, paymentMethodId: card.id },
      key(),
    );
    return { customer, card, price, subscription };
  };
  /** The types of the events about these objects, in the order they were delivered. */
  const eventsOf = (...ids: string[]) =>
    received.filter((event) => ids.includes(String(event.data.object.id))).map((event) => event.type);

  before(async () => {
    app = await buildTestApp(await target.fresh());
    gateway = app.payments.gateway;
    for (const type of [
      'payment_intent.succeeded',
      'payment_intent.payment_failed',
      'invoice.paid',
      'customer.subscription.updated',
      'customer.subscription.deleted',
    ]) {
      app.payments.on(type, async (event) => {
        received.push(event);
      });
    }
  });
  after(() => app.close());

  it('makes a price once per idempotency key, and refuses amounts it cannot charge', async () => {
    const params = { unitAmount: 5000, currency: 'usd', schedule: 'monthly', productName: 'Missions: $50.00' } as const;
    const idempotency = key();
    const price = await gateway.createPrice({ ...params, metadata: { givingPlanId: '3' } }, idempotency);
    assert.match(price.id, /^price_/);
    assert.deepEqual(
      { ...price, id: '' },
      { id: '', unitAmount: 5000, currency: 'usd', schedule: 'monthly', metadata: { givingPlanId: '3' } },
    );
    assert.equal((await gateway.createPrice({ ...params, metadata: { givingPlanId: '3' } }, idempotency)).id, price.id);
    await assert.rejects(gateway.createPrice({ ...params, unitAmount: 10 }, key()), GatewayError);
  });

  it('starts a subscription incomplete, with an open invoice whose intent needs a payment method', async () => {
    const { customer, price, subscription } = await subscribe();
    assert.match(subscription.id, /^sub_/);
    assert.equal(subscription.status, 'incomplete');
    assert.equal(subscription.customerId, customer.id);
    assert.equal(subscription.priceId, price.id);
    assert.equal(subscription.currentPeriodEnd, null);
    const invoice = subscription.latestInvoice;
    assert.equal(invoice.status, 'open');
    assert.equal(invoice.amountDue, 2500);
    assert.equal(invoice.subscriptionId, subscription.id);
    assert.equal(invoice.paymentIntent?.status, 'requires_payment_method');
    assert.equal(invoice.paymentIntent?.amount, 2500);
    assert.match(invoice.paymentIntent?.clientSecret ?? '', /^pi_.+_secret_/);
    assert.deepEqual(eventsOf(subscription.id, invoice.id), [], 'nothing is charged yet');
  });

  it('4242: pays the invoice, activates the subscription for a month and reports it in order', async () => {
    const { card, subscription } = await subscribe();
    const invoiceId = subscription.latestInvoice.id;
    const intentId = subscription.latestInvoice.paymentIntent?.id ?? '';
    const idempotency = key();
    const paid = await gateway.payInvoice(invoiceId, { paymentMethodId: card.id }, idempotency);
    assert.equal(paid.status, 'paid');
    assert.equal(paid.paymentIntent?.status, 'succeeded');
    assert.equal(paid.paymentIntent?.paymentMethodId, card.id);
    const active = await gateway.retrieveSubscription(subscription.id);
    assert.equal(active?.status, 'active');
    const end = active?.currentPeriodEnd ?? 0;
    assert.ok(end - Date.now() / 1000 > month - 4 * 86400 && end - Date.now() / 1000 < month + 2 * 86400, `${end}`);
    assert.equal(active?.latestInvoice.status, 'paid');
    assert.deepEqual(eventsOf(intentId, invoiceId, subscription.id), [
      'payment_intent.succeeded',
      'invoice.paid',
      'customer.subscription.updated',
    ]);
    const invoiceEvent = received.find((event) => event.type === 'invoice.paid' && event.data.object.id === invoiceId);
    assert.equal(invoiceEvent?.data.object.subscriptionId, subscription.id);
    assert.equal((invoiceEvent?.data.object.paymentIntent as { id: string }).id, intentId);
    const updated = received.find((event) => event.data.object.id === subscription.id)?.data.object;
    assert.equal(updated?.latestInvoiceId, invoiceId);
    assert.equal(updated?.status, 'active');
    assert.equal('latestInvoice' in (updated ?? {}), false);

    assert.deepEqual(await gateway.payInvoice(invoiceId, { paymentMethodId: card.id }, idempotency), paid);
    await assert.rejects(
      gateway.payInvoice(invoiceId, { paymentMethodId: card.id }, key()),
      (error) => error instanceof GatewayError && error.message === 'Invoice is already paid',
    );
    assert.equal(eventsOf(intentId).length, 1, 'charged once');
  });

  it('4000...0002: declined, the invoice stays open and the subscription incomplete; another card pays it', async () => {
    const { customer, card, subscription } = await subscribe(sandboxTestCards.declined);
    const invoiceId = subscription.latestInvoice.id;
    const intentId = subscription.latestInvoice.paymentIntent?.id ?? '';
    const declined = await gateway.payInvoice(invoiceId, { paymentMethodId: card.id }, key());
    assert.equal(declined.status, 'open');
    assert.equal(declined.paymentIntent?.status, 'requires_payment_method');
    assert.equal(declined.paymentIntent?.lastPaymentError?.message, 'Your card was declined.');
    assert.equal((await gateway.retrieveSubscription(subscription.id))?.status, 'incomplete');
    assert.deepEqual(eventsOf(intentId, invoiceId, subscription.id), ['payment_intent.payment_failed']);

    const good = await newCard(sandboxTestCards.succeeds, customer.id);
    await gateway.setDefaultPaymentMethod(customer.id, good.id);
    const paid = await gateway.payInvoice(invoiceId, { paymentMethodId: good.id }, key());
    assert.equal(paid.status, 'paid');
    assert.equal(paid.paymentIntent?.lastPaymentError, null);
    assert.equal((await gateway.retrieveSubscription(subscription.id))?.status, 'active');
  });

  it('4000 0025 0000 3155: requires authentication; approving it in the browser pays the invoice', async () => {
    const { card, subscription } = await subscribe(sandboxTestCards.requiresAuthentication);
    const invoiceId = subscription.latestInvoice.id;
    const challenged = await gateway.payInvoice(invoiceId, { paymentMethodId: card.id }, key());
    const intent = challenged.paymentIntent;
    assert.equal(challenged.status, 'open');
    assert.equal(intent?.status, 'requires_action');
    assert.deepEqual(intent?.nextAction, { type: 'sandbox_authentication' });
    assert.equal((await gateway.retrieveSubscription(subscription.id))?.status, 'incomplete');

    const approved = await post(`/sandbox/payment-intents/${intent?.id}/authenticate`, {
      clientSecret: intent?.clientSecret,
      approve: true,
    });
    assert.equal(approved.json().status, 'succeeded');
    assert.equal((await gateway.retrieveInvoice(invoiceId))?.status, 'paid');
    assert.equal((await gateway.retrieveSubscription(subscription.id))?.status, 'active');
    assert.deepEqual(eventsOf(intent?.id ?? '', invoiceId, subscription.id), [
      'payment_intent.succeeded',
      'invoice.paid',
      'customer.subscription.updated',
    ]);
  });

  it('a failed authentication leaves the invoice open to retry', async () => {
    const { card, subscription } = await subscribe(sandboxTestCards.requiresAuthentication);
    const intent = (await gateway.payInvoice(subscription.latestInvoice.id, { paymentMethodId: card.id }, key()))
      .paymentIntent;
    const failed = await post(`/sandbox/payment-intents/${intent?.id}/authenticate`, {
      clientSecret: intent?.clientSecret,
      approve: false,
    });
    assert.equal(failed.json().status, 'requires_payment_method');
    assert.equal((await gateway.retrieveInvoice(subscription.latestInvoice.id))?.status, 'open');
    assert.equal((await gateway.retrieveSubscription(subscription.id))?.status, 'incomplete');
  });

  it('repeats createSubscription with the same key as the same subscription', async () => {
    const { customer, card, price } = await setUp();
    const params = { customerId: customer.id, priceId: price.id, paymentMethodId: card.id };
    const idempotency = key();
    const [first, second] = await Promise.all([
      gateway.createSubscription(params, idempotency),
      gateway.createSubscription(params, idempotency),
    ]);
    assert.equal(second.id, first.id);
    assert.equal(second.latestInvoice.id, first.latestInvoice.id);
  });

  it("refuses another customer's card and unknown objects", async () => {
    const { customer, price } = await setUp();
    const stranger = await setUp();
    await assert.rejects(
      gateway.createSubscription(
        { customerId: customer.id, priceId: price.id, paymentMethodId: stranger.card.id },
        key(),
      ),
      (error) => error instanceof GatewayError && error.statusCode === 400 && /must be attached/.test(error.message),
    );
    await assert.rejects(gateway.setDefaultPaymentMethod(customer.id, stranger.card.id), GatewayError);
    const { card, subscription } = await subscribe();
    await assert.rejects(
      gateway.payInvoice(subscription.latestInvoice.id, { paymentMethodId: stranger.card.id }, key()),
      GatewayError,
    );
    await assert.rejects(
      gateway.payInvoice('in_nothing', { paymentMethodId: card.id }, key()),
      (error) => error instanceof GatewayError && error.statusCode === 404,
    );
    assert.equal(await gateway.retrieveSubscription('sub_nothing'), undefined);
    assert.equal(await gateway.retrieveInvoice('in_nothing'), undefined);
  });

  it('cancels at once (its open invoice is voided), reports it once, and stays canceled', async () => {
    const { card, subscription } = await subscribe();
    const canceled = await gateway.cancelSubscription(subscription.id);
    assert.equal(canceled.status, 'canceled');
    assert.equal(canceled.latestInvoice.status, 'void');
    assert.equal(canceled.latestInvoice.paymentIntent?.status, 'canceled');
    assert.equal((await gateway.cancelSubscription(subscription.id)).status, 'canceled');
    assert.deepEqual(eventsOf(subscription.id), ['customer.subscription.deleted']);
    await assert.rejects(
      gateway.payInvoice(subscription.latestInvoice.id, { paymentMethodId: card.id }, key()),
      (error) => error instanceof GatewayError && /This invoice is void/.test(error.message),
    );
  });
});
