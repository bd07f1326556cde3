import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { sandboxTestCards } from '@church/contracts';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, describeEachDatabase } from '../../../test/helper';
import { GatewayError, type GatewayEvent, type GatewayPaymentIntent } from './gateway';
import { sandboxMessages } from './gateways/sandbox/sandbox-gateway';
import { signWebhookPayload } from './webhook-signature';

describeEachDatabase('payments: the sandbox gateway and its webhook', (target) => {
  let app: FastifyInstance;
  const received: GatewayEvent[] = [];
  let keyCounter = 0;
  const key = () => `test-key-${Date.now()}-${(keyCounter += 1)}`;

  const post = (url: string, payload: object) => app.inject({ method: 'POST', url: `/api${url}`, payload });
  const newCard = async (number: string) => {
    const response = await post('/sandbox/payment-methods', {
      card: { number, expMonth: 12, expYear: 2099, cvc: '123' },
    });
    assert.equal(response.statusCode, 201, response.body);
    return response.json<{ id: string; card: { brand: string; last4: string } }>();
  };
  const newIntent = (amount = 2550) =>
    app.payments.gateway.createPaymentIntent(
      { amount, currency: 'usd', metadata: { purpose: 'test' } },
      { idempotencyKey: key() },
    );
  const confirm = (intent: GatewayPaymentIntent, paymentMethodId: string, clientSecret = intent.clientSecret) =>
    post(`/sandbox/payment-intents/${intent.id}/confirm`, { clientSecret, paymentMethodId });
  const eventsOf = (intentId: string) =>
    received.filter((event) => event.data.object.id === intentId).map((event) => event.type);

  before(async () => {
    app = await buildTestApp(await target.fresh());
    for (const type of ['payment_intent.succeeded', 'payment_intent.payment_failed', 'refund.succeeded']) {
      app.payments.on(type, async (event) => {
        received.push(event);
      });
    }
  });
  after(() => app.close());

  it('says it is in sandbox mode', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/payments/config' });
    assert.deepEqual(response.json(), { mode: 'sandbox', publishableKey: null });
  });

  it('tokenises test cards with brand and last 4, and refuses invalid numbers', async () => {
    const card = await newCard('4242 4242 4242 4242');
    assert.match(card.id, /^pm_/);
    assert.deepEqual(card.card, { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2099 });
    assert.equal((await newCard('5555555555554444')).card.brand, 'mastercard');
    assert.equal((await newCard('378282246310005')).card.brand, 'amex');
    const invalid = await post('/sandbox/payment-methods', {
      card: { number: '4242424242424241', expMonth: 12, expYear: 2099, cvc: '123' },
    });
    assert.deepEqual([invalid.statusCode, invalid.json()], [402, { errors: [sandboxMessages.invalidNumber] }]);
    const expired = await post('/sandbox/payment-methods', {
      card: { number: sandboxTestCards.succeeds, expMonth: 1, expYear: 2001, cvc: '123' },
    });
    assert.deepEqual([expired.statusCode, expired.json()], [402, { errors: [sandboxMessages.expired] }]);
  });

  it('4242 4242 4242 4242 succeeds and the webhook reports it once', async () => {
    const intent = await newIntent();
    assert.equal(intent.status, 'requires_payment_method');
    assert.equal(intent.amount, 2550);
    const card = await newCard(sandboxTestCards.succeeds);
    const response = await confirm(intent, card.id);
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().status, 'succeeded');
    assert.equal(response.json().lastPaymentError, null);
    assert.deepEqual(eventsOf(intent.id), ['payment_intent.succeeded']);
    assert.equal((await app.payments.gateway.retrievePaymentIntent(intent.id))?.status, 'succeeded');

    const again = await confirm(intent, card.id);
    assert.equal(again.statusCode, 400);
    assert.match(again.json().errors[0], /status is succeeded/);
  });

  it('4000 0000 0000 0002 is declined, and the intent can be paid with another card', async () => {
    const intent = await newIntent();
    const declined = await confirm(intent, (await newCard(sandboxTestCards.declined)).id);
    assert.equal(declined.json().status, 'requires_payment_method');
    assert.deepEqual(declined.json().lastPaymentError, {
      code: 'card_declined',
      declineCode: 'generic_decline',
      message: 'Your card was declined.',
    });
    assert.deepEqual(eventsOf(intent.id), ['payment_intent.payment_failed']);

    const paid = await confirm(intent, (await newCard(sandboxTestCards.succeeds)).id);
    assert.equal(paid.json().status, 'succeeded');
    assert.deepEqual(eventsOf(intent.id), ['payment_intent.payment_failed', 'payment_intent.succeeded']);
  });

  it('4000 0025 0000 3155 requires authentication until it is approved or failed', async () => {
    const approved = await newIntent();
    const card = await newCard(sandboxTestCards.requiresAuthentication);
    const pending = await confirm(approved, card.id);
    assert.equal(pending.json().status, 'requires_action');
    assert.deepEqual(pending.json().nextAction, { type: 'sandbox_authentication' });
    assert.deepEqual(eventsOf(approved.id), []);
    const wrongSecret = await post(`/sandbox/payment-intents/${approved.id}/authenticate`, {
      clientSecret: 'pi_x_secret_wrong',
      approve: true,
    });
    assert.equal(wrongSecret.statusCode, 404);
    const ok = await post(`/sandbox/payment-intents/${approved.id}/authenticate`, {
      clientSecret: approved.clientSecret,
      approve: true,
    });
    assert.equal(ok.json().status, 'succeeded');
    assert.deepEqual(eventsOf(approved.id), ['payment_intent.succeeded']);

    const failed = await newIntent();
    await confirm(failed, card.id);
    const no = await post(`/sandbox/payment-intents/${failed.id}/authenticate`, {
      clientSecret: failed.clientSecret,
      approve: false,
    });
    assert.equal(no.json().status, 'requires_payment_method');
    assert.equal(no.json().lastPaymentError.code, 'payment_intent_authentication_failure');
    assert.deepEqual(eventsOf(failed.id), ['payment_intent.payment_failed']);
    const twice = await post(`/sandbox/payment-intents/${failed.id}/authenticate`, {
      clientSecret: failed.clientSecret,
      approve: true,
    });
    assert.equal(twice.statusCode, 400);
  });

  it('confirming needs the intent client secret', async () => {
    const intent = await newIntent();
    const response = await confirm(intent, (await newCard(sandboxTestCards.succeeds)).id, `${intent.id}_secret_nope`);
    assert.equal(response.statusCode, 404);
    assert.equal((await app.payments.gateway.retrievePaymentIntent(intent.id))?.status, 'requires_payment_method');
  });

  it('a repeated call with the same idempotency key returns the same object and charges once', async () => {
    const idempotencyKey = key();
    const params = { amount: 1000, currency: 'usd' as const };
    const first = await app.payments.gateway.createPaymentIntent(params, { idempotencyKey });
    const [second, third] = await Promise.all([
      app.payments.gateway.createPaymentIntent(params, { idempotencyKey }),
      app.payments.gateway.createPaymentIntent(params, { idempotencyKey }),
    ]);
    assert.equal(second.id, first.id);
    assert.equal(third.id, first.id);
    await assert.rejects(
      app.payments.gateway.createPaymentIntent({ ...params, amount: 2000 }, { idempotencyKey }),
      (error) => error instanceof GatewayError && error.message === sandboxMessages.idempotencyMismatch,
    );

    const card = await newCard(sandboxTestCards.succeeds);
    const confirmKey = key();
    const charged = await app.payments.gateway.confirmPaymentIntent(
      first.id,
      { paymentMethodId: card.id },
      { idempotencyKey: confirmKey },
    );
    const retried = await app.payments.gateway.confirmPaymentIntent(
      first.id,
      { paymentMethodId: card.id },
      { idempotencyKey: confirmKey },
    );
    assert.deepEqual(retried, charged);
    assert.deepEqual(eventsOf(first.id), ['payment_intent.succeeded']);

    const refundKey = key();
    const refund = await app.payments.gateway.createRefund(
      { paymentIntentId: first.id },
      { idempotencyKey: refundKey },
    );
    assert.deepEqual(
      await app.payments.gateway.createRefund({ paymentIntentId: first.id }, { idempotencyKey: refundKey }),
      refund,
    );
    assert.equal(refund.amount, 1000);
    await assert.rejects(
      app.payments.gateway.createRefund({ paymentIntentId: first.id }, { idempotencyKey: key() }),
      /already refunded/,
    );
    assert.equal(
      received.filter((event) => event.type === 'refund.succeeded' && event.data.object.id === refund.id).length,
      1,
    );
  });

  it('keeps saved cards per customer', async () => {
    const customer = await app.payments.gateway.createCustomer(
      { email: 'mary@example.com', name: 'Mary' },
      { idempotencyKey: key() },
    );
    const card = await newCard(sandboxTestCards.succeeds);
    await app.payments.gateway.attachPaymentMethod(card.id, { customerId: customer.id });
    assert.deepEqual(
      (await app.payments.gateway.listPaymentMethods(customer.id)).map((method) => method.id),
      [card.id],
    );
    await app.payments.gateway.detachPaymentMethod(card.id);
    assert.deepEqual(await app.payments.gateway.listPaymentMethods(customer.id), []);
  });

  it('rejects webhooks with a bad, missing or stale signature, and processes a replayed event once', async () => {
    const event: GatewayEvent = {
      id: `evt_test_${Date.now()}`,
      type: 'payment_intent.succeeded',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: 'pi_replayed' } },
    };
    const payload = JSON.stringify(event);
    const send = (signature?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
        payload,
      });

    const forged = await send(signWebhookPayload('whsec_someone_else', payload));
    assert.deepEqual([forged.statusCode, forged.json()], [400, { errors: ['Webhook signature is invalid'] }]);
    assert.equal((await send()).statusCode, 400);
    const stale = await send(
      signWebhookPayload(app.payments.webhookSecret, payload, Math.floor(Date.now() / 1000) - 3600),
    );
    assert.deepEqual([stale.statusCode, stale.json()], [400, { errors: ['Webhook timestamp is too old'] }]);
    const tampered = await app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signWebhookPayload(app.payments.webhookSecret, payload),
      },
      payload: payload.replace('pi_replayed', 'pi_other'),
    });
    assert.equal(tampered.statusCode, 400);
    assert.deepEqual(eventsOf('pi_replayed'), []);

    const first = await send(signWebhookPayload(app.payments.webhookSecret, payload));
    assert.deepEqual([first.statusCode, first.json()], [200, { received: true, duplicate: false }]);
    const replay = await send(signWebhookPayload(app.payments.webhookSecret, payload));
    assert.deepEqual([replay.statusCode, replay.json()], [200, { received: true, duplicate: true }]);
    assert.deepEqual(eventsOf('pi_replayed'), ['payment_intent.succeeded']);
  });
});
