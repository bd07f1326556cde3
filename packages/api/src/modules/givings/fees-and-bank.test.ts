import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import {
  sandboxTestBankAccounts,
  sandboxTestCards,
  site,
  type DonorReport,
  type GiftsReport,
  type GivingHistoryItem,
  type OutboxMessage,
  type ProcessingFeeRates,
  type RecurringGiving,
  type SandboxTestClock,
  type SubscriptionData,
  type SubscriptionView,
} from '@church/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, callApi, demo, describeEachDatabase, login, type TestSession } from '../../../test/helper';
import { sandboxObjects, signWebhookPayload, type GatewayEvent } from '../payments';

type Kind = 'card' | 'bank';

// Its own app: the test clock moves the sandbox's time for everything on it.
describeEachDatabase('covering the fees and paying by bank account', (target) => {
  let app: FastifyInstance;
  let admin: TestSession;
  let member: TestSession;
  let titheId = 0;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, session?: TestSession, payload?: object) =>
    callApi(app, method, url, session, payload);
  const intentIdOf = (clientSecret: string) => clientSecret.split('_secret_')[0] ?? '';
  const giveOnce = async (amount: number) => {
    const created = await call('POST', '/givings/one-time-giving', member, {
      designations: [{ amount, givingTypeId: titheId }],
    });
    assert.equal(created.statusCode, 201, created.body);
    return created.json<{ id: string }>().id;
  };
  const payment = (givingId: string, choice: object) =>
    call('POST', '/givings/one-time-giving-payment', member, { givingId, ...choice });
  /** What the provider was asked to charge for the gift, in cents. */
  const charged = async (clientSecret: string) =>
    (await app.payments.gateway.retrievePaymentIntent(intentIdOf(clientSecret)))?.amount;
  const card = async (number: string = sandboxTestCards.succeeds) =>
    (
      await call('POST', '/sandbox/payment-methods', undefined, {
        card: { number, expMonth: 12, expYear: 2099, cvc: '123' },
      })
    ).json<{ id: string }>().id;
  const bankAccount = async (accountNumber: string) => {
    const response = await call('POST', '/sandbox/bank-accounts', undefined, {
      usBankAccount: {
        routingNumber: sandboxTestBankAccounts.routingNumber,
        accountNumber,
        accountHolderName: 'Daniel Okafor',
      },
    });
    assert.equal(response.statusCode, 201, response.body);
    return response.json<{ id: string }>().id;
  };
  const confirm = (clientSecret: string, paymentMethodId: string) =>
    call('POST', `/sandbox/payment-intents/${intentIdOf(clientSecret)}/confirm`, undefined, {
      clientSecret,
      paymentMethodId,
    });
  const advance = async (days: number) => {
    const response = await call('POST', '/sandbox/test-clock/advance', admin, { days });
    assert.equal(response.statusCode, 200, response.body);
    return response.json<SandboxTestClock>();
  };
  const memberRow = async (givingId: string) =>
    (await call('GET', '/givings/history/current?take=50', member))
      .json<{ entities: GivingHistoryItem[] }>()
      .entities.find((item) => item.givingId === givingId);
  const adminRow = async (givingId: string) =>
    (await call('GET', '/givings/history?take=50', admin))
      .json<{ entities: GivingHistoryItem[] }>()
      .entities.find((item) => item.givingId === givingId);
  const mailTo = async (to: string) =>
    (await call('GET', '/outbox?take=100', admin)).json<OutboxMessage[]>().filter((message) => message.to === to);
  /** A bank gift of `amount` covering the fee, made with the test account `accountNumber`. */
  const bankGift = async (amount: number, accountNumber: string) => {
    const givingId = await giveOnce(amount);
    const { clientSecret } = (await payment(givingId, { paymentKind: 'bank', coverFees: true })).json();
    const confirmed = await confirm(clientSecret, await bankAccount(accountNumber));
    assert.equal(confirmed.json().status, 'processing', confirmed.body);
    return { givingId, clientSecret };
  };

  before(async () => {
    // Writes more than a person would in minutes; the write limits have their own tests.
    app = await buildTestApp(await target.fresh(), { writeThrottles: [] });
    [admin, member] = await Promise.all([login(app, demo.admin), login(app, demo.member)]);
    const types = (await call('GET', '/givingTypes')).json<{ id: number; name: string }[]>();
    titheId = types.find((type) => type.name === 'Tithe')?.id ?? 0;
  });
  after(() => app.close());

  it('grosses the gift up per method to the cent, with the bank fee capped at $5', async () => {
    const rates = (await call('GET', '/processing-fees')).json<ProcessingFeeRates>();
    assert.deepEqual(rates, { cardPercent: 2.9, cardFixed: 0.3, bankPercent: 0.8, bankCap: 5 });
    // [gift, method, fee]: what the church keeps after the processor's fee is the gift.
    const cases: [number, Kind, number][] = [
      [1, 'card', 0.34],
      [10, 'card', 0.61],
      [100, 'card', 3.3],
      [100, 'bank', 0.81],
      [600, 'bank', 4.84],
      [619.99, 'bank', 5],
      [1000, 'bank', 5],
    ];
    for (const [amount, paymentKind, fee] of cases) {
      const givingId = await giveOnce(amount);
      const response = await payment(givingId, { paymentKind, coverFees: true, fee });
      assert.equal(response.statusCode, 200, `${amount} by ${paymentKind}: ${response.body}`);
      assert.equal(
        await charged(response.json().clientSecret),
        Math.round((amount + fee) * 100),
        `${amount} ${paymentKind}`,
      );
    }
  });

  it("computes the fee itself: refuses a figure that is not the church's, follows the rates an admin sets", async () => {
    const givingId = await giveOnce(10);
    const wrong = await payment(givingId, { coverFees: true, fee: 0.3 });
    assert.equal(wrong.statusCode, 409);
    assert.deepEqual(wrong.json().errors, ['The processing fee has changed. Please check the amount and pay again.']);
    assert.equal(
      (await call('PUT', '/processing-fees', member, { cardPercent: 0, cardFixed: 0, bankPercent: 0, bankCap: 0 }))
        .statusCode,
      403,
    );

    const changed = await call('PUT', '/processing-fees', admin, {
      cardPercent: 3,
      cardFixed: 0.25,
      bankPercent: 0.8,
      bankCap: 0,
    });
    assert.equal(changed.statusCode, 200, changed.body);
    try {
      const card = await payment(givingId, { coverFees: true });
      assert.equal(await charged(card.json().clientSecret), 1057, '$10 at 3% + $0.25');
      const uncapped = await payment(await giveOnce(1000), { paymentKind: 'bank', coverFees: true });
      assert.equal(await charged(uncapped.json().clientSecret), 100_806, 'a bank cap of 0 caps nothing');
    } finally {
      await call('PUT', '/processing-fees', admin, { cardPercent: 2.9, cardFixed: 0.3, bankPercent: 0.8, bankCap: 5 });
    }
  });

  it('charges the method the fee was computed for: a changed choice stops the earlier intent', async () => {
    const givingId = await giveOnce(25);
    const first = (await payment(givingId, { coverFees: true })).json().clientSecret;
    assert.equal(
      (await payment(givingId, { coverFees: true })).json().clientSecret,
      first,
      'asked again: the same intent',
    );
    const bank = (await payment(givingId, { paymentKind: 'bank', coverFees: true })).json().clientSecret;
    assert.notEqual(bank, first);
    assert.equal((await confirm(first, await card())).statusCode, 400, 'the card intent was stopped');
    const wrongMethod = await confirm(bank, await card());
    assert.equal(wrongMethod.statusCode, 400, 'a card cannot pay the bank-fee intent');

    const plain = (await payment(givingId, {})).json().clientSecret;
    assert.equal(await charged(plain), 2500);
    assert.equal((await confirm(plain, await card())).json().status, 'succeeded');
    const row = await memberRow(givingId);
    assert.equal(row?.fee, undefined, 'no fee covered, none shown');
    assert.equal(row?.status, 'paid');
  });

  it('records a card gift and its fee apart: the history, the receipt and the gifts report', async () => {
    const givingId = await giveOnce(10);
    const { clientSecret } = (await payment(givingId, { coverFees: true, fee: 0.61 })).json();
    assert.equal((await confirm(clientSecret, await card())).json().status, 'succeeded');
    const row = await memberRow(givingId);
    assert.deepEqual([row?.amount, row?.fee, row?.status], [10, 0.61, 'paid']);
    assert.equal((await adminRow(givingId))?.fee, 0.61);
    const receipt = (await mailTo(demo.member.email)).find((mail) => mail.text.includes(givingId));
    assert.match(receipt?.text ?? '', /Processing fee you covered: \$0\.61 \(total charged \$10\.61\)/);

    // The reports count the gift; the fee is told apart (the demo's history covered none).
    const days = { startDate: '2000-01-01', endDate: '2100-12-31' };
    const report = (await call('POST', '/givings/report-html', admin, { ...days, take: 50 })).json<GiftsReport>();
    assert.equal(report.totals.fees, 0.61);
    const donorKey = report.entities.find((donor) => donor.email === demo.member.email)?.donorKey;
    const statement = (await call('POST', '/givings/report-details', admin, { ...days, donorKey })).json<DonorReport>();
    assert.equal(statement.fees, 0.61);
    assert.deepEqual(
      statement.gifts.filter((gift) => gift.fee !== undefined).map((gift) => [gift.amount, gift.fee, gift.method]),
      [[10, 0.61, 'Card']],
    );
  });

  it('a bank gift is Pending until the clock passes its settlement days, then Paid, receipted and refundable', async () => {
    const { givingId } = await bankGift(50, sandboxTestBankAccounts.succeeds);
    const pending = await memberRow(givingId);
    assert.deepEqual(
      [pending?.status, pending?.amount, pending?.fee, pending?.paymentMethod],
      ['pending', 50, 0.4, { kind: 'bank', bankName: 'STRIPE TEST BANK', last4: '6789' }],
    );
    assert.equal(pending?.refundableUntil, null);
    assert.equal((await call('PUT', '/givings/refund', member, { givingDetailId: pending?.id })).statusCode, 400);

    await advance(3);
    assert.equal((await memberRow(givingId))?.status, 'pending', 'three days: not settled yet');
    await advance(1);
    assert.equal((await memberRow(givingId))?.status, 'paid');
    assert.equal((await adminRow(givingId))?.status, 'paid');
    const receipt = (await mailTo(demo.member.email)).find((mail) => mail.text.includes(givingId));
    assert.match(receipt?.text ?? '', /STRIPE TEST BANK account ending in 6789/);

    const refunded = await call('PUT', '/givings/refund', admin, { givingDetailId: pending?.id });
    assert.equal(refunded.statusCode, 204, refunded.body);
    assert.equal((await memberRow(givingId))?.isRefunded, true);
  });

  it('a failed bank gift shows Failed in both histories and e-mails its donor; a replayed event changes nothing', async () => {
    const before = (await mailTo(demo.member.email)).length;
    const { givingId, clientSecret } = await bankGift(20, sandboxTestBankAccounts.fails);
    const clock = await advance(4);
    assert.equal((await memberRow(givingId))?.status, 'failed');
    assert.equal((await adminRow(givingId))?.status, 'failed');
    const mails = await mailTo(demo.member.email);
    // Newest first: the one mail since the gift was made.
    assert.deepEqual(
      mails.slice(0, mails.length - before).map((mail) => mail.subject),
      [`Your bank payment to ${site.name} failed`],
    );

    // The provider may deliver an event again: the same event id is handled once.
    const [stored] = (await app.database.db.select().from(sandboxObjects).where(eq(sandboxObjects.kind, 'event')))
      .map((row) => row.data as GatewayEvent)
      .filter((event) => event.type === 'payment_intent.payment_failed')
      .filter((event) => (event.data.object as { id?: string }).id === intentIdOf(clientSecret));
    const payload = JSON.stringify(stored);
    const replay = await app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signWebhookPayload(
          app.payments.webhookSecret,
          payload,
          Math.floor(Date.parse(clock.now) / 1000),
        ),
      },
      payload,
    });
    assert.deepEqual(replay.json(), { received: true, duplicate: true });
    assert.equal((await mailTo(demo.member.email)).length, before + 1);
    assert.equal((await memberRow(givingId))?.status, 'failed');
  });

  it('saves a bank account in Payment Settings beside the cards', async () => {
    const saved = await call('POST', '/payment-methods', member, {
      stripePaymentMethodId: await bankAccount(sandboxTestBankAccounts.succeeds),
    });
    assert.equal(saved.statusCode, 201, saved.body);
    assert.deepEqual(saved.json().card, { brand: 'STRIPE TEST BANK', last4: '6789', kind: 'bank' });
    const unknown = await call('POST', '/sandbox/bank-accounts', undefined, {
      usBankAccount: { routingNumber: '110000000', accountNumber: '000999999999', accountHolderName: 'Daniel Okafor' },
    });
    assert.equal(unknown.statusCode, 402);
  });

  it('a recurring gift covering the fee charges gift plus fee and records them apart', async () => {
    const subject = await call(
      'POST',
      `/givings/subscription-subject?givingTypeId=${titheId}&amount=10&coverFees=true`,
      member,
    );
    assert.equal(subject.statusCode, 200, subject.body);
    const data = subject.json<SubscriptionData>();
    assert.deepEqual([data.amount, data.fee], [10, 0.61]);
    const body = { customerId: data.customerId, priceId: data.priceId, paymentMethodId: await card() };
    assert.equal((await call('POST', '/givings/create-subscription', member, { ...body, fee: 0.5 })).statusCode, 409);
    const started = await call('POST', '/givings/create-subscription', member, { ...body, fee: 0.61 });
    assert.equal(started.statusCode, 200, started.body);
    const gift = (await call('GET', '/recurring-givings/current', member))
      .json<{ amount: number; fee?: number; status: string }[]>()
      .find((candidate) => candidate.status === 'active' && candidate.fee !== undefined);
    assert.deepEqual([gift?.amount, gift?.fee], [10, 0.61]);
    const [charge] = (await call('GET', '/givings/history/current?take=1', member)).json<{
      entities: GivingHistoryItem[];
    }>().entities;
    assert.deepEqual([charge?.amount, charge?.fee], [10, 0.61]);
  });

  it('a recurring gift from a bank account covers the bank fee, waits for the bank, then is active and recorded', async () => {
    const subject = async (query: string) =>
      (
        await call(
          'POST',
          `/givings/subscription-subject?givingTypeId=${titheId}&amount=100&coverFees=true${query}`,
          member,
        )
      ).json<SubscriptionData>();
    const bank = await subject('&paymentKind=bank');
    assert.deepEqual([bank.amount, bank.fee], [100, 0.81], "the bank's 0.8%, not the card's rate");
    const account = await bankAccount(sandboxTestBankAccounts.succeeds);
    const start = (data: SubscriptionData) =>
      call('POST', '/givings/create-subscription', member, {
        customerId: data.customerId,
        priceId: data.priceId,
        paymentMethodId: account,
        fee: data.fee,
      });
    const byCardRate = await subject('');
    assert.equal((await start(byCardRate)).statusCode, 409, "the card's fee is refused on a bank account");

    const started = await start(bank);
    assert.equal(started.statusCode, 200, started.body);
    const view = started.json<SubscriptionView>();
    assert.deepEqual([view.status, view.latestInvoice.paymentIntent?.status], ['incomplete', 'processing']);
    const gift = async () =>
      (await call('GET', '/recurring-givings/current', member))
        .json<RecurringGiving[]>()
        .find((candidate) => candidate.card?.kind === 'bank');
    const pending = await gift();
    assert.deepEqual(
      [pending?.status, pending?.amount, pending?.fee, pending?.card],
      ['incomplete', 100, 0.81, { brand: 'STRIPE TEST BANK', last4: '6789', kind: 'bank' }],
    );

    await advance(4);
    assert.equal((await gift())?.status, 'active', 'active once the bank settled the first charge');
    // The member's bank charges of this gift, newest first: the demo's card gifts renew on their
    // own dates, which these days may cross.
    const bankCharges = async () =>
      (await call('GET', '/givings/history/current?take=50', member))
        .json<{ entities: GivingHistoryItem[] }>()
        .entities.filter((item) => item.paymentMethod?.kind === 'bank' && item.amount === 100);
    const [charge] = await bankCharges();
    assert.deepEqual(
      [charge?.amount, charge?.fee, charge?.paymentMethod],
      [100, 0.81, { kind: 'bank', bankName: 'STRIPE TEST BANK', last4: '6789' }],
    );

    // The next month's debit waits for the bank too: Pending to the member until it settles, then
    // Paid, one row and one receipt for it.
    await advance(28);
    const [renewal] = await bankCharges();
    assert.notEqual(renewal?.givingId, charge?.givingId, 'the renewal is listed while the bank works');
    assert.deepEqual(
      [renewal?.status, renewal?.amount, renewal?.fee, renewal?.paymentMethod],
      ['pending', 100, 0.81, { kind: 'bank', bankName: 'STRIPE TEST BANK', last4: '6789' }],
    );
    const waiting = await gift();
    assert.deepEqual(
      [waiting?.status, waiting?.pendingCharge?.amount],
      ['active', 100.81],
      'Payment Settings says so too',
    );
    await advance(4);
    assert.equal((await gift())?.pendingCharge, null, 'settled: nothing pending');
    const settled = await bankCharges();
    assert.deepEqual(
      settled.map((item) => [item.givingId, item.status]),
      [
        [renewal?.givingId, 'paid'],
        [charge?.givingId, 'paid'],
      ],
      'invoice.paid found the renewal recorded: no second row',
    );
    const receipts = (await mailTo(demo.member.email)).filter((mail) => mail.text.includes(renewal?.givingId ?? '-'));
    assert.equal(receipts.length, 1);
  });
});
