import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import {
  churchDay,
  SANDBOX_BANK_SETTLEMENT_DAYS,
  sandboxTestBankAccounts,
  sandboxTestCards,
  site,
  type OutboxMessage,
  type RecurringGiving,
  type SandboxTestClock,
  type SubscriptionData,
  type SubscriptionView,
} from '@church/contracts';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, callApi, demo, describeEachDatabase, login, type TestSession } from '../../../test/helper';

const ZONE = 'America/Chicago';
const DAY_MS = 86_400_000;
/** The church day `days` after `day`. */
const plusDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

// Its own app: the test clock moves the sandbox's time for everything on it.
describeEachDatabase('recurring schedules, start dates and the test clock', (target) => {
  let app: FastifyInstance;
  let admin: TestSession;
  let donor: TestSession;
  let member: TestSession;
  let titheId = 0;
  /** The sandbox's day: today, until the clock is advanced. */
  let today = '';

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, session?: TestSession, payload?: object) =>
    callApi(app, method, url, session, payload);
  const subject = async (query: string) => {
    const response = await call('POST', `/givings/subscription-subject?givingTypeId=${titheId}&${query}`, donor);
    assert.equal(response.statusCode, 200, response.body);
    return response.json<SubscriptionData>();
  };
  const newCard = async (number: string = sandboxTestCards.succeeds) =>
    (
      await call('POST', '/sandbox/payment-methods', undefined, {
        card: { number, expMonth: 12, expYear: 2099, cvc: '123' },
      })
    ).json<{ id: string }>().id;
  const newBankAccount = async (accountNumber: string) => {
    const response = await call('POST', '/sandbox/bank-accounts', undefined, {
      usBankAccount: { routingNumber: sandboxTestBankAccounts.routingNumber, accountNumber, accountHolderName: 'Lee' },
    });
    assert.equal(response.statusCode, 201, response.body);
    return response.json<{ id: string }>().id;
  };
  /** The subjects of the e-mails the donor got since the outbox's message `sinceId`, oldest first. */
  const donorMailSince = async (sinceId: number) =>
    (await call('GET', '/outbox?take=100', admin))
      .json<OutboxMessage[]>()
      .filter((message) => message.to === demo.leader.email && message.id > sinceId)
      .map((message) => message.subject)
      .reverse();
  const lastMailId = async () => (await call('GET', '/outbox?take=1', admin)).json<OutboxMessage[]>()[0]?.id ?? 0;
  const start = async (data: SubscriptionData, startDate?: string) => {
    const response = await call('POST', '/givings/create-subscription', donor, {
      customerId: data.customerId,
      priceId: data.priceId,
      paymentMethodId: await newCard(),
      ...(startDate ? { startDate } : {}),
    });
    assert.equal(response.statusCode, 200, response.body);
    return response.json<SubscriptionView>();
  };
  /** A $15 weekly gift started with a good card, then moved to `paymentMethodId`: its id. */
  const weeklyMovedTo = async (paymentMethodId: string) => {
    await start(await subject('amount=15&schedule=weekly'));
    const id = (await gifts())[0]?.id ?? 0;
    const changed = await call('PUT', `/recurring-givings/current/${id}`, donor, {
      amount: 15,
      schedule: 'weekly',
      givingTypeId: titheId,
      paymentMethodId,
    });
    assert.equal(changed.statusCode, 204, changed.body);
    return id;
  };
  const gifts = async () => (await call('GET', '/recurring-givings/current', donor)).json<RecurringGiving[]>();
  const giftOf = async (subscriptionCreated: number) => (await gifts()).find((gift) => gift.id === subscriptionCreated);
  /** The donor's paid gifts, newest first. */
  const history = async () =>
    (await call('GET', '/givings/history/current?take=50', donor)).json<{
      count: number;
      entities: { amount: number; givingTypeName: string; date: string }[];
    }>();
  const advance = async (days: number) => {
    const response = await call('POST', '/sandbox/test-clock/advance', admin, { days });
    assert.equal(response.statusCode, 200, response.body);
    const clock = response.json<SandboxTestClock>();
    today = churchDay(clock.now, ZONE);
    return clock;
  };
  /** Each test's gifts stop before the next test moves the clock. */
  const cancel = async (id: number | undefined) =>
    assert.equal((await call('DELETE', `/recurring-givings/current/${id}`, donor)).statusCode, 204);
  const nextDay = (gift: RecurringGiving | undefined) =>
    gift?.nextPaymentDate ? churchDay(gift.nextPaymentDate, ZONE) : null;

  before(async () => {
    app = await buildTestApp(await target.fresh(), { writeThrottles: [], timeZone: ZONE });
    // The leader has no seeded recurring gift: every charge on its list is one of these tests'.
    [admin, donor, member] = await Promise.all([
      login(app, demo.admin),
      login(app, demo.leader),
      login(app, demo.member),
    ]);
    const types = (await call('GET', '/givingTypes')).json<{ id: number; name: string }[]>();
    titheId = types.find((type) => type.name === 'Tithe')?.id ?? 0;
    today = churchDay(new Date(), ZONE);
  });
  after(() => app.close());

  it('takes any amount within the limits, on a schedule, and keeps the spec monthly by default', async () => {
    const weekly = await subject('amount=12.34&schedule=weekly');
    assert.deepEqual([weekly.amount, weekly.schedule, weekly.givingPlanId], [12.34, 'weekly', null]);
    assert.equal((await subject('amount=12.34&schedule=weekly')).priceId, weekly.priceId, 'one price, reused');
    assert.equal((await subject('amount=12.34')).schedule, 'monthly');
    for (const [query, error] of [
      ['amount=0.10', 'Minimum amount is $0.50'],
      ['amount=1000000', 'Please, enter the amount'],
      ['amount=10&schedule=daily', 'Schedule is invalid'],
    ] as const) {
      const response = await call('POST', `/givings/subscription-subject?givingTypeId=${titheId}&${query}`, donor);
      assert.equal(response.statusCode, 400, query);
      assert.ok(response.json<{ errors: string[] }>().errors.includes(error), `${query}: ${response.body}`);
    }
  });

  it('a start date in the past is refused; today charges at once', async () => {
    const data = await subject('amount=7&schedule=every-two-weeks');
    const past = await call('POST', '/givings/create-subscription', donor, {
      customerId: data.customerId,
      priceId: data.priceId,
      paymentMethodId: await newCard(),
      startDate: plusDays(today, -1),
    });
    assert.deepEqual([past.statusCode, past.json()], [400, { errors: ['The start date must be today or later'] }]);
    const before = (await history()).count;
    const started = await start(data, today);
    assert.equal(started.status, 'active');
    assert.equal((await history()).count, before + 1);
    const gift = (await gifts())[0];
    assert.deepEqual([gift?.schedule, gift?.amount, nextDay(gift)], ['every-two-weeks', 7, plusDays(today, 14)]);
    await cancel(gift?.id);
  });

  it('a weekly gift from a later day charges nothing at setup, then on that day and every week after', async () => {
    const data = await subject('amount=25.5&schedule=weekly');
    const startDay = plusDays(today, 3);
    const before = (await history()).count;
    const started = await start(data, startDay);
    assert.equal(started.status, 'trialing', 'set up, nothing to pay yet');
    assert.equal((await history()).count, before, 'nothing charged at setup');
    const id = (await gifts())[0]?.id ?? 0;
    assert.deepEqual([(await giftOf(id))?.status, nextDay(await giftOf(id))], ['trialing', startDay]);

    await advance(2);
    assert.equal((await history()).count, before, 'nothing before the start day');
    await advance(1);
    assert.equal((await history()).count, before + 1, 'charged on the start day');
    assert.deepEqual([(await history()).entities[0]?.amount, (await giftOf(id))?.status], [25.5, 'active']);
    assert.equal(nextDay(await giftOf(id)), plusDays(startDay, 7));

    await advance(7);
    await advance(7);
    assert.equal((await history()).count, before + 3, 'the second and third charges');
    assert.equal(nextDay(await giftOf(id)), plusDays(startDay, 21));
    // The clock's next move charges only what has come due since: nothing twice.
    await advance(1);
    assert.equal((await history()).count, before + 3);
    await cancel(id);
  });

  it("a member changes a gift's amount and schedule without cancelling it: from the next charge, nothing now", async () => {
    const data = await subject('amount=20');
    await start(data);
    const id = (await gifts())[0]?.id ?? 0;
    const next = nextDay(await giftOf(id));
    const before = (await history()).count;
    const card = await newCard(sandboxTestCards.succeeds);
    const changed = await call('PUT', `/recurring-givings/current/${id}`, donor, {
      amount: 35,
      schedule: 'weekly',
      givingTypeId: titheId,
      paymentMethodId: card,
    });
    assert.equal(changed.statusCode, 204, changed.body);
    const gift = await giftOf(id);
    assert.deepEqual([gift?.amount, gift?.schedule, gift?.status, nextDay(gift)], [35, 'weekly', 'active', next]);
    assert.equal((await history()).count, before, 'nothing charged by the change');

    const days = Math.round((Date.parse(`${next}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
    await advance(days);
    const after = await history();
    assert.equal(after.count, before + 1);
    assert.equal(
      after.entities.some((entry) => entry.amount === 35),
      true,
      'the new amount is charged',
    );
    assert.equal(nextDay(await giftOf(id)), plusDays(next ?? '', 7), 'weekly from the next charge');

    const others = await call('PUT', `/recurring-givings/current/${id}`, member, {
      amount: 1,
      schedule: 'weekly',
      givingTypeId: titheId,
    });
    assert.equal(others.statusCode, 404, "another member's gift is not theirs to change");
    await cancel(id);
  });

  it('a declined renewal leaves the gift past due and tells the member; they pay it with another card and it goes on', async () => {
    const declinedMail = `Your recurring gift to ${site.name} could not be charged`;
    const noticesOf = async () =>
      (await call('GET', '/outbox?take=100', admin))
        .json<OutboxMessage[]>()
        .filter((message) => message.to === demo.leader.email && message.subject === declinedMail);
    // The card on file stops working: the next charge is declined off session.
    const id = await weeklyMovedTo(await newCard(sandboxTestCards.declined));
    const before = (await history()).count;
    await advance(7);
    const pastDue = await giftOf(id);
    assert.deepEqual([pastDue?.status, pastDue?.nextPaymentDate], ['past_due', null]);
    assert.equal((await history()).count, before, 'nothing recorded for the declined charge');
    const [notice, ...more] = await noticesOf();
    assert.equal(more.length, 0);
    for (const line of [
      'We could not collect your recurring gift of $15.00 to Tithe on',
      'Go to Payment Settings: http://localhost:3000/account/payment-settings',
    ]) {
      assert.ok(notice?.text.includes(line), `${line}\n---\n${notice?.text}`);
    }

    const payWith = (session: TestSession, number: string) =>
      newCard(number).then((paymentMethodId) =>
        call('POST', `/recurring-givings/current/${id}/pay-past-due`, session, { paymentMethodId }),
      );
    assert.equal((await payWith(member, sandboxTestCards.succeeds)).statusCode, 404, 'not their gift');
    const declined = await payWith(donor, sandboxTestCards.declined);
    assert.equal(declined.statusCode, 200, declined.body);
    assert.deepEqual(
      [declined.json<{ status: string }>().status, (await giftOf(id))?.status],
      ['open', 'past_due'],
      'another declined card leaves it as it was',
    );
    assert.equal((await noticesOf()).length, 1, 'told once, not at every try');
    const paid = await payWith(donor, sandboxTestCards.succeeds);
    assert.equal(paid.json<{ status: string }>().status, 'paid', paid.body);
    const active = await giftOf(id);
    assert.deepEqual([active?.status, active?.card?.last4], ['active', '4242']);
    assert.equal(nextDay(active), plusDays(today, 7), 'the next charge keeps its day');
    assert.deepEqual([(await history()).count, (await history()).entities[0]?.amount], [before + 1, 15]);

    const again = await payWith(donor, sandboxTestCards.succeeds);
    assert.deepEqual(
      [again.statusCode, again.json()],
      [400, { errors: ['This recurring gift has no missed charge to pay'] }],
    );
    await advance(7);
    assert.equal((await history()).count, before + 2, 'the next week is charged to the card that paid');
    await cancel(id);
  });

  it('a bank debit of a renewal that fails sends the member one mail: the gift is on hold, and how to pay it', async () => {
    // The member moves the gift to a bank account whose debits the bank refuses.
    const id = await weeklyMovedTo(await newBankAccount(sandboxTestBankAccounts.fails));
    const since = await lastMailId();

    await advance(7);
    assert.deepEqual((await giftOf(id))?.pendingCharge?.amount, 15, 'the debit waits for the bank');
    await advance(SANDBOX_BANK_SETTLEMENT_DAYS);
    assert.equal((await giftOf(id))?.status, 'past_due');
    assert.deepEqual(
      await donorMailSince(since),
      [`Your recurring gift to ${site.name} could not be charged`],
      'one mail, the one that says what to do',
    );
    await cancel(id);
  });

  it("a recurring gift's first bank debit that fails sends one mail: nothing was taken", async () => {
    const data = await subject('amount=9&schedule=monthly');
    const since = await lastMailId();
    const started = await call('POST', '/givings/create-subscription', donor, {
      customerId: data.customerId,
      priceId: data.priceId,
      paymentMethodId: await newBankAccount(sandboxTestBankAccounts.fails),
    });
    assert.equal(started.statusCode, 200, started.body);
    assert.equal(started.json<SubscriptionView>().status, 'incomplete');
    const id = (await gifts())[0]?.id ?? 0;

    await advance(SANDBOX_BANK_SETTLEMENT_DAYS);
    assert.equal((await giftOf(id))?.status, 'incomplete', 'it never started');
    assert.deepEqual(await donorMailSince(since), [`Your bank payment to ${site.name} failed`]);
    await cancel(id);
  });

  it('the test clock is for admins only', async () => {
    const refused = await call('POST', '/sandbox/test-clock/advance', member, { days: 1 });
    assert.equal(refused.statusCode, 403);
    const invalid = await call('POST', '/sandbox/test-clock/advance', admin, { days: 0 });
    assert.equal(invalid.statusCode, 400);
    const read = await call('GET', '/sandbox/test-clock', admin);
    assert.equal(churchDay(read.json<SandboxTestClock>().now, ZONE), today);
  });
});
