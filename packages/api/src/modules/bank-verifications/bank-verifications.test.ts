import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import {
  bankVerificationMessages,
  site,
  type BankVerification,
  type GivingHistoryItem,
  type OutboxMessage,
} from '@church/contracts';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { fakeBankAccounts, startFakeStripeApi, type FakeStripeApi } from '../../../test/fake-stripe-api';
import { bearer, buildTestApp, demo, describeEachDatabase, login, type TestSession } from '../../../test/helper';
import { FAKE_WEBHOOK_SECRET as WEBHOOK_SECRET, signedEvent } from '../../../test/stripe-events';
import { loadPaymentsConfig } from '../../config';
import { BANK_VERIFICATION_REMINDERS_JOB } from '.';

const DAY = 86_400_000;
// Jobs looked for at once, and given their own expiry: a reminders run on a busy machine can take
// over 2 s, and an expired run is retried a minute later while drain() has already returned.
const quickJobs = { pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1 };

// Decision 0109: with real keys, a bank account Stripe cannot verify at once waits for
// micro-deposits; the wait is recorded from Stripe, verified on our own page by its owner only,
// and reminded once two days in. Stripe is the repo's stand-in, answering as its test mode does.
describeEachDatabase('bank accounts waiting for micro-deposits', (target) => {
  let app: FastifyInstance;
  let fake: FakeStripeApi;
  let clock = Date.parse('2026-11-27T18:00:00Z');
  let member: TestSession;
  let other: TestSession;
  let admin: TestSession;

  const call = (session: TestSession | undefined, method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({
      method,
      url: `/api${url}`,
      ...(session ? { headers: bearer(session) } : {}),
      ...(payload ? { payload } : {}),
    });
  /** What Stripe posts to the webhook about an intent, as it stands at the stand-in. */
  const deliver = async (type: string, id: string) => {
    const { payload, signature } = signedEvent(type, fake.object(id));
    const answer = await app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
    assert.equal(answer.statusCode, 200, answer.body);
  };
  const waits = async (session: TestSession) => {
    const answer = await call(session, 'GET', '/bank-verifications/current');
    assert.equal(answer.statusCode, 200, answer.body);
    return answer.json<BankVerification[]>();
  };
  const verify = async (session: TestSession, id: number | undefined, entry: object) => {
    const answer = await call(session, 'POST', `/bank-verifications/${id}/verify`, entry);
    return [answer.statusCode, answer.statusCode === 204 ? null : answer.json<{ errors: string[] }>().errors];
  };
  const intentOf = (clientSecret: string) => clientSecret.split('_secret_')[0] ?? '';

  /** A one-time gift paid from a new bank account in Stripe's dialog, which Stripe could not verify at once. */
  async function waitingGift(session: TestSession | 'anonymous', amount: number, type: 'amounts' | 'descriptor_code') {
    const [givingType] = (await call(undefined, 'GET', '/givingTypes')).json<{ id: number }[]>();
    const designations = [{ amount, givingTypeId: givingType?.id }];
    const anonymous = session === 'anonymous';
    const created = anonymous
      ? await app.inject({
          method: 'POST',
          url: '/api/givings/anonymous-giving',
          headers: { 'accept-language': 'es' },
          payload: { donorName: 'Rut Gómez', donorEmail: 'rut@example.com', designations },
        })
      : await call(session, 'POST', '/givings/one-time-giving', { designations });
    assert.equal(created.statusCode, 201, created.body);
    const givingId = created.json<{ id: string }>().id;
    const payment = anonymous
      ? await call(undefined, 'POST', '/givings/anonymous-giving-payment', { givingId, paymentKind: 'bank' })
      : await call(session, 'POST', '/givings/one-time-giving-payment', { givingId, paymentKind: 'bank' });
    assert.equal(payment.statusCode, 200, payment.body);
    const intentId = intentOf(payment.json<{ clientSecret: string }>().clientSecret);
    fake.confirmPaymentWithMicrodeposits(intentId, fakeBankAccounts.settles, type);
    await deliver('payment_intent.requires_action', intentId);
    return { givingId, intentId };
  }

  /** A bank account a member adds in Payment Settings, which Stripe could not verify at once. */
  async function waitingAccount(session: TestSession, type: 'amounts' | 'descriptor_code') {
    const setup = await call(session, 'POST', '/payment-methods/bank-account-setup');
    assert.equal(setup.statusCode, 200, setup.body);
    const intentId = intentOf(setup.json<{ clientSecret: string }>().clientSecret);
    fake.confirmSetupIntent(intentId, fakeBankAccounts.accountClosed, 'microdeposits', type);
    await deliver('setup_intent.requires_action', intentId);
    return intentId;
  }

  const remindersMailed = async (to: string) =>
    (await call(admin, 'GET', '/outbox?take=100'))
      .json<OutboxMessage[]>()
      .filter(
        (message) =>
          message.to === to &&
          [
            `Please verify your bank account for ${site.name}`,
            `Verifique su cuenta bancaria para ${site.name}`,
          ].includes(message.subject),
      );
  const runReminders = async () => {
    await app.jobs.send(BANK_VERIFICATION_REMINDERS_JOB, {});
    await app.jobs.drain();
  };

  before(async () => {
    fake = await startFakeStripeApi();
    const { stripe } = loadPaymentsConfig({
      STRIPE_SECRET_KEY: fake.connection.secretKey,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fake_publishable_key',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    });
    assert.ok(stripe);
    app = await buildTestApp(await target.fresh(), {
      payments: { stripe: { ...stripe, ...fake.connection, maxNetworkRetries: 0 } },
      now: () => new Date(clock),
      jobs: quickJobs,
    });
    [member, other, admin] = await Promise.all([
      login(app, demo.member),
      login(app, demo.leader),
      login(app, demo.admin),
    ]);
  });
  after(async () => {
    await app.close();
    await fake.close();
  });

  it("records a member's gift waiting for micro-deposits from Stripe, and its owner alone verifies it with the two amounts", async () => {
    const { givingId, intentId } = await waitingGift(member, 40, 'amounts');
    const [wait, ...more] = await waits(member);
    assert.deepEqual(more, []);
    assert.deepEqual(
      { ...wait, id: 0, arrivalDate: typeof wait?.arrivalDate },
      {
        id: 0,
        kind: 'gift',
        microdepositType: 'amounts',
        arrivalDate: 'string',
        since: new Date(clock).toISOString(),
        amount: 40,
        givingTypeName: wait?.givingTypeName,
        bankName: 'STRIPE TEST BANK',
        last4: '6789',
      },
    );
    assert.equal(typeof wait?.givingTypeName, 'string');
    // A replayed or repeated event records nothing more.
    await deliver('payment_intent.requires_action', intentId);
    assert.equal((await waits(member)).length, 1);

    // Another member sees nothing of it and cannot verify it; Stripe is not asked.
    assert.deepEqual(await waits(other), []);
    const asked = () => fake.requests.filter((request) => request.path.endsWith('/verify_microdeposits')).length;
    assert.deepEqual(await verify(other, wait?.id, { amounts: [32, 45] }), [404, [bankVerificationMessages.notFound]]);
    assert.equal(asked(), 0);

    // Checked before Stripe: each amount 1-99 cents, and the kind of entry Stripe asked for.
    assert.deepEqual(await verify(member, wait?.id, { amounts: [0, 45] }), [
      400,
      [bankVerificationMessages.amountInvalid],
    ]);
    assert.deepEqual(await verify(member, wait?.id, { descriptorCode: 'SM11AA' }), [
      400,
      [bankVerificationMessages.amountInvalid],
    ]);
    assert.equal(asked(), 0);
    // Wrong amounts: Stripe's refusal, in words; the gift still waits.
    assert.deepEqual(await verify(member, wait?.id, { amounts: [10, 11] }), [
      400,
      [bankVerificationMessages.amountsMismatch],
    ]);
    assert.equal((await waits(member)).length, 1);

    const pending = async () =>
      (await call(member, 'GET', '/givings/history/current?take=50'))
        .json<{ entities: GivingHistoryItem[] }>()
        .entities.filter((entry) => entry.givingId === givingId)
        .map((entry) => [entry.status, entry.amount]);
    assert.deepEqual(await pending(), []);
    assert.deepEqual(await verify(member, wait?.id, { amounts: [45, 32] }), [204, null]);
    assert.equal(asked(), 2);
    assert.equal(fake.object(intentId).status, 'processing');
    // The debit has started: Pending in Givings History, and nothing left to verify.
    assert.deepEqual(await pending(), [['pending', 40]]);
    assert.deepEqual(await waits(member), []);
    // Stripe's own event about it changes nothing.
    await deliver('payment_intent.processing', intentId);
    assert.deepEqual(await pending(), [['pending', 40]]);
  });

  it("is recorded as soon as the browser says so, from Stripe's intent, for its owner only", async () => {
    const [givingType] = (await call(undefined, 'GET', '/givingTypes')).json<{ id: number }[]>();
    const created = await call(other, 'POST', '/givings/one-time-giving', {
      designations: [{ amount: 18, givingTypeId: givingType?.id }],
    });
    const givingId = created.json<{ id: string }>().id;
    const payment = await call(other, 'POST', '/givings/one-time-giving-payment', { givingId, paymentKind: 'bank' });
    const intentId = intentOf(payment.json<{ clientSecret: string }>().clientSecret);
    // Not waiting yet (the dialog is still open): nothing to record.
    assert.equal((await call(other, 'POST', '/bank-verifications', { givingId })).statusCode, 204);
    assert.deepEqual(await waits(other), []);
    // Stripe.js answered "verify with micro-deposits"; its event has not come yet.
    fake.confirmPaymentWithMicrodeposits(intentId, fakeBankAccounts.settles, 'amounts');
    const notMine = await call(member, 'POST', '/bank-verifications', { givingId });
    assert.deepEqual([notMine.statusCode, notMine.json()], [404, { errors: [bankVerificationMessages.notFound] }]);
    assert.equal((await call(other, 'POST', '/bank-verifications', { givingId })).statusCode, 204);
    assert.deepEqual(
      (await waits(other)).map((wait) => [wait.kind, wait.amount, wait.last4]),
      [['gift', 18, '6789']],
    );
    // Stripe's event later records nothing more.
    await deliver('payment_intent.requires_action', intentId);
    assert.equal((await waits(other)).length, 1);

    const setup = await call(other, 'POST', '/payment-methods/bank-account-setup');
    const setupIntentId = intentOf(setup.json<{ clientSecret: string }>().clientSecret);
    // (The stand-in's other account is the member's in the next case: each is one customer's.)
    fake.confirmSetupIntent(setupIntentId, fakeBankAccounts.settles, 'microdeposits', 'amounts');
    assert.equal((await call(member, 'POST', '/bank-verifications', { setupIntentId })).statusCode, 404);
    assert.equal((await call(other, 'POST', '/bank-verifications', { setupIntentId })).statusCode, 204);
    assert.deepEqual(
      (await waits(other)).map((wait) => [wait.kind, wait.last4]),
      [
        ['gift', '6789'],
        ['account', '6789'],
      ],
    );
    assert.deepEqual(await waits(member), []);
    // Both verified, so the cases after start from none.
    for (const wait of await waits(other))
      assert.deepEqual(await verify(other, wait.id, { amounts: [32, 45] }), [204, null]);
  });

  it('an account being added waits for its code; verified, it is saved with the member’s methods, once', async () => {
    const intentId = await waitingAccount(member, 'descriptor_code');
    const banks = async () =>
      (await call(member, 'GET', '/payment-methods/current'))
        .json<{ card: { last4: string; kind?: string } }[]>()
        .filter((method) => method.card.kind === 'bank')
        .map((method) => method.card.last4);
    const [wait] = await waits(member);
    assert.deepEqual(
      [wait?.kind, wait?.microdepositType, wait?.bankName, wait?.last4, wait?.amount],
      ['account', 'descriptor_code', 'STRIPE TEST BANK', '1116', undefined],
    );
    assert.deepEqual(await verify(member, wait?.id, { descriptorCode: 'SM1' }), [
      400,
      [bankVerificationMessages.codeInvalid],
    ]);
    assert.deepEqual(await verify(member, wait?.id, { descriptorCode: 'SM22BB' }), [
      400,
      [bankVerificationMessages.codeMismatch],
    ]);
    assert.deepEqual(await banks(), []);
    // Typed as read, in any case and with spaces around.
    assert.deepEqual(await verify(member, wait?.id, { descriptorCode: ' sm11aa ' }), [204, null]);
    assert.equal(fake.object(intentId).status, 'succeeded');
    assert.deepEqual(await banks(), ['1116']);
    assert.deepEqual(await waits(member), []);
    await deliver('setup_intent.succeeded', intentId);
    assert.deepEqual(await banks(), ['1116']);
  });

  it('too many wrong tries, or a wait past its days, end it with the reason', async () => {
    await waitingAccount(other, 'amounts');
    const [first] = await waits(other);
    assert.deepEqual(await verify(other, first?.id, { amounts: [10, 11] }), [
      400,
      [bankVerificationMessages.amountsMismatch],
    ]);
    assert.deepEqual(await verify(other, first?.id, { amounts: [10, 11] }), [
      400,
      [bankVerificationMessages.amountsMismatch],
    ]);
    // Stripe allows three tries with amounts.
    assert.deepEqual(await verify(other, first?.id, { amounts: [10, 11] }), [
      400,
      [bankVerificationMessages.attemptsExceeded],
    ]);
    assert.deepEqual(await waits(other), []);
    assert.deepEqual(await verify(other, first?.id, { amounts: [32, 45] }), [404, [bankVerificationMessages.notFound]]);

    const late = await waitingAccount(other, 'descriptor_code');
    const [second] = await waits(other);
    fake.expireMicrodeposits(late);
    assert.deepEqual(await verify(other, second?.id, { descriptorCode: 'SM11AA' }), [
      400,
      [bankVerificationMessages.expired],
    ]);
    assert.deepEqual(await waits(other), []);
  });

  it('reminds once, two days in: a member to our page, an anonymous donor to Stripe’s; never after verification', async () => {
    const since = clock;
    const waiting = await waitingGift(member, 25, 'descriptor_code');
    const anonymous = await waitingGift('anonymous', 15, 'amounts');
    const verified = await waitingGift(other, 30, 'amounts');
    const [toVerify] = await waits(other);
    assert.deepEqual(await verify(other, toVerify?.id, { amounts: [32, 45] }), [204, null]);
    const before = {
      member: (await remindersMailed(demo.member.email)).length,
      other: (await remindersMailed(demo.leader.email)).length,
    };

    clock = since + DAY;
    await runReminders();
    assert.equal((await remindersMailed(demo.member.email)).length, before.member);
    assert.deepEqual(await remindersMailed('rut@example.com'), []);

    clock = since + 2 * DAY + 60_000;
    await runReminders();
    const [reminder, ...more] = (await remindersMailed(demo.member.email)).slice(before.member);
    assert.deepEqual(more, []);
    assert.match(reminder?.text ?? '', /Your gift of \$25\.00 of .* from STRIPE TEST BANK •••• 6789/);
    assert.match(reminder?.text ?? '', /6-character code starting with SM/);
    assert.match(reminder?.text ?? '', /http:\/\/localhost:3000\/account\/givings-history/);
    assert.doesNotMatch(reminder?.text ?? '', /payments\.stripe\.com/);
    // The anonymous donor has no account page: Stripe's hosted page, in the language they gave in.
    const [donorMail, ...moreDonor] = await remindersMailed('rut@example.com');
    assert.deepEqual(moreDonor, []);
    assert.equal(donorMail?.subject, `Verifique su cuenta bancaria para ${site.name}`);
    assert.match(donorMail?.text ?? '', /dos pequeños depósitos/);
    assert.ok(donorMail?.text.includes(`https://payments.stripe.com/microdeposit/pacs_test_${anonymous.intentId}`));
    // The verified gift's donor is not reminded.
    assert.equal((await remindersMailed(demo.leader.email)).length, before.other);
    assert.equal(fake.object(verified.intentId).status, 'processing');

    // Once only, however often the job runs.
    clock = since + 5 * DAY;
    await runReminders();
    assert.equal((await remindersMailed(demo.member.email)).length, before.member + 1);
    assert.equal((await remindersMailed('rut@example.com')).length, 1);
    assert.equal(waiting.intentId.startsWith('pi_'), true);
  });

  it('reminds nobody whose wait ended first: failed or canceled by Stripe, or verified on its hosted page', async () => {
    const since = clock;
    const failed = await waitingGift(member, 11, 'amounts');
    const hosted = await waitingGift(member, 12, 'amounts');
    const before = (await remindersMailed(demo.member.email)).length;
    // Stripe gave up on one (its event), and the other was verified on Stripe's page (event not yet here).
    const { payload, signature } = signedEvent('payment_intent.payment_failed', {
      ...fake.object(failed.intentId),
      status: 'requires_payment_method',
      last_payment_error: {
        type: 'invalid_request_error',
        code: 'payment_method_microdeposit_verification_attempts_exceeded',
        message: 'You have exceeded the number of allowed verification attempts.',
      },
    });
    assert.equal(
      (
        await app.inject({
          method: 'POST',
          url: '/api/payments/webhook',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          payload,
        })
      ).statusCode,
      200,
    );
    // The $25 gift of the case before still waits; the failed $11 one does not.
    assert.deepEqual(
      (await waits(member)).map((wait) => wait.amount),
      [25, 12],
    );
    await fakeVerifyOnHostedPage(hosted.intentId);
    // Entered here too, afterwards: Stripe says it no longer waits, and it was verified.
    const [, onHosted] = await waits(member);
    assert.deepEqual(await verify(member, onHosted?.id, { amounts: [32, 45] }), [204, null]);
    assert.deepEqual(
      (await call(member, 'GET', '/givings/history/current?take=50'))
        .json<{ entities: GivingHistoryItem[] }>()
        .entities.filter((entry) => entry.givingId === hosted.givingId)
        .map((entry) => [entry.status, entry.amount]),
      [['pending', 12]],
    );
    // A wait Stripe verified on its page, its event not here yet, is not reminded either.
    const later = await waitingGift(member, 13, 'amounts');
    await fakeVerifyOnHostedPage(later.intentId);
    clock = since + 3 * DAY;
    await runReminders();
    assert.equal((await remindersMailed(demo.member.email)).length, before);
    assert.deepEqual(
      (await waits(member)).map((wait) => wait.amount),
      [25],
    );
  });

  /** The holder verifies on Stripe's hosted page: Stripe's own endpoint, called as that page would. */
  async function fakeVerifyOnHostedPage(intentId: string) {
    const stripe = new Stripe(fake.connection.secretKey, {
      host: fake.connection.host,
      port: fake.connection.port,
      protocol: fake.connection.protocol,
      maxNetworkRetries: 0,
    });
    await stripe.paymentIntents.verifyMicrodeposits(intentId, { amounts: [32, 45] });
  }
});
