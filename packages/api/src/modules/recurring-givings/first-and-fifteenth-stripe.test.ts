import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import {
  churchDay,
  site,
  type GivingHistoryItem,
  type OutboxMessage,
  type RecurringGiving,
  type SubscriptionData,
  type SubscriptionView,
} from '@church/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DateTime } from 'luxon';
import { fakeCards, startFakeStripeApi, type FakeStripeApi } from '../../../test/fake-stripe-api';
import { bearer, buildTestApp, demo, describeEachDatabase, login } from '../../../test/helper';
import { FAKE_WEBHOOK_SECRET, signedEvent as signedStripeEvent } from '../../../test/stripe-events';
import { loadPaymentsConfig } from '../../config';
import { recurringGivings } from './recurring-givings.table';

const ZONE = 'America/Chicago';
/** Next year: every day of it is a start day the API takes, whenever the suite runs. */
const YEAR = Number(churchDay(new Date(), ZONE).slice(0, 4)) + 1;
const day = (monthAndDay: string) => `${YEAR}-${monthAndDay}`;
/** Midnight of a day on the church's clock, in Unix seconds: when a charge of that day happens. */
const midnight = (date: string) => DateTime.fromISO(date, { zone: ZONE }).toSeconds();
const iso = (date: string) => new Date(midnight(date) * 1000).toISOString();

type FakeSubscription = {
  status: string;
  customer: string;
  default_payment_method: string;
  trial_end: number | null;
  items: { data: { price: { id: string; unit_amount: number; recurring: object }; current_period_end: number }[] };
};

describeEachDatabase('gifts on the 1st and 15th with Stripe: two monthly subscriptions, one gift', (target) => {
  let app: FastifyInstance;
  let fake: FakeStripeApi;
  let givingTypeId: number;
  let member: Record<string, string>;
  let admin: Record<string, string>;

  before(async () => {
    fake = await startFakeStripeApi();
    const { stripe } = loadPaymentsConfig({
      STRIPE_SECRET_KEY: fake.connection.secretKey,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fake_publishable_key',
      STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
    });
    assert.ok(stripe);
    app = await buildTestApp(await target.fresh(), { payments: { stripe: { ...stripe, ...fake.connection } } });
    member = bearer(await login(app, demo.member));
    admin = bearer(await login(app, demo.admin));
    const [type] = (await app.inject({ method: 'GET', url: '/api/givingTypes' })).json<{ id: number }[]>();
    givingTypeId = type!.id;
  });
  after(async () => {
    await app.close();
    await fake.close();
  });

  /** The member's request, expected to answer `status`. */
  async function call<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, status = 200) {
    const response = await app.inject({ method, url: `/api${url}`, headers: member, ...(payload ? { payload } : {}) });
    assert.equal(response.statusCode, status, response.body);
    return (response.body ? response.json() : undefined) as T;
  }

  /** Delivers what Stripe sends, signed; answers whether each was new. */
  async function deliver(events: { type: string; object: Record<string, unknown> }[]) {
    const answers: boolean[] = [];
    for (const { type, object } of events) {
      const { payload, signature } = signedStripeEvent(type, object);
      const response = await app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload,
      });
      assert.equal(response.statusCode, 200, response.body);
      answers.push(!response.json<{ duplicate: boolean }>().duplicate);
    }
    return answers;
  }

  const subscriptionsMade = () => fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/subscriptions');
  const subscription = (id: string) => fake.object(id) as unknown as FakeSubscription;
  const gift = async (id: number) =>
    (await call<RecurringGiving[]>('GET', '/recurring-givings/current')).find((one) => one.id === id);
  /** Our row's subscriptions of the gift: the one charged next, and its twin. */
  const idsOf = async (id: number) => {
    const [row] = await app.database.db.select().from(recurringGivings).where(eq(recurringGivings.id, id));
    return [row?.subscriptionId, row?.twinSubscriptionId] as [string, string];
  };
  /** The member changes the gift from its next charge (Payment Settings' dialog). */
  const changeGift = (id: number, change: { amount: number; schedule: string; paymentMethodId?: string }) =>
    call('PUT', `/recurring-givings/current/${id}`, { givingTypeId, ...change }, 204);
  /** The member's charges of this many dollars in Givings History. */
  const chargesOf = async (amount: number) =>
    (await call<{ entities: GivingHistoryItem[] }>('GET', '/givings/history/current?take=50')).entities.filter(
      (entry) => entry.amount === amount,
    );

  /** Starts a 1st and 15th gift by card from `startDate`; answers the new gift's id. */
  async function startGift(startDate: string, amount: number, card: string = fakeCards.visa): Promise<number> {
    const before = new Set((await call<RecurringGiving[]>('GET', '/recurring-givings/current')).map((one) => one.id));
    const { customerId, priceId } = await call<SubscriptionData>(
      'POST',
      `/givings/subscription-subject?amount=${amount}&givingTypeId=${givingTypeId}&schedule=first-and-fifteenth`,
      {},
    );
    const made = await call<SubscriptionView>('POST', '/givings/create-subscription', {
      customerId,
      priceId,
      paymentMethodId: card,
      startDate,
    });
    assert.equal(made.status, 'trialing', 'nothing is charged before the first 1st or 15th');
    const [created] = (await call<RecurringGiving[]>('GET', '/recurring-givings/current')).filter(
      (one) => !before.has(one.id),
    );
    assert.ok(created);
    return created.id;
  }

  it('a gift from a start day is two monthly subscriptions on one price and card, first charged on the first 1st and 15th on or after it', async () => {
    const cases: [string, [string, string]][] = [
      [day('01-20'), [day('02-01'), day('02-15')]],
      [day('03-10'), [day('03-15'), day('04-01')]],
      // Across a month's end, and February's.
      [day('01-31'), [day('02-01'), day('02-15')]],
      [day('02-16'), [day('03-01'), day('03-15')]],
      // On a 1st or a 15th, that day is the first charge.
      [day('06-01'), [day('06-01'), day('06-15')]],
      [day('06-15'), [day('06-15'), day('07-01')]],
    ];
    const started: number[] = [];
    for (const [start, [first, second]] of cases) {
      const made = subscriptionsMade().length;
      const id = await startGift(start, 40);
      started.push(id);
      const sent = subscriptionsMade().slice(made);
      assert.equal(sent.length, 2, start);
      const [a, b] = sent.map((request) => request.params) as Record<string, unknown>[];
      assert.deepEqual(
        [a?.trial_end, b?.trial_end],
        [String(midnight(first)), String(midnight(second))],
        `${start}: trials end on the first charge days`,
      );
      for (const key of ['customer', 'items', 'default_payment_method', 'payment_settings'] as const) {
        assert.deepEqual(a?.[key], b?.[key], `${start}: the same ${key}`);
      }
      const [next, twin] = await idsOf(id);
      assert.deepEqual(
        [subscription(next!).items.data[0]?.current_period_end, subscription(twin!).items.data[0]?.current_period_end],
        [midnight(first), midnight(second)],
      );
      const listed = await gift(id);
      assert.deepEqual(
        [listed?.schedule, listed?.status, listed?.amount, listed?.nextPaymentDate],
        ['first-and-fifteenth', 'trialing', 40, iso(first)],
        start,
      );
    }
    // One monthly price, made once: Stripe has no twice-a-month interval.
    const prices = fake.requests.filter((request) => request.path === '/v1/prices');
    assert.equal(prices.length, 1);
    assert.deepEqual(prices[0]?.params.recurring, { interval: 'month', interval_count: '1' });
    assert.match((prices[0]?.params.product_data as { name: string }).name, /on the 1st and 15th$/);
    // Ended, so the Stripe time the next cases pass charges none of them.
    for (const id of started) await call('DELETE', `/recurring-givings/current/${id}`, undefined, 204);
  });

  it("each subscription's invoice is a charge of the one gift, the next charge the earlier of the two; a replay changes nothing", async () => {
    const id = await startGift(day('05-10'), 41.15);
    assert.equal((await gift(id))?.nextPaymentDate, iso(day('05-15')));

    // The 15th's first charge.
    const fifteenth = fake.advanceTo(midnight(day('05-15')) + 3600);
    assert.deepEqual(
      fifteenth.map((event) => event.type),
      ['customer.subscription.updated', 'payment_intent.succeeded', 'invoice.paid'],
    );
    assert.deepEqual(await deliver(fifteenth), [true, true, true]);
    assert.deepEqual(
      [(await gift(id))?.status, (await gift(id))?.nextPaymentDate],
      ['active', iso(day('06-01'))],
      'the 1st comes before the next 15th',
    );
    assert.equal((await chargesOf(41.15)).length, 1);

    // Stripe sends an event again: nothing more is recorded.
    const paid = fifteenth.at(-1)!;
    const { payload, signature } = signedStripeEvent(paid.type, paid.object);
    const again = () =>
      app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload,
      });
    assert.deepEqual((await again()).json(), { received: true, duplicate: false });
    assert.deepEqual((await again()).json(), { received: true, duplicate: true });
    assert.equal((await chargesOf(41.15)).length, 1, 'the same invoice under another event id is the same charge');

    // The 1st's first charge, then the 15th's second.
    await deliver(fake.advanceTo(midnight(day('06-01')) + 3600));
    assert.equal((await gift(id))?.nextPaymentDate, iso(day('06-15')));
    await deliver(fake.advanceTo(midnight(day('06-15')) + 3600));
    assert.equal((await gift(id))?.nextPaymentDate, iso(day('07-01')));
    const charges = await chargesOf(41.15);
    assert.equal(charges.length, 3);
    assert.equal(new Set(charges.map((charge) => charge.givingId)).size, 3, 'three charges, one gift');
    assert.equal(
      (await call<RecurringGiving[]>('GET', '/recurring-givings/current')).filter((one) => one.amount === 41.15).length,
      1,
    );
    await call('DELETE', `/recurring-givings/current/${id}`, undefined, 204);
  });

  it('changing the amount changes both; to monthly keeps the one charged next and ends the other; back makes two; cancel ends both', async () => {
    const id = await startGift(day('07-05'), 30);
    const [on15th, on1st] = await idsOf(id);
    // The 15th charged once: the 1st (1 August) is now charged before the next 15th (15 August).
    await deliver(fake.advanceTo(midnight(day('07-15')) + 3600));
    assert.equal((await gift(id))?.nextPaymentDate, iso(day('08-01')));

    // Another amount: both subscriptions take its price from their next charge, on their own days.
    await changeGift(id, { amount: 55, schedule: 'first-and-fifteenth' });
    const price = (one: string) => subscription(one).items.data[0]?.price;
    assert.deepEqual([price(on15th)?.unit_amount, price(on1st)?.unit_amount], [5500, 5500]);
    assert.equal(price(on15th)?.id, price(on1st)?.id);
    assert.deepEqual(
      [on15th, on1st].map((one) => subscription(one).items.data[0]?.current_period_end),
      [midnight(day('08-15')), midnight(day('08-01'))],
    );
    assert.deepEqual([(await gift(id))?.amount, (await gift(id))?.nextPaymentDate], [55, iso(day('08-01'))]);

    // Monthly: the 1st's subscription, charged next, becomes monthly from 1 August; the 15th's ends.
    await changeGift(id, { amount: 55, schedule: 'monthly' });
    assert.equal(subscription(on15th).status, 'canceled');
    assert.deepEqual(
      [subscription(on1st).status, subscription(on1st).items.data[0]?.current_period_end, price(on1st)?.recurring],
      ['trialing', midnight(day('08-01')), { interval: 'month', interval_count: 1 }],
    );
    assert.deepEqual(
      [(await gift(id))?.schedule, (await gift(id))?.status, (await gift(id))?.nextPaymentDate],
      ['monthly', 'trialing', iso(day('08-01'))],
    );
    assert.deepEqual(await idsOf(id), [on1st, on15th], 'the ended one is still known');

    // Back to the 1st and 15th: the same subscription keeps 1 August, a new one starts on 15 August.
    const made = subscriptionsMade().length;
    await changeGift(id, { amount: 55, schedule: 'first-and-fifteenth' });
    const [next, added] = await idsOf(id);
    assert.equal(next, on1st);
    assert.notEqual(added, on15th);
    assert.equal(subscriptionsMade().length, made + 1);
    assert.deepEqual(
      [subscription(added).status, subscription(added).items.data[0]?.current_period_end],
      ['trialing', midnight(day('08-15'))],
    );
    assert.equal(price(added)?.id, price(on1st)?.id);
    assert.equal(subscription(added).default_payment_method, fakeCards.visa);
    assert.equal(subscription(added).customer, subscription(on1st).customer);
    assert.deepEqual(
      [(await gift(id))?.schedule, (await gift(id))?.nextPaymentDate],
      ['first-and-fifteenth', iso(day('08-01'))],
    );

    // Cancelled, both end.
    await call('DELETE', `/recurring-givings/current/${id}`, undefined, 204);
    assert.deepEqual([subscription(on1st).status, subscription(added).status], ['canceled', 'canceled']);
    assert.deepEqual([(await gift(id))?.status, (await gift(id))?.nextPaymentDate], ['canceled', null]);
  });

  it('another card pays both; a declined charge of either mails the member once each', async () => {
    const declinedMails = async () =>
      (await app.inject({ method: 'GET', url: '/api/outbox?take=100', headers: admin }))
        .json<OutboxMessage[]>()
        .filter(
          (message) =>
            message.to === demo.member.email &&
            message.subject === `Your recurring gift to ${site.name} could not be charged`,
        ).length;
    const id = await startGift(day('09-03'), 22.22);
    const ids = await idsOf(id);
    await changeGift(id, { amount: 22.22, schedule: 'first-and-fifteenth', paymentMethodId: fakeCards.declined });
    assert.deepEqual(
      ids.map((one) => subscription(one).default_payment_method),
      [fakeCards.declined, fakeCards.declined],
    );
    const before = await declinedMails();
    const fifteenth = fake.advanceTo(midnight(day('09-15')) + 3600);
    await deliver(fifteenth);
    assert.equal((await gift(id))?.status, 'past_due');
    assert.equal(await declinedMails(), before + 1);
    await deliver(fifteenth.filter((event) => event.type === 'customer.subscription.updated'));
    assert.equal(await declinedMails(), before + 1, 'a repeated event mails nothing more');
    await deliver(fake.advanceTo(midnight(day('10-01')) + 3600));
    assert.equal(await declinedMails(), before + 2, 'the 1st declined too: one more');
    assert.equal((await chargesOf(22.22)).length, 0);

    // The member pays each missed charge from Payment Settings: one, then the other.
    const payNow = () =>
      call<{ status: string }>('POST', `/recurring-givings/current/${id}/pay-past-due`, {
        paymentMethodId: fakeCards.visa,
      });
    assert.equal((await payNow()).status, 'paid');
    assert.equal((await gift(id))?.status, 'past_due', 'the other charge is still missed');
    assert.equal((await payNow()).status, 'paid');
    assert.equal((await gift(id))?.status, 'active');
    assert.deepEqual(
      ids.map((one) => subscription(one).status),
      ['active', 'active'],
    );
    await call('POST', `/recurring-givings/current/${id}/pay-past-due`, { paymentMethodId: fakeCards.visa }, 400);
    await call('DELETE', `/recurring-givings/current/${id}`, undefined, 204);
  });

  it('a monthly gift moved to the 1st and 15th is charged from the first 1st or 15th on or after its next charge', async () => {
    const { customerId, priceId } = await call<SubscriptionData>(
      'POST',
      `/givings/subscription-subject?amount=33&givingTypeId=${givingTypeId}&schedule=monthly`,
      {},
    );
    await call('POST', '/givings/create-subscription', {
      customerId,
      priceId,
      paymentMethodId: fakeCards.visa,
      startDate: day('10-05'),
    });
    const id = (await call<RecurringGiving[]>('GET', '/recurring-givings/current')).find(
      (one) => one.amount === 33,
    )!.id;
    const [monthly] = await idsOf(id);
    await changeGift(id, { amount: 33, schedule: 'first-and-fifteenth' });
    const [next, twin] = await idsOf(id);
    assert.equal(next, monthly);
    assert.deepEqual(
      [next, twin].map((one) => subscription(one).items.data[0]?.current_period_end),
      [midnight(day('10-15')), midnight(day('11-01'))],
      'not 5 October: no monthly price bills on the 5th and the 1st and 15th',
    );
    assert.equal((await gift(id))?.nextPaymentDate, iso(day('10-15')));
    await call('DELETE', `/recurring-givings/current/${id}`, undefined, 204);
  });

  it('a gift whose first charge was never paid ends both: the twin waiting for its day charges nothing', async () => {
    const id = await startGift(day('11-20'), 17);
    const [first, twin] = await idsOf(id);
    // What Stripe sends when a subscription's first invoice, due at once (a start on a 1st or 15th
    // that is today), stays unpaid for 23 hours; made here, as the suite's day is seldom one.
    await deliver([
      { type: 'customer.subscription.updated', object: { ...fake.object(first), status: 'incomplete_expired' } },
    ]);
    assert.equal(subscription(twin).status, 'canceled');
    assert.deepEqual([(await gift(id))?.status, (await gift(id))?.nextPaymentDate], ['incomplete_expired', null]);
  });

  it("deleting a member cancels both of a 1st and 15th gift's subscriptions at Stripe", async () => {
    const leader = await login(app, demo.leader);
    const subject = await app.inject({
      method: 'POST',
      url: `/api/givings/subscription-subject?amount=19&givingTypeId=${givingTypeId}&schedule=first-and-fifteenth`,
      headers: bearer(leader),
      payload: {},
    });
    const { customerId, priceId } = subject.json<SubscriptionData>();
    const started = await app.inject({
      method: 'POST',
      url: '/api/givings/create-subscription',
      headers: bearer(leader),
      payload: { customerId, priceId, paymentMethodId: fakeCards.visa, startDate: day('12-02') },
    });
    assert.equal(started.statusCode, 200, started.body);
    const [row] = await app.database.db
      .select()
      .from(recurringGivings)
      .where(eq(recurringGivings.userId, leader.userId));
    const both = [row!.subscriptionId, row!.twinSubscriptionId!];
    assert.deepEqual(
      both.map((one) => subscription(one).status),
      ['trialing', 'trialing'],
    );
    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/users/multiple',
      headers: admin,
      payload: { ids: [leader.userId] },
    });
    assert.equal(deleted.statusCode, 204, deleted.body);
    assert.deepEqual(
      both.map((one) => subscription(one).status),
      ['canceled', 'canceled'],
    );
  });
});
