import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import {
  sandboxTestCards,
  type InvoiceView,
  type RecurringGiving,
  type SubscriptionData,
  type SubscriptionView,
} from '@church/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bearer, buildTestApp, demo, describeEachDatabase, login, type TestSession } from '../../../test/helper';
import { sandboxObjects } from '../payments';
import { recurringGivings } from './recurring-givings.table';
import { signWebhookPayload, type GatewayEvent } from '../payments';

const MASTERCARD = '5555555555554444';

describeEachDatabase('recurring gifts', (target) => {
  let app: FastifyInstance;
  let member: TestSession;
  let leader: TestSession;
  const plans = new Map<number, number>();
  const types = new Map<string, number>();

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, session?: TestSession, payload?: object) =>
    app.inject({
      method,
      url: `/api${url}`,
      ...(session ? { headers: bearer(session) } : {}),
      ...(payload ? { payload } : {}),
    });
  const subject = async (dollars: number, type: string, session: TestSession) => {
    const response = await call(
      'POST',
      `/givings/subscription-subject?givingPlanId=${plans.get(dollars)}&givingTypeId=${types.get(type)}`,
      session,
    );
    assert.equal(response.statusCode, 200, response.body);
    return response.json<SubscriptionData>();
  };
  const newCard = async (number: string) =>
    (
      await call('POST', '/sandbox/payment-methods', undefined, {
        card: { number, expMonth: 12, expYear: 2099, cvc: '123' },
      })
    ).json<{ id: string }>().id;
  const subscribe = async (data: SubscriptionData, paymentMethodId: string, session: TestSession = member) => {
    const response = await call('POST', '/givings/create-subscription', session, {
      customerId: data.customerId,
      priceId: data.priceId,
      paymentMethodId,
    });
    assert.equal(response.statusCode, 200, response.body);
    return response.json<SubscriptionView>();
  };
  const current = async (session: TestSession = member) =>
    (await call('GET', '/recurring-givings/current', session)).json<RecurringGiving[]>();
  const history = async () =>
    (await call('GET', '/givings/history/current?take=50', member)).json<{
      count: number;
      entities: { id: number; amount: number; givingTypeName: string; isRefunded: boolean }[];
    }>();
  /** Our rows, the sandbox's subscriptions and the member's paid designations. */
  const counts = async () => ({
    rows: (await app.database.db.select().from(recurringGivings)).length,
    subscriptions: (await app.database.db.select().from(sandboxObjects).where(eq(sandboxObjects.kind, 'subscription')))
      .length,
    gifts: (await history()).count,
  });
  const webhook = (event: GatewayEvent) => {
    const payload = JSON.stringify(event);
    return app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signWebhookPayload(app.payments.webhookSecret, payload),
      },
      payload,
    });
  };

  before(async () => {
    // Writes more than a person would in minutes; the write limits have their own tests.
    app = await buildTestApp(await target.fresh(), { writeThrottles: [] });
    [member, leader] = await Promise.all([login(app, demo.member), login(app, demo.leader)]);
    for (const plan of (await call('GET', '/giving-plans')).json<{ id: number; amount: number }[]>()) {
      plans.set(plan.amount, plan.id);
    }
    for (const type of (await call('GET', '/givingTypes')).json<{ id: number; name: string }[]>()) {
      types.set(type.name, type.id);
    }
  });
  after(() => app.close());

  it("answers the member's customer and one price per plan and giving type", async () => {
    const prices = async () =>
      (await app.database.db.select().from(sandboxObjects).where(eq(sandboxObjects.kind, 'price'))).length;
    const pricesBefore = await prices();
    const first = await subject(25, 'Missions', member);
    assert.match(first.customerId, /^cus_/);
    assert.match(first.priceId, /^price_/);
    assert.deepEqual([first.givingPlanId, first.givingTypeId], [plans.get(25), types.get('Missions')]);
    assert.deepEqual(await subject(25, 'Missions', member), first);
    const leaders = await subject(25, 'Missions', leader);
    assert.equal(leaders.priceId, first.priceId);
    assert.notEqual(leaders.customerId, first.customerId);
    assert.equal(await prices(), pricesBefore + 1);
    assert.notEqual((await subject(25, 'Tithe', member)).priceId, first.priceId);

    for (const [query, errors] of [
      [`givingPlanId=999999&givingTypeId=${types.get('Tithe')}`, ['Giving plan is invalid']],
      [`givingPlanId=${plans.get(25)}&givingTypeId=999999`, ['Giving type is invalid']],
      // Neither a plan nor an amount: checked once the fields themselves are read.
      ['', ['Giving type is required', 'Giving plan is required']],
      [`givingPlanId=abc&givingTypeId=${types.get('Tithe')}`, ['Giving plan is invalid']],
    ] as const) {
      const response = await call('POST', `/givings/subscription-subject?${query}`, member);
      assert.deepEqual([response.statusCode, response.json()], [400, { errors }], query);
    }
  });

  it('4242: the monthly gift is active at once, paid once, and a repeated request changes nothing', async () => {
    const data = await subject(50, 'Missions', member);
    const card = await newCard(sandboxTestCards.succeeds);
    const before = await counts();
    const created = await subscribe(data, card);
    assert.equal(created.status, 'active');
    assert.equal(created.latestInvoice.status, 'paid');
    assert.equal(created.latestInvoice.paymentIntent?.status, 'succeeded');
    assert.equal(created.latestInvoice.paymentIntent?.lastPaymentError, null);
    assert.deepEqual(await counts(), {
      rows: before.rows + 1,
      subscriptions: before.subscriptions + 1,
      gifts: before.gifts + 1,
    });

    const [newest] = await current();
    assert.equal(newest?.amount, 50);
    assert.equal(newest?.givingTypeName, 'Missions');
    assert.deepEqual(newest?.card, { brand: 'visa', last4: '4242' });
    assert.equal(newest?.status, 'active');
    const untilNext = Date.parse(newest?.nextPaymentDate ?? '') - Date.now();
    assert.ok(untilNext > 27 * 86_400_000 && untilNext < 32 * 86_400_000, newest?.nextPaymentDate ?? 'null');
    const [gift] = (await history()).entities;
    assert.deepEqual([gift?.amount, gift?.givingTypeName, gift?.isRefunded], [50, 'Missions', false]);

    const repeated = await subscribe(data, card);
    assert.equal(repeated.id, created.id);
    assert.equal(repeated.status, 'active');
    assert.deepEqual(await counts(), {
      rows: before.rows + 1,
      subscriptions: before.subscriptions + 1,
      gifts: before.gifts + 1,
    });
  });

  it('two identical requests at once make one subscription and one payment', async () => {
    const data = await subject(100, 'Missions', member);
    const card = await newCard(sandboxTestCards.succeeds);
    const before = await counts();
    const [first, second] = await Promise.all([subscribe(data, card), subscribe(data, card)]);
    assert.equal(second.id, first.id);
    assert.deepEqual([first.status, second.status], ['active', 'active']);
    assert.deepEqual(await counts(), {
      rows: before.rows + 1,
      subscriptions: before.subscriptions + 1,
      gifts: before.gifts + 1,
    });
  });

  it('a replayed invoice.paid records nothing twice, and a late stale update does not undo it', async () => {
    const [newest] = await current();
    const [row] = await app.database.db
      .select()
      .from(recurringGivings)
      .where(eq(recurringGivings.id, newest?.id ?? 0));
    const events = (await app.database.db.select().from(sandboxObjects).where(eq(sandboxObjects.kind, 'event'))).map(
      (stored) => stored.data as GatewayEvent,
    );
    const paid = events.find(
      (event) => event.type === 'invoice.paid' && event.data.object.subscriptionId === row?.subscriptionId,
    );
    assert.ok(paid, 'the sandbox sent invoice.paid');
    const before = await counts();
    const replay = await webhook(paid);
    assert.deepEqual([replay.statusCode, replay.json()], [200, { received: true, duplicate: true }]);
    const again = await webhook({ ...paid, id: `${paid.id}_resent` });
    assert.deepEqual(again.json(), { received: true, duplicate: false }, 'another event id for the same invoice');
    const stale = await webhook({
      id: `evt_stale_${Date.now()}`,
      type: 'customer.subscription.updated',
      created: paid.created - 60,
      data: { object: { id: row?.subscriptionId, status: 'incomplete', currentPeriodEnd: null } },
    });
    assert.equal(stale.statusCode, 200);
    assert.deepEqual(await counts(), before);
    assert.equal((await current())[0]?.status, 'active');
  });

  it('declined, then retry-invoice with another card pays the same subscription, charged to that card', async () => {
    const data = await subject(10, 'Benevolence', member);
    const before = await counts();
    const declined = await subscribe(data, await newCard(sandboxTestCards.declined));
    assert.equal(declined.status, 'incomplete');
    assert.equal(declined.latestInvoice.status, 'open');
    assert.equal(declined.latestInvoice.paymentIntent?.status, 'requires_payment_method');
    assert.equal(declined.latestInvoice.paymentIntent?.lastPaymentError?.message, 'Your card was declined.');
    assert.deepEqual(await counts(), { ...before, rows: before.rows + 1, subscriptions: before.subscriptions + 1 });
    const [awaiting] = await current();
    assert.deepEqual(
      [awaiting?.status, awaiting?.nextPaymentDate, awaiting?.card],
      ['incomplete', null, { brand: 'visa', last4: '0002' }],
      'the card it was started with, until another pays',
    );

    const retry = { customerId: data.customerId, invoiceId: declined.latestInvoice.id };
    const unpaid = await call('POST', '/givings/retry-invoice', member, {
      ...retry,
      paymentMethodId: await newCard(sandboxTestCards.requiresAuthentication),
    });
    assert.equal(unpaid.json<InvoiceView>().paymentIntent?.status, 'requires_action');
    assert.deepEqual((await current())[0]?.card, { brand: 'visa', last4: '0002' }, 'a card that has not paid');
    const good = await newCard(MASTERCARD);
    const response = await call('POST', '/givings/retry-invoice', member, { ...retry, paymentMethodId: good });
    assert.equal(response.statusCode, 200, response.body);
    const paid = response.json<InvoiceView>();
    assert.deepEqual([paid.id, paid.status, paid.paymentIntent?.status], [retry.invoiceId, 'paid', 'succeeded']);
    const [active] = await current();
    assert.deepEqual([active?.status, active?.card], ['active', { brand: 'mastercard', last4: '4444' }]);
    const repeated = await call('POST', '/givings/retry-invoice', member, { ...retry, paymentMethodId: good });
    assert.equal(repeated.json<InvoiceView>().status, 'paid');
    assert.deepEqual(await counts(), {
      rows: before.rows + 1,
      subscriptions: before.subscriptions + 1,
      gifts: before.gifts + 1,
    });
  });

  it('create-subscription again after a decline pays the unfinished subscription instead of a new one', async () => {
    const data = await subject(10, 'Building Fund', member);
    const before = await counts();
    const declined = await subscribe(data, await newCard(sandboxTestCards.declined));
    const retried = await subscribe(data, await newCard(sandboxTestCards.succeeds));
    assert.equal(retried.id, declined.id);
    assert.equal(retried.status, 'active');
    assert.equal(retried.latestInvoice.id, declined.latestInvoice.id);
    assert.deepEqual((await current())[0]?.card, { brand: 'visa', last4: '4242' }, 'the card that paid');
    assert.deepEqual(await counts(), {
      rows: before.rows + 1,
      subscriptions: before.subscriptions + 1,
      gifts: before.gifts + 1,
    });
  });

  it('4000 0025 0000 3155: the browser authenticates the invoice payment and the gift becomes active', async () => {
    const data = await subject(250, 'Building Fund', member);
    const before = await counts();
    const challenged = await subscribe(data, await newCard(sandboxTestCards.requiresAuthentication));
    const intent = challenged.latestInvoice.paymentIntent;
    assert.deepEqual(
      [challenged.status, challenged.latestInvoice.status, intent?.status],
      ['incomplete', 'open', 'requires_action'],
    );
    assert.equal((await counts()).gifts, before.gifts);
    const approved = await call('POST', `/sandbox/payment-intents/${intent?.id}/authenticate`, undefined, {
      clientSecret: intent?.clientSecret,
      approve: true,
    });
    assert.equal(approved.json().status, 'succeeded');
    assert.deepEqual(
      [(await current())[0]?.status, (await current())[0]?.card],
      ['active', { brand: 'visa', last4: '3155' }],
    );
    assert.equal((await counts()).gifts, before.gifts + 1);
    const gifts = (await history()).entities.map((entity) => `${entity.givingTypeName} ${entity.amount}`);
    assert.ok(gifts.includes('Building Fund 250'), gifts.join());
  });

  it("refuses another member's customer, invoice and gift, unknown prices and cards, and signed-out calls", async () => {
    const leaders = await subject(25, 'Tithe', leader);
    const leaderInvoice = (await subscribe(leaders, await newCard(sandboxTestCards.declined), leader)).latestInvoice.id;
    const mine = await subject(25, 'Tithe', member);
    const card = await newCard(sandboxTestCards.succeeds);
    const create = (payload: object, session?: TestSession) =>
      call('POST', '/givings/create-subscription', session, payload);
    const retry = (payload: object, session?: TestSession) => call('POST', '/givings/retry-invoice', session, payload);
    const leadersCard = await newCard(sandboxTestCards.succeeds);
    await call('POST', '/payment-methods', leader, { stripePaymentMethodId: leadersCard });
    const before = await counts();

    for (const [response, status, errors] of [
      [
        await create({ ...mine, customerId: leaders.customerId, paymentMethodId: card }, member),
        403,
        ['You do not have permission to do this'],
      ],
      [await create({ ...mine, priceId: 'price_nothing', paymentMethodId: card }, member), 400, ['Price is invalid']],
      [await create({ ...mine, paymentMethodId: 'pm_nothing' }, member), 404, ["No such payment_method: 'pm_nothing'"]],
      [await create({}, member), 400, ['Customer is required', 'Payment method is required', 'Price is required']],
      [
        await create({ ...mine, paymentMethodId: leadersCard }, member),
        400,
        ['The payment method is attached to another customer.'],
      ],
      [
        await retry({ customerId: mine.customerId, invoiceId: leaderInvoice, paymentMethodId: card }, member),
        404,
        ['Invoice not found'],
      ],
      [
        await retry({ customerId: leaders.customerId, invoiceId: leaderInvoice, paymentMethodId: card }, member),
        403,
        ['You do not have permission to do this'],
      ],
      [
        await retry({ customerId: mine.customerId, invoiceId: 'in_nothing', paymentMethodId: card }, member),
        404,
        ['Invoice not found'],
      ],
      [
        await retry({ customerId: mine.customerId }, member),
        400,
        ['Payment method is required', 'Invoice is required'],
      ],
    ] as const) {
      assert.deepEqual([response.statusCode, response.json()], [status, { errors }]);
    }
    const leadersGift = (await current(leader))[0];
    assert.equal((await current(leader)).length, 1, "the leader sees only the leader's gift");
    for (const [response, status] of [
      [await call('DELETE', `/recurring-givings/current/${leadersGift?.id}`, member), 404],
      [await call('DELETE', '/recurring-givings/current/999999', member), 404],
      [await call('DELETE', '/recurring-givings/current/abc', member), 400],
    ] as const) {
      assert.equal(response.statusCode, status, response.body);
    }
    for (const response of [
      await call('POST', `/givings/subscription-subject?givingPlanId=1&givingTypeId=1`),
      await create({ ...mine, paymentMethodId: card }),
      await retry({ customerId: mine.customerId, invoiceId: leaderInvoice, paymentMethodId: card }),
      await call('GET', '/recurring-givings/current'),
      await call('DELETE', `/recurring-givings/current/${leadersGift?.id}`),
    ]) {
      assert.equal(response.statusCode, 401);
    }
    assert.deepEqual(await counts(), before, 'nothing was subscribed or paid');
    assert.equal((await current(leader))[0]?.status, 'incomplete');
  });

  it('a recurring payment is refundable like any gift', async () => {
    const gift = (await history()).entities.find(
      (entity) => entity.amount === 50 && entity.givingTypeName === 'Missions',
    );
    assert.ok(gift);
    const refund = await app.inject({
      method: 'PUT',
      url: '/api/givings/refund',
      payload: { givingDetailId: gift.id },
      headers: bearer(member),
    });
    assert.equal(refund.statusCode, 204, refund.body);
    assert.equal((await history()).entities.find((entity) => entity.id === gift.id)?.isRefunded, true);
  });

  it('cancels the member’s own gift at the gateway, once; the same gift can then be started again', async () => {
    const data = await subject(50, 'Missions', member);
    const card = await newCard(sandboxTestCards.succeeds);
    const started = await subscribe(data, card);
    const gift = (await current()).find((candidate) => candidate.status === 'active' && candidate.amount === 50);
    assert.ok(gift);
    assert.equal((await call('DELETE', `/recurring-givings/current/${gift.id}`, member)).statusCode, 204);
    const canceled = (await current()).find((candidate) => candidate.id === gift.id);
    assert.deepEqual([canceled?.status, canceled?.nextPaymentDate], ['canceled', null]);
    assert.equal((await app.payments.gateway.retrieveSubscription(started.id))?.status, 'canceled');
    assert.equal((await call('DELETE', `/recurring-givings/current/${gift.id}`, member)).statusCode, 204);

    const before = await counts();
    const again = await subscribe(data, card);
    assert.notEqual(again.id, started.id);
    assert.equal(again.status, 'active');
    assert.deepEqual(await counts(), {
      rows: before.rows + 1,
      subscriptions: before.subscriptions + 1,
      gifts: before.gifts + 1,
    });
    assert.equal((await subscribe(data, card)).id, again.id, 'a repeat of the new request is the new gift');
  });
});
