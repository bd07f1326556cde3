import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  site,
  type GivingHistoryItem,
  type InvoiceView,
  type OutboxMessage,
  type RecurringGiving,
  type SubscriptionData,
  type SubscriptionView,
} from '@church/contracts';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import {
  fakeBankAccounts,
  fakeCards,
  startFakeStripeApi,
  type FakeStripeApi,
} from '../../../../../test/fake-stripe-api';
import { bearer, buildTestApp, demo, describeEachDatabase, login } from '../../../../../test/helper';
import { FAKE_WEBHOOK_SECRET as WEBHOOK_SECRET, signedEvent } from '../../../../../test/stripe-events';
import { loadPaymentsConfig } from '../../../../config';
import { recurringGivings } from '../../../recurring-givings';
import { GatewayError, WebhookSignatureError, type GatewayEvent } from '../../gateway';
import { stripeMessages } from './stripe-errors';
import { createStripeGateway, STRIPE_API_VERSION, type StripeGateway } from './stripe-gateway';

const PUBLISHABLE_KEY = 'pk_test_fake_publishable_key';

describe('the Stripe gateway (official SDK) against a fake Stripe API', () => {
  let fake: FakeStripeApi;
  let gateway: StripeGateway;
  let keys = 0;
  // Numbered apart from the literal keys some cases send ('customer-42').
  const key = (what: string) => `${what}-n${(keys += 1)}`;
  const requestsTo = (method: string, path: RegExp) =>
    fake.requests.filter((request) => request.method === method && path.test(request.path));
  const lastTo = (method: string, path: RegExp) => requestsTo(method, path).at(-1);

  const newCustomer = () =>
    gateway.createCustomer({ email: 'mary@example.com', name: 'Mary Smith' }, { idempotencyKey: key('customer') });
  const newSubscription = async () => {
    const customer = await newCustomer();
    await gateway.attachPaymentMethod(fakeCards.visa, { customerId: customer.id });
    const price = await gateway.createPrice(
      { unitAmount: 5000, currency: 'usd', schedule: 'monthly', productName: 'Tithe: $50.00 monthly' },
      { idempotencyKey: key('price') },
    );
    return gateway.createSubscription(
      { customerId: customer.id, priceId: price.id, paymentMethodId: fakeCards.visa, metadata: { planId: '3' } },
      { idempotencyKey: key('subscription') },
    );
  };

  before(async () => {
    fake = await startFakeStripeApi();
    gateway = createStripeGateway({
      ...fake.connection,
      publishableKey: PUBLISHABLE_KEY,
      webhookSecret: WEBHOOK_SECRET,
      maxNetworkRetries: 0,
    });
  });
  after(() => fake.close());

  it('says it is Stripe, with the publishable key, and pins the API version its mappers are written for', async () => {
    assert.equal(gateway.mode, 'stripe');
    assert.equal(gateway.publishableKey, PUBLISHABLE_KEY);
    assert.equal(STRIPE_API_VERSION, Stripe.API_VERSION);
    await newCustomer();
    assert.equal(lastTo('POST', /^\/v1\/customers$/)?.stripeVersion, STRIPE_API_VERSION);
  });

  it('creates customers and payment intents in integer cents, sending our idempotency keys', async () => {
    const customer = await gateway.createCustomer(
      { email: 'ruth@example.com', name: 'Ruth Miller', metadata: { userId: '42' } },
      { idempotencyKey: 'customer-42' },
    );
    assert.match(customer.id, /^cus_/);
    assert.deepEqual(customer, {
      id: customer.id,
      email: 'ruth@example.com',
      name: 'Ruth Miller',
      metadata: { userId: '42' },
    });
    assert.equal(lastTo('POST', /^\/v1\/customers$/)?.idempotencyKey, 'customer-42');

    const params = {
      amount: 2550,
      currency: 'usd' as const,
      customerId: customer.id,
      metadata: { givingId: 'g-1' },
      receiptEmail: 'ruth@example.com',
    };
    const intent = await gateway.createPaymentIntent(params, { idempotencyKey: 'giving-g-1-payment' });
    const sent = lastTo('POST', /^\/v1\/payment_intents$/);
    assert.equal(sent?.idempotencyKey, 'giving-g-1-payment');
    assert.deepEqual(sent?.params, {
      amount: '2550',
      currency: 'usd',
      customer: customer.id,
      allowed_payment_method_types: ['card'],
      metadata: { givingId: 'g-1' },
      receipt_email: 'ruth@example.com',
    });
    assert.deepEqual(intent, {
      id: intent.id,
      amount: 2550,
      currency: 'usd',
      status: 'requires_payment_method',
      clientSecret: intent.clientSecret,
      customerId: customer.id,
      paymentMethodId: null,
      metadata: { givingId: 'g-1' },
      nextAction: null,
      lastPaymentError: null,
    });
    assert.match(intent.clientSecret, new RegExp(`^${intent.id}_secret_`));

    // Stripe answers a repeated key with the first intent, and refuses it with other parameters.
    assert.equal((await gateway.createPaymentIntent(params, { idempotencyKey: 'giving-g-1-payment' })).id, intent.id);
    await assert.rejects(
      gateway.createPaymentIntent({ ...params, amount: 9900 }, { idempotencyKey: 'giving-g-1-payment' }),
      (error) => error instanceof GatewayError && error.statusCode === 400 && error.code === 'idempotency_error',
    );
  });

  it('confirms intents: a decline or a needed authentication answers the intent, not an error', async () => {
    const newIntent = () =>
      gateway.createPaymentIntent({ amount: 1000, currency: 'usd' }, { idempotencyKey: key('intent') });
    const intent = await newIntent();
    const declined = await gateway.confirmPaymentIntent(
      intent.id,
      { paymentMethodId: fakeCards.declined },
      { idempotencyKey: 'confirm-declined' },
    );
    assert.equal(lastTo('POST', /\/confirm$/)?.idempotencyKey, 'confirm-declined');
    assert.equal(declined.status, 'requires_payment_method');
    assert.deepEqual(declined.lastPaymentError, {
      code: 'card_declined',
      declineCode: 'generic_decline',
      message: 'Your card was declined.',
    });

    const paid = await gateway.confirmPaymentIntent(
      intent.id,
      { paymentMethodId: fakeCards.visa },
      { idempotencyKey: key('confirm') },
    );
    assert.deepEqual([paid.status, paid.paymentMethodId, paid.lastPaymentError], ['succeeded', fakeCards.visa, null]);
    assert.equal((await gateway.retrievePaymentIntent(intent.id))?.status, 'succeeded');
    assert.equal(await gateway.retrievePaymentIntent('pi_missing'), undefined);

    const authenticate = await gateway.confirmPaymentIntent(
      (await newIntent()).id,
      { paymentMethodId: fakeCards.authenticationRequired },
      { idempotencyKey: key('confirm') },
    );
    assert.deepEqual([authenticate.status, authenticate.nextAction], ['requires_action', { type: 'use_stripe_sdk' }]);
  });

  it('attaches, lists (cards), makes default for invoices and detaches payment methods', async () => {
    const customer = await newCustomer();
    const card = await gateway.attachPaymentMethod(fakeCards.visa, { customerId: customer.id });
    assert.deepEqual(card, {
      id: fakeCards.visa,
      customerId: customer.id,
      card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 },
    });
    assert.deepEqual(
      (await gateway.listPaymentMethods(customer.id)).map((method) => method.id),
      [fakeCards.visa],
    );
    assert.deepEqual(lastTo('GET', /^\/v1\/payment_methods$/)?.params, {
      customer: customer.id,
      type: 'card',
      limit: '100',
    });

    await gateway.setDefaultPaymentMethod(customer.id, fakeCards.visa);
    assert.deepEqual(lastTo('POST', new RegExp(`^/v1/customers/${customer.id}$`))?.params, {
      invoice_settings: { default_payment_method: fakeCards.visa },
    });

    assert.equal((await gateway.detachPaymentMethod(fakeCards.visa)).customerId, null);
    assert.deepEqual(await gateway.listPaymentMethods(customer.id), []);
    // A detached card still says which card paid a gift.
    assert.deepEqual((await gateway.retrievePaymentMethod(fakeCards.visa))?.card, card.card);
    assert.equal(await gateway.retrievePaymentMethod('pm_missing'), undefined);
  });

  it('creates a monthly price in cents, with its product, once per key', async () => {
    const price = await gateway.createPrice(
      {
        unitAmount: 5000,
        currency: 'usd',
        schedule: 'monthly',
        productName: 'Tithe: $50.00 monthly',
        metadata: { givingPlanId: '3' },
      },
      { idempotencyKey: 'price-plan-3-type-1' },
    );
    const sent = lastTo('POST', /^\/v1\/prices$/);
    assert.equal(sent?.idempotencyKey, 'price-plan-3-type-1');
    assert.deepEqual(sent?.params, {
      unit_amount: '5000',
      currency: 'usd',
      recurring: { interval: 'month', interval_count: '1' },
      product_data: { name: 'Tithe: $50.00 monthly', metadata: { givingPlanId: '3' } },
      metadata: { givingPlanId: '3' },
    });
    assert.deepEqual(price, {
      id: price.id,
      unitAmount: 5000,
      currency: 'usd',
      schedule: 'monthly',
      metadata: { givingPlanId: '3' },
    });
  });

  it('creates a default_incomplete subscription and answers its first invoice with the intent', async () => {
    const subscription = await newSubscription();
    const sent = lastTo('POST', /^\/v1\/subscriptions$/);
    assert.match(sent?.idempotencyKey ?? '', /^subscription-/);
    assert.deepEqual(sent?.params, {
      customer: subscription.customerId,
      items: [{ price: subscription.priceId }],
      default_payment_method: fakeCards.visa,
      payment_behavior: 'default_incomplete',
      payment_settings: { payment_method_types: ['card'], save_default_payment_method: 'on_subscription' },
      metadata: { planId: '3' },
      expand: ['latest_invoice.payments'],
    });
    assert.equal(subscription.status, 'incomplete');
    assert.deepEqual(subscription.metadata, { planId: '3' });
    assert.equal(typeof subscription.currentPeriodEnd, 'number');
    const invoice = subscription.latestInvoice;
    assert.deepEqual([invoice.status, invoice.amountDue, invoice.subscriptionId], ['open', 5000, subscription.id]);
    assert.equal(invoice.paymentIntent?.status, 'requires_payment_method');
    assert.equal(invoice.paymentIntent?.amount, 5000);
    assert.match(invoice.paymentIntent?.clientSecret ?? '', /_secret_/);
  });

  it('pays an invoice: a decline or a needed authentication answers the invoice; a good card pays it', async () => {
    const subscription = await newSubscription();
    const invoiceId = subscription.latestInvoice.id;

    const declined = await gateway.payInvoice(
      invoiceId,
      { paymentMethodId: fakeCards.declined },
      { idempotencyKey: 'invoice-declined' },
    );
    assert.deepEqual(lastTo('POST', /\/pay$/)?.params, {
      payment_method: fakeCards.declined,
      expand: ['payments.data.payment.payment_intent'],
    });
    assert.equal(lastTo('POST', /\/pay$/)?.idempotencyKey, 'invoice-declined');
    assert.equal(declined.status, 'open');
    assert.equal(declined.paymentIntent?.status, 'requires_payment_method');
    assert.deepEqual(declined.paymentIntent?.lastPaymentError, {
      code: 'card_declined',
      declineCode: 'generic_decline',
      message: 'Your card was declined.',
    });

    const authenticate = await gateway.payInvoice(
      invoiceId,
      { paymentMethodId: fakeCards.authenticationRequired },
      { idempotencyKey: key('invoice') },
    );
    assert.equal(authenticate.paymentIntent?.status, 'requires_action');
    assert.deepEqual(authenticate.paymentIntent?.nextAction, { type: 'use_stripe_sdk' });

    const paid = await gateway.payInvoice(
      invoiceId,
      { paymentMethodId: fakeCards.visa },
      { idempotencyKey: key('invoice') },
    );
    assert.deepEqual([paid.status, paid.paymentIntent?.status], ['paid', 'succeeded']);
    assert.deepEqual(await gateway.retrieveInvoice(invoiceId), paid);
    assert.equal((await gateway.retrieveSubscription(subscription.id))?.status, 'active');
    assert.equal(await gateway.retrieveInvoice('in_missing'), undefined);

    await assert.rejects(
      gateway.payInvoice(invoiceId, { paymentMethodId: fakeCards.visa }, { idempotencyKey: key('invoice') }),
      (error) =>
        error instanceof GatewayError && error.statusCode === 400 && error.message === 'Invoice is already paid',
    );
  });

  it('creates a SetupIntent of us_bank_account for the customer, for Stripe.js to collect and confirm the account', async () => {
    const customer = await newCustomer();
    const setup = await gateway.createSetupIntent(
      { customerId: customer.id, paymentMethodTypes: ['us_bank_account'], metadata: { userId: 'u-1' } },
      { idempotencyKey: 'bank-setup-u-1' },
    );
    const sent = lastTo('POST', /^\/v1\/setup_intents$/);
    assert.equal(sent?.idempotencyKey, 'bank-setup-u-1');
    assert.deepEqual(sent?.params, {
      customer: customer.id,
      allowed_payment_method_types: ['us_bank_account'],
      usage: 'off_session',
      payment_method_options: { us_bank_account: { verification_method: 'automatic' } },
      metadata: { userId: 'u-1' },
    });
    assert.deepEqual(setup, {
      id: setup.id,
      clientSecret: setup.clientSecret,
      status: 'requires_payment_method',
      customerId: customer.id,
      paymentMethodId: null,
      metadata: { userId: 'u-1' },
    });
    assert.match(setup.clientSecret, new RegExp(`^${setup.id}_secret_`));
  });

  it("answers a bank account its SetupIntent attached as the customer's; one of nobody's or another's is refused", async () => {
    const customer = await newCustomer();
    await assert.rejects(
      gateway.attachPaymentMethod(fakeBankAccounts.settles, { customerId: customer.id }),
      (error) => error instanceof GatewayError && error.statusCode === 400,
    );
    const setup = await gateway.createSetupIntent(
      { customerId: customer.id, paymentMethodTypes: ['us_bank_account'] },
      { idempotencyKey: key('setup') },
    );
    fake.confirmSetupIntent(setup.id, fakeBankAccounts.settles);
    assert.deepEqual(await gateway.attachPaymentMethod(fakeBankAccounts.settles, { customerId: customer.id }), {
      id: fakeBankAccounts.settles,
      customerId: customer.id,
      type: 'us_bank_account',
      card: { brand: 'STRIPE TEST BANK', last4: '6789', expMonth: 0, expYear: 0 },
    });
    const someoneElse = await newCustomer();
    await assert.rejects(
      gateway.attachPaymentMethod(fakeBankAccounts.settles, { customerId: someoneElse.id }),
      (error) => error instanceof GatewayError && error.statusCode === 400,
    );
  });

  it('lets a subscription charge a bank account: its first invoice is processing, open until the debit settles', async () => {
    const customer = await newCustomer();
    const setup = await gateway.createSetupIntent(
      { customerId: customer.id, paymentMethodTypes: ['us_bank_account'] },
      { idempotencyKey: key('setup') },
    );
    fake.confirmSetupIntent(setup.id, fakeBankAccounts.settles);
    const price = await gateway.createPrice(
      { unitAmount: 10081, currency: 'usd', schedule: 'monthly', productName: 'Tithe: $100.81 monthly' },
      { idempotencyKey: key('price') },
    );
    const subscription = await gateway.createSubscription(
      {
        customerId: customer.id,
        priceId: price.id,
        paymentMethodId: fakeBankAccounts.settles,
        paymentMethodType: 'us_bank_account',
      },
      { idempotencyKey: key('subscription') },
    );
    assert.deepEqual(lastTo('POST', /^\/v1\/subscriptions$/)?.params.payment_settings, {
      payment_method_types: ['us_bank_account'],
      save_default_payment_method: 'on_subscription',
    });
    const pending = await gateway.payInvoice(
      subscription.latestInvoice.id,
      { paymentMethodId: fakeBankAccounts.settles },
      { idempotencyKey: key('invoice') },
    );
    assert.deepEqual(
      [pending.status, pending.paymentIntent?.status, pending.paymentIntent?.lastPaymentError],
      ['open', 'processing', null],
    );
    assert.equal((await gateway.retrieveSubscription(subscription.id))?.status, 'incomplete');

    // Switching a card gift to the account names the account's kind too, or Stripe could not charge it.
    const byCard = await newSubscription();
    await gateway.updateSubscription(
      byCard.id,
      { paymentMethodId: fakeBankAccounts.settles, paymentMethodType: 'us_bank_account' },
      { idempotencyKey: key('update') },
    );
    assert.deepEqual(lastTo('POST', new RegExp(`^/v1/subscriptions/${byCard.id}$`))?.params, {
      default_payment_method: fakeBankAccounts.settles,
      payment_settings: { payment_method_types: ['us_bank_account'] },
      proration_behavior: 'none',
      expand: ['latest_invoice.payments'],
    });
  });

  it('cancels a subscription, and answers the canceled one when asked again', async () => {
    const subscription = await newSubscription();
    assert.equal((await gateway.cancelSubscription(subscription.id)).status, 'canceled');
    assert.equal((await gateway.cancelSubscription(subscription.id)).status, 'canceled');
    assert.equal(await gateway.retrieveSubscription('sub_missing'), undefined);
    await assert.rejects(
      gateway.cancelSubscription('sub_missing'),
      (error) => error instanceof GatewayError && error.statusCode === 404,
    );
  });

  it('refunds part or the rest of an intent, with metadata and our key', async () => {
    const intent = await gateway.createPaymentIntent(
      { amount: 2550, currency: 'usd' },
      { idempotencyKey: key('intent') },
    );
    await gateway.confirmPaymentIntent(
      intent.id,
      { paymentMethodId: fakeCards.visa },
      { idempotencyKey: key('confirm') },
    );

    const part = await gateway.createRefund(
      { paymentIntentId: intent.id, amount: 1000, metadata: { givingDetailId: '7' } },
      { idempotencyKey: 'refund-detail-7' },
    );
    const sent = lastTo('POST', /^\/v1\/refunds$/);
    assert.equal(sent?.idempotencyKey, 'refund-detail-7');
    assert.deepEqual(sent?.params, { payment_intent: intent.id, amount: '1000', metadata: { givingDetailId: '7' } });
    assert.deepEqual(part, {
      id: part.id,
      paymentIntentId: intent.id,
      amount: 1000,
      status: 'succeeded',
      metadata: { givingDetailId: '7' },
    });

    await gateway.createRefund({ paymentIntentId: intent.id }, { idempotencyKey: key('refund') });
    assert.deepEqual(lastTo('POST', /^\/v1\/refunds$/)?.params, { payment_intent: intent.id });
  });

  it("maps Stripe's refusals to GatewayError, and keeps bad credentials out of the answer", async () => {
    await assert.rejects(
      gateway.createPaymentIntent(
        { amount: 1000, currency: 'usd', customerId: 'cus_nope' },
        { idempotencyKey: key('i') },
      ),
      (error) =>
        error instanceof GatewayError &&
        error.statusCode === 404 &&
        error.code === 'resource_missing' &&
        error.message === "No such customer: 'cus_nope'",
    );
    await assert.rejects(
      gateway.createPaymentIntent({ amount: 10, currency: 'usd' }, { idempotencyKey: key('i') }),
      (error) => error instanceof GatewayError && error.statusCode === 400 && error.code === 'amount_too_small',
    );
    fake.failNextWith(500);
    await assert.rejects(
      newCustomer(),
      (error) =>
        error instanceof GatewayError && error.statusCode === 502 && error.message === stripeMessages.unavailable,
    );
    fake.failNextWith(429);
    await assert.rejects(
      newCustomer(),
      (error) => error instanceof GatewayError && error.statusCode === 503 && error.message === stripeMessages.busy,
    );

    const wrongKey = createStripeGateway({
      ...fake.connection,
      secretKey: 'sk_test_someone_elses',
      publishableKey: PUBLISHABLE_KEY,
      webhookSecret: WEBHOOK_SECRET,
      maxNetworkRetries: 0,
    });
    await assert.rejects(
      wrongKey.createCustomer({ email: 'a@example.com', name: 'A' }, { idempotencyKey: key('customer') }),
      (error) =>
        !(error instanceof GatewayError) && error instanceof Error && /refused the request/.test(error.message),
    );
  });

  it('retries a failed call with the same idempotency key, so it cannot charge twice', async () => {
    const retrying = createStripeGateway({
      ...fake.connection,
      publishableKey: PUBLISHABLE_KEY,
      webhookSecret: WEBHOOK_SECRET,
      maxNetworkRetries: 1,
    });
    const before = requestsTo('POST', /^\/v1\/payment_intents$/).length;
    fake.failNextWith(500);
    const intent = await retrying.createPaymentIntent(
      { amount: 1500, currency: 'usd' },
      { idempotencyKey: 'giving-g-2-payment' },
    );
    assert.equal(intent.amount, 1500);
    assert.deepEqual(
      requestsTo('POST', /^\/v1\/payment_intents$/)
        .slice(before)
        .map((request) => request.idempotencyKey),
      ['giving-g-2-payment', 'giving-g-2-payment'],
    );
  });

  describe('webhooks', () => {
    it('verifies the signature on the raw body and normalises payment_intent.succeeded', async () => {
      const intent = await gateway.createPaymentIntent(
        { amount: 2550, currency: 'usd', metadata: { givingId: 'g-3' } },
        { idempotencyKey: key('intent') },
      );
      await gateway.confirmPaymentIntent(intent.id, { paymentMethodId: fakeCards.visa }, { idempotencyKey: key('c') });
      const { payload, signature } = signedEvent('payment_intent.succeeded', fake.object(intent.id));

      const event = gateway.constructEvent(payload, signature);
      assert.equal(event.type, 'payment_intent.succeeded');
      assert.match(event.id, /^evt_test_/);
      assert.equal(typeof event.created, 'number');
      assert.deepEqual(event.data.object, {
        ...intent,
        status: 'succeeded',
        paymentMethodId: fakeCards.visa,
      });
    });

    it('rejects a bad, missing or stale signature and a changed body with WebhookSignatureError', () => {
      const { payload, signature } = signedEvent('payment_intent.succeeded', { id: 'pi_x', object: 'payment_intent' });
      const rejects = (body: string, header: string | undefined, message: string) =>
        assert.throws(
          () => gateway.constructEvent(body, header),
          (error) => error instanceof WebhookSignatureError && error.message === message,
        );
      rejects(
        payload,
        signedEvent('x', {}, { secret: 'whsec_someone_else' }).signature,
        'Webhook signature is invalid',
      );
      rejects(payload, signedEvent('x', {}).signature, 'Webhook signature is invalid');
      rejects(payload.replace('pi_x', 'pi_y'), signature, 'Webhook signature is invalid');
      rejects(payload, undefined, 'Webhook signature is missing');
      const stale = signedEvent('payment_intent.succeeded', {}, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
      rejects(stale.payload, stale.signature, 'Webhook timestamp is too old');
    });

    it('normalises invoice.paid with its subscription, and subscription events with the latest invoice id', async () => {
      const subscription = await newSubscription();
      const invoiceId = subscription.latestInvoice.id;
      await gateway.payInvoice(invoiceId, { paymentMethodId: fakeCards.visa }, { idempotencyKey: key('invoice') });

      const paid = signedEvent('invoice.paid', fake.object(invoiceId));
      assert.deepEqual(gateway.constructEvent(paid.payload, paid.signature).data.object, {
        id: invoiceId,
        customerId: subscription.customerId,
        subscriptionId: subscription.id,
        status: 'paid',
        amountDue: 5000,
        paymentIntent: null,
      });

      const updated = signedEvent('customer.subscription.updated', fake.object(subscription.id));
      const { latestInvoice: _latestInvoice, defaultPaymentMethodId: _method, ...rest } = subscription;
      assert.deepEqual(gateway.constructEvent(updated.payload, updated.signature).data.object, {
        ...rest,
        status: 'active',
        latestInvoiceId: invoiceId,
      });
    });

    it('normalises setup_intent.succeeded (an account verified by micro-deposits) to the setup intent', async () => {
      const customer = await newCustomer();
      const setup = await gateway.createSetupIntent(
        { customerId: customer.id, paymentMethodTypes: ['us_bank_account'], metadata: { userId: 'u-2' } },
        { idempotencyKey: key('setup') },
      );
      fake.confirmSetupIntent(setup.id, fakeBankAccounts.settles);
      const { payload, signature } = signedEvent('setup_intent.succeeded', fake.object(setup.id));
      assert.deepEqual(gateway.constructEvent(payload, signature).data.object, {
        ...setup,
        status: 'succeeded',
        paymentMethodId: fakeBankAccounts.settles,
      });
    });

    it('reports a succeeded refund.created or refund.updated as refund.succeeded; passes other events through', () => {
      const refund = {
        id: 're_1',
        object: 'refund',
        amount: 500,
        payment_intent: 'pi_1',
        metadata: { givingDetailId: '9' },
      };
      const normalised = (type: string, object: Record<string, unknown>): GatewayEvent => {
        const { payload, signature } = signedEvent(type, object);
        return gateway.constructEvent(payload, signature);
      };
      for (const type of ['refund.created', 'refund.updated']) {
        const event = normalised(type, { ...refund, status: 'succeeded' });
        assert.equal(event.type, 'refund.succeeded');
        assert.deepEqual(event.data.object, {
          id: 're_1',
          paymentIntentId: 'pi_1',
          amount: 500,
          status: 'succeeded',
          metadata: { givingDetailId: '9' },
        });
      }
      const pending = normalised('refund.created', { ...refund, status: 'pending' });
      assert.deepEqual([pending.type, pending.data.object], ['refund.created', { ...refund, status: 'pending' }]);
      const other = normalised('charge.succeeded', { id: 'ch_1', object: 'charge', amount: 500 });
      assert.deepEqual(
        [other.type, other.data.object],
        ['charge.succeeded', { id: 'ch_1', object: 'charge', amount: 500 }],
      );
    });
  });
});

describe('payments configuration: Stripe with its three keys, else the sandbox', () => {
  const stripeEnv = {
    STRIPE_SECRET_KEY: 'sk_test_abc',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
    STRIPE_WEBHOOK_SECRET: 'whsec_abc',
  };

  it('runs the sandbox when no STRIPE_ variable is set', () => {
    assert.deepEqual(loadPaymentsConfig({}), {});
    assert.deepEqual(loadPaymentsConfig({ PAYMENTS_WEBHOOK_SECRET: 'whsec_local', STRIPE_SECRET_KEY: '' }), {
      webhookSecret: 'whsec_local',
    });
  });

  it('runs Stripe when the secret key, the publishable key and the webhook secret are set', () => {
    assert.deepEqual(loadPaymentsConfig(stripeEnv), {
      stripe: { secretKey: 'sk_test_abc', publishableKey: 'pk_test_abc', webhookSecret: 'whsec_abc' },
    });
  });

  it('fails at start on a partial or inconsistent set of keys', () => {
    assert.throws(
      () => loadPaymentsConfig({ STRIPE_SECRET_KEY: 'sk_test_abc' }),
      /Stripe needs .* together; missing STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET/,
    );
    assert.throws(
      () => loadPaymentsConfig({ ...stripeEnv, STRIPE_WEBHOOK_SECRET: undefined }),
      /missing STRIPE_WEBHOOK_SECRET \(unset all three for the offline sandbox\)/,
    );
    assert.throws(() => loadPaymentsConfig({ STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' }), /missing STRIPE_SECRET_KEY/);
    assert.throws(
      () => loadPaymentsConfig({ ...stripeEnv, STRIPE_SECRET_KEY: 'sk_live_abc' }),
      /must both be test keys or both live keys/,
    );
    assert.throws(
      () => loadPaymentsConfig({ ...stripeEnv, STRIPE_PUBLISHABLE_KEY: 'sk_test_abc' }),
      /STRIPE_PUBLISHABLE_KEY: STRIPE_PUBLISHABLE_KEY must start with pk_test_ or pk_live_/,
    );
  });
});

describeEachDatabase('the app in Stripe mode', (target) => {
  let app: FastifyInstance;
  let fake: FakeStripeApi;
  const received: GatewayEvent[] = [];
  const webhook = (payload: string, signature: string) =>
    app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });

  /** The member's requests (GET without a payload, else POST), each expected to answer 200. */
  const memberCalls = async () => {
    const member = await login(app, demo.member);
    return async <T>(url: string, payload?: object) => {
      const response = await app.inject({
        method: payload ? 'POST' : 'GET',
        url: `/api${url}`,
        headers: bearer(member),
        ...(payload ? { payload } : {}),
      });
      assert.equal(response.statusCode, 200, response.body);
      return response.json<T>();
    };
  };

  before(async () => {
    fake = await startFakeStripeApi();
    const { stripe } = loadPaymentsConfig({
      STRIPE_SECRET_KEY: fake.connection.secretKey,
      STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    });
    assert.ok(stripe);
    app = await buildTestApp(await target.fresh(), { payments: { stripe: { ...stripe, ...fake.connection } } });
    app.payments.on('payment_intent.succeeded', async (event) => {
      received.push(event);
    });
  });
  after(async () => {
    await app.close();
    await fake.close();
  });

  it('tells the browser to mount Stripe with the publishable key, and serves no sandbox routes', async () => {
    const config = await app.inject({ method: 'GET', url: '/api/payments/config' });
    assert.deepEqual(config.json(), { mode: 'stripe', publishableKey: PUBLISHABLE_KEY });
    assert.equal(app.payments.webhookSecret, WEBHOOK_SECRET);
    const card = { card: { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' } };
    const tokenise = await app.inject({ method: 'POST', url: '/api/sandbox/payment-methods', payload: card });
    assert.equal(tokenise.statusCode, 404);
    const confirm = await app.inject({
      method: 'POST',
      url: '/api/sandbox/payment-intents/pi_x/confirm',
      payload: { clientSecret: 'pi_x_secret_y', paymentMethodId: 'pm_x' },
    });
    assert.equal(confirm.statusCode, 404);
    // The test clock is the sandbox's: with real keys there is none to advance, even for an admin.
    const clock = await app.inject({ method: 'POST', url: '/api/sandbox/test-clock/advance', payload: { days: 1 } });
    assert.equal(clock.statusCode, 404);
    const limits = await app.inject({ method: 'DELETE', url: '/api/sandbox/card-testing-limits' });
    assert.equal(limits.statusCode, 404);
  });

  it('an anonymous gift is charged through Stripe in cents and becomes paid from its signed webhook, once', async () => {
    const [type] = (await app.inject({ method: 'GET', url: '/api/givingTypes' })).json<{ id: number }[]>();
    const created = await app.inject({
      method: 'POST',
      url: '/api/givings/anonymous-giving',
      payload: {
        donorName: 'Ruth Miller',
        donorEmail: 'ruth@example.com',
        designations: [{ amount: 25.5, givingTypeId: type?.id }],
      },
    });
    assert.equal(created.statusCode, 201, created.body);
    const giving = created.json<{ id: string }>();
    const payment = await app.inject({
      method: 'POST',
      url: '/api/givings/anonymous-giving-payment',
      payload: { givingId: giving.id },
    });
    assert.equal(payment.statusCode, 200, payment.body);
    const sent = fake.requests.filter((request) => request.method === 'POST' && request.path === '/v1/payment_intents');
    assert.equal(sent.length, 1);
    assert.equal(sent[0]?.idempotencyKey, `giving-${giving.id}-payment`);
    assert.equal(sent[0]?.params.amount, '2550');
    const { clientSecret } = payment.json<{ clientSecret: string }>();
    const intentId = clientSecret.split('_secret_')[0] ?? '';
    assert.equal(fake.object(intentId).client_secret, clientSecret);

    // The browser confirms with Stripe.js; Stripe then signs and posts the event.
    const { payload, signature } = signedEvent('payment_intent.succeeded', {
      ...fake.object(intentId),
      status: 'succeeded',
      payment_method: fakeCards.visa,
    });
    const forged = await webhook(payload, signedEvent('x', {}, { secret: 'whsec_someone_else' }).signature);
    assert.deepEqual([forged.statusCode, forged.json()], [400, { errors: ['Webhook signature is invalid'] }]);
    const first = await webhook(payload, signature);
    assert.deepEqual([first.statusCode, first.json()], [200, { received: true, duplicate: false }]);
    const replay = await webhook(payload, signature);
    assert.deepEqual(replay.json(), { received: true, duplicate: true });
    assert.deepEqual(
      received.map((event) => [event.data.object.id, event.data.object.status, event.data.object.amount]),
      [[intentId, 'succeeded', 2550]],
    );

    const leader = await login(app, demo.leader);
    const history = await app.inject({ method: 'GET', url: '/api/givings/history?take=50', headers: bearer(leader) });
    const gifts = history.json<{ entities: { givingId: string; amount: number; paymentMethod: unknown }[] }>().entities;
    // Stripe's event names only the payment method: its card was fetched from Stripe.
    assert.deepEqual(
      gifts.filter((gift) => gift.givingId === giving.id).map((gift) => [gift.amount, gift.paymentMethod]),
      [[25.5, { kind: 'card', brand: 'visa', last4: '4242' }]],
    );
  });

  it("a one-time gift's intent is canceled at Stripe after its third declined card, once", async () => {
    const [type] = (await app.inject({ method: 'GET', url: '/api/givingTypes' })).json<{ id: number }[]>();
    const created = await app.inject({
      method: 'POST',
      url: '/api/givings/anonymous-giving',
      payload: {
        donorName: 'Card Tester',
        donorEmail: 'tester@example.com',
        designations: [{ amount: 5, givingTypeId: type?.id }],
      },
    });
    const givingId = created.json<{ id: string }>().id;
    const payment = await app.inject({
      method: 'POST',
      url: '/api/givings/anonymous-giving-payment',
      payload: { givingId },
    });
    const intentId = payment.json<{ clientSecret: string }>().clientSecret.split('_secret_')[0] ?? '';
    const cancels = () => fake.requests.filter((request) => request.path === `/v1/payment_intents/${intentId}/cancel`);
    // Stripe.js confirms in the browser; each declined card reaches us only as a signed event.
    const decline = async () => {
      const { payload, signature } = signedEvent('payment_intent.payment_failed', {
        ...fake.object(intentId),
        last_payment_error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
      });
      assert.equal((await webhook(payload, signature)).statusCode, 200);
    };
    await decline();
    await decline();
    assert.equal(cancels().length, 0, 'a giver may retry twice');
    assert.equal(fake.object(intentId).status, 'requires_payment_method');
    await decline();
    assert.equal(cancels().length, 1);
    assert.equal(fake.object(intentId).status, 'canceled');
    await decline();
    assert.equal(cancels().length, 1, 'a later event does not cancel again');
  });

  it("a member adds a bank account through Stripe's dialog: saved at once, or by its event once micro-deposits verify it", async () => {
    const member = await login(app, demo.member);
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      app.inject({ method, url: `/api${url}`, headers: bearer(member), ...(payload ? { payload } : {}) });
    const banks = async () =>
      (await call('GET', '/payment-methods/current'))
        .json<{ card: { brand: string; last4: string; kind?: string } }[]>()
        .filter((method) => method.card.kind === 'bank')
        .map((method) => method.card.last4);
    const newSetup = async () => {
      const answer = await call('POST', '/payment-methods/bank-account-setup');
      assert.equal(answer.statusCode, 200, answer.body);
      const { clientSecret } = answer.json<{ clientSecret: string }>();
      const sent = fake.requests.filter((request) => request.path === '/v1/setup_intents').at(-1);
      assert.deepEqual(sent?.params.allowed_payment_method_types, ['us_bank_account']);
      assert.equal(typeof (sent?.params.metadata as { userId?: string }).userId, 'string');
      return clientSecret.split('_secret_')[0] ?? '';
    };

    // Verified at once (Financial Connections): the browser saves it as it saves a card.
    fake.confirmSetupIntent(await newSetup(), fakeBankAccounts.settles);
    const saved = await call('POST', '/payment-methods', { stripePaymentMethodId: fakeBankAccounts.settles });
    assert.equal(saved.statusCode, 201, saved.body);
    assert.deepEqual(saved.json<{ card: object }>().card, { brand: 'STRIPE TEST BANK', last4: '6789', kind: 'bank' });

    // Micro-deposits: nothing is saved until Stripe says the account is verified, then once.
    const waiting = await newSetup();
    fake.confirmSetupIntent(waiting, fakeBankAccounts.accountClosed, 'microdeposits');
    assert.deepEqual(await banks(), ['6789']);
    fake.confirmSetupIntent(waiting, fakeBankAccounts.accountClosed);
    const { payload, signature } = signedEvent('setup_intent.succeeded', fake.object(waiting));
    assert.deepEqual((await webhook(payload, signature)).json(), { received: true, duplicate: false });
    assert.deepEqual(await banks(), ['6789', '1116']);
    const again = signedEvent('setup_intent.succeeded', fake.object(waiting));
    assert.equal((await webhook(again.payload, again.signature)).statusCode, 200);
    assert.deepEqual(await banks(), ['6789', '1116']);

    // Another member's intent names another customer: its event saves nothing for this one.
    const other = await login(app, demo.leader);
    const foreign = await app.inject({
      method: 'POST',
      url: '/api/payment-methods/bank-account-setup',
      headers: bearer(other),
    });
    const foreignId = foreign.json<{ clientSecret: string }>().clientSecret.split('_secret_')[0] ?? '';
    const forged = signedEvent('setup_intent.succeeded', {
      ...fake.object(foreignId),
      status: 'succeeded',
      payment_method: fakeBankAccounts.settles,
    });
    await webhook(forged.payload, forged.signature);
    const leaderBanks = (
      await app.inject({ method: 'GET', url: '/api/payment-methods/current', headers: bearer(other) })
    ).json<unknown[]>();
    assert.deepEqual(leaderBanks, []);
  });

  it('a monthly gift shows its card: the one it started with, then the one a retry paid with', async () => {
    const call = await memberCalls();
    const cards = async () => (await call<RecurringGiving[]>('/recurring-givings/current')).map((gift) => gift.card);
    const [plan] = await call<{ id: number }[]>('/giving-plans');
    const [type] = await call<{ id: number }[]>('/givingTypes');
    const data = await call<SubscriptionData>(
      `/givings/subscription-subject?givingPlanId=${plan?.id}&givingTypeId=${type?.id}`,
      {},
    );
    const { customerId, priceId } = data;
    const declined = await call<SubscriptionView>('/givings/create-subscription', {
      customerId,
      priceId,
      paymentMethodId: fakeCards.declined,
    });
    assert.equal(declined.status, 'incomplete');
    assert.deepEqual(await cards(), [{ brand: 'visa', last4: '0002' }]);

    const invoiceId = declined.latestInvoice.id;
    const paid = await call<InvoiceView>('/givings/retry-invoice', {
      customerId,
      invoiceId,
      paymentMethodId: fakeCards.visa,
    });
    assert.equal(paid.status, 'paid');
    assert.deepEqual(await cards(), [{ brand: 'visa', last4: '4242' }], 'at once, before Stripe sends invoice.paid');

    // A gift whose card is unknown (made before cards were recorded) learns it from invoice.paid,
    // whose invoice names no payment: the card is fetched from Stripe.
    await app.database.db.update(recurringGivings).set({ cardBrand: null, cardLast4: null });
    assert.deepEqual(await cards(), [null]);
    const { payload, signature } = signedEvent('invoice.paid', fake.object(invoiceId));
    assert.deepEqual((await webhook(payload, signature)).json(), { received: true, duplicate: false });
    assert.deepEqual(await cards(), [{ brand: 'visa', last4: '4242' }]);
  });

  it('a recurring gift from a bank account is one Stripe may charge: its first debit waits for the bank', async () => {
    const call = await memberCalls();
    const [type] = await call<{ id: number }[]>('/givingTypes');
    const { customerId, priceId } = await call<SubscriptionData>(
      `/givings/subscription-subject?amount=100&givingTypeId=${type?.id}&schedule=weekly&paymentKind=bank`,
      {},
    );
    const subscription = await call<SubscriptionView>('/givings/create-subscription', {
      customerId,
      priceId,
      paymentMethodId: fakeBankAccounts.settles,
    });
    assert.deepEqual(
      fake.requests.filter((request) => request.path === '/v1/subscriptions').at(-1)?.params.payment_settings,
      { payment_method_types: ['us_bank_account'], save_default_payment_method: 'on_subscription' },
    );
    assert.equal(subscription.status, 'incomplete');
    assert.equal(subscription.latestInvoice.paymentIntent?.status, 'processing');
    const gifts = await call<RecurringGiving[]>('/recurring-givings/current');
    assert.deepEqual(
      gifts.filter((gift) => gift.card?.kind === 'bank').map((gift) => [gift.schedule, gift.card]),
      [['weekly', { brand: 'STRIPE TEST BANK', last4: '6789', kind: 'bank' }]],
    );

    // Stripe's processing event names no invoice: it is found from the intent, and the charge is Pending.
    const intentId = subscription.latestInvoice.paymentIntent?.id ?? '';
    const processing = signedEvent('payment_intent.processing', {
      ...fake.object(intentId),
      payment_method: fakeBankAccounts.settles,
    });
    assert.deepEqual((await webhook(processing.payload, processing.signature)).json(), {
      received: true,
      duplicate: false,
    });
    assert.deepEqual(fake.requests.filter((request) => request.path === '/v1/invoice_payments').at(-1)?.params, {
      payment: { type: 'payment_intent', payment_intent: intentId },
      limit: '1',
      expand: ['data.invoice'],
    });
    const pending = (await call<RecurringGiving[]>('/recurring-givings/current')).find(
      (gift) => gift.card?.kind === 'bank',
    );
    assert.equal(pending?.pendingCharge?.amount, 100);
    const bankCharges = async () =>
      (await call<{ entities: GivingHistoryItem[] }>('/givings/history/current?take=50')).entities.filter(
        (entry) => entry.paymentMethod?.kind === 'bank',
      );
    const charged = await bankCharges();
    assert.deepEqual(
      charged.map((entry) => [entry.status, entry.amount]),
      [['pending', 100]],
    );
    // A replay changes nothing.
    assert.deepEqual((await webhook(processing.payload, processing.signature)).json(), {
      received: true,
      duplicate: true,
    });

    // The bank refuses the debit days later: the charge is Failed, not Pending.
    const failedEvent = signedEvent('payment_intent.payment_failed', {
      ...fake.object(intentId),
      status: 'requires_payment_method',
      payment_method: fakeBankAccounts.settles,
      last_payment_error: { type: 'invalid_request_error', code: 'account_closed', message: 'The account is closed.' },
    });
    assert.equal((await webhook(failedEvent.payload, failedEvent.signature)).statusCode, 200);
    assert.deepEqual(
      (await bankCharges()).map((entry) => [entry.givingId, entry.status]),
      [[charged[0]?.givingId, 'failed']],
    );
  });

  it('a bank gift whose account is never verified by micro-deposits is Failed in both histories, its donor told once', async () => {
    const call = await memberCalls();
    const admin = await login(app, demo.admin);
    const member = await login(app, demo.member);
    const [type] = await call<{ id: number }[]>('/givingTypes');
    /** A member's one-time gift paid from a bank account in Stripe's dialog: its intent's id. */
    const bankGift = async (amount: number) => {
      const created = await app.inject({
        method: 'POST',
        url: '/api/givings/one-time-giving',
        headers: bearer(member),
        payload: { designations: [{ amount, givingTypeId: type?.id }] },
      });
      assert.equal(created.statusCode, 201, created.body);
      const { id } = created.json<{ id: string }>();
      const { clientSecret } = await call<{ clientSecret: string }>('/givings/one-time-giving-payment', {
        givingId: id,
        paymentKind: 'bank',
      });
      return { givingId: id, intentId: clientSecret.split('_secret_')[0] ?? '' };
    };
    const failedMails = async () =>
      (await app.inject({ method: 'GET', url: '/api/outbox?take=100', headers: bearer(admin) }))
        .json<OutboxMessage[]>()
        .filter(
          (message) =>
            message.to === demo.member.email && message.subject === `Your bank payment to ${site.name} failed`,
        ).length;
    const statusIn = async (url: string, headers: Record<string, string>, givingId: string) =>
      (await app.inject({ method: 'GET', url: `/api${url}?take=50`, headers }))
        .json<{ entities: GivingHistoryItem[] }>()
        .entities.filter((entry) => entry.givingId === givingId)
        .map((entry) => [entry.status, entry.amount, entry.paymentMethod]);
    const mailsBefore = await failedMails();

    // Ten days without the deposits confirmed: Stripe fails the intent (back to
    // requires_payment_method) with its micro-deposit code; nothing was ever debited.
    const lapsed = await bankGift(40);
    assert.deepEqual(await statusIn('/givings/history/current', bearer(member), lapsed.givingId), []);
    const timeout = signedEvent('payment_intent.payment_failed', {
      ...fake.object(lapsed.intentId),
      status: 'requires_payment_method',
      payment_method: fakeBankAccounts.settles,
      last_payment_error: {
        type: 'invalid_request_error',
        code: 'payment_method_microdeposit_verification_timeout',
        message: 'Microdeposit timeout.',
      },
    });
    assert.deepEqual((await webhook(timeout.payload, timeout.signature)).json(), { received: true, duplicate: false });
    const account = { kind: 'bank', bankName: 'STRIPE TEST BANK', last4: '6789' };
    const failed = [['failed', 40, account]];
    assert.deepEqual(await statusIn('/givings/history/current', bearer(member), lapsed.givingId), failed);
    assert.deepEqual(await statusIn('/givings/history', bearer(admin), lapsed.givingId), failed);
    assert.equal(await failedMails(), mailsBefore + 1);
    // A replay, and Stripe's cancellation of the same intent later, change nothing.
    assert.deepEqual((await webhook(timeout.payload, timeout.signature)).json(), { received: true, duplicate: true });
    const later = signedEvent('payment_intent.canceled', {
      ...fake.object(lapsed.intentId),
      status: 'canceled',
      cancellation_reason: 'automatic',
    });
    assert.equal((await webhook(later.payload, later.signature)).statusCode, 200);
    assert.equal(await failedMails(), mailsBefore + 1);

    // An intent Stripe cancels while it waits for the deposits: the same, once.
    const canceled = await bankGift(15);
    const cancelEvent = signedEvent('payment_intent.canceled', {
      ...fake.object(canceled.intentId),
      status: 'canceled',
      payment_method: fakeBankAccounts.settles,
      cancellation_reason: 'automatic',
    });
    assert.equal((await webhook(cancelEvent.payload, cancelEvent.signature)).statusCode, 200);
    assert.deepEqual(await statusIn('/givings/history', bearer(admin), canceled.givingId), [['failed', 15, account]]);
    assert.equal(await failedMails(), mailsBefore + 2);
    assert.deepEqual((await webhook(cancelEvent.payload, cancelEvent.signature)).json(), {
      received: true,
      duplicate: true,
    });
    assert.equal(await failedMails(), mailsBefore + 2);

    // One we canceled ourselves (the donor chose a card instead) stays pending for the card.
    const switched = await bankGift(20);
    await call('/givings/one-time-giving-payment', { givingId: switched.givingId, paymentKind: 'card' });
    assert.equal(fake.object(switched.intentId).cancellation_reason, 'abandoned');
    const ours = signedEvent('payment_intent.canceled', fake.object(switched.intentId));
    assert.equal((await webhook(ours.payload, ours.signature)).statusCode, 200);
    assert.deepEqual(await statusIn('/givings/history', bearer(admin), switched.givingId), []);
    assert.equal(await failedMails(), mailsBefore + 2);
  });
});
