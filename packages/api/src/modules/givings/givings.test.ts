import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { givingMessages, sandboxTestCards, type GivingHistoryItem } from '@church/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bearer, buildTestApp, demo, describeEachDatabase, login, type TestSession } from '../../../test/helper';
import { sandboxObjects } from '../payments';
import { givings } from './givings.table';

describeEachDatabase('one-time and anonymous gifts', (target) => {
  let app: FastifyInstance;
  let member: TestSession;
  let leader: TestSession;
  let types: { id: number; name: string }[];
  /** The demo gift history's size: these tests add to it. */
  const seeded = { member: 0, all: 0 };
  const post = (url: string, payload: object, session?: TestSession) =>
    app.inject({ method: 'POST', url: `/api${url}`, payload, ...(session ? { headers: bearer(session) } : {}) });
  const donor = { donorName: 'Ruth Miller', donorEmail: 'ruth@example.com' };
  const statusOf = async (id: string) => {
    const [row] = await app.database.db.select().from(givings).where(eq(givings.id, id));
    return row?.status;
  };
  /** Pays as the browser would: tokenise the card, confirm the intent with its client secret. */
  const pay = async (clientSecret: string, number: string) => {
    const card = await post('/sandbox/payment-methods', { card: { number, expMonth: 12, expYear: 2099, cvc: '123' } });
    const intentId = clientSecret.split('_secret_')[0];
    return post(`/sandbox/payment-intents/${intentId}/confirm`, {
      clientSecret,
      paymentMethodId: card.json<{ id: string }>().id,
    });
  };

  before(async () => {
    app = await buildTestApp(await target.fresh());
    [member, leader] = await Promise.all([login(app, demo.member), login(app, demo.leader)]);
    types = (await app.inject({ method: 'GET', url: '/api/givingTypes' })).json();
    const count = async (url: string, session: TestSession) =>
      (await app.inject({ url: `/api${url}`, headers: bearer(session) })).json<{ count: number }>().count;
    seeded.all = await count('/givings/history', leader);
    seeded.member = await count('/givings/history/current', member);
  });
  after(() => app.close());

  it('an anonymous donor gives $25.50 to two designations with 4242..., and the gift becomes paid', async () => {
    const [tithe, missions] = types;
    const created = await post('/givings/anonymous-giving', {
      ...donor,
      designations: [
        { amount: 20.5, givingTypeId: tithe?.id },
        { amount: 5, givingTypeId: missions?.id },
      ],
    });
    assert.equal(created.statusCode, 201, created.body);
    const giving = created.json<{ id: string; amount: number; status: string; designations: { amount: number }[] }>();
    assert.equal(giving.amount, 25.5);
    assert.equal(giving.status, 'pending');
    assert.deepEqual(
      giving.designations.map((designation) => designation.amount),
      [20.5, 5],
    );
    const [row] = await app.database.db.select().from(givings).where(eq(givings.id, giving.id));
    assert.equal(row?.amountCents, 2550);

    const payment = await post('/givings/anonymous-giving-payment', { givingId: giving.id });
    assert.equal(payment.statusCode, 200);
    const { clientSecret } = payment.json<{ clientSecret: string }>();
    assert.match(clientSecret, /^pi_.+_secret_/);
    const repeated = await post('/givings/anonymous-giving-payment', { givingId: giving.id });
    assert.equal(repeated.json().clientSecret, clientSecret, 'a repeated request answers the same intent');

    const confirmed = await pay(clientSecret, sandboxTestCards.succeeds);
    assert.equal(confirmed.json().status, 'succeeded');
    assert.equal(await statusOf(giving.id), 'paid');
    const afterPaid = await post('/givings/anonymous-giving-payment', { givingId: giving.id });
    assert.deepEqual([afterPaid.statusCode, afterPaid.json()], [400, { errors: ['This gift is already paid'] }]);
  });

  it("a member's declined card leaves the gift pending; authentication then pays it", async () => {
    const created = await post(
      '/givings/one-time-giving',
      { designations: [{ amount: 10, givingTypeId: types[0]?.id }] },
      member,
    );
    assert.equal(created.statusCode, 201);
    const { id } = created.json<{ id: string }>();
    const { clientSecret } = (await post('/givings/one-time-giving-payment', { givingId: id }, member)).json();

    const declined = await pay(clientSecret, sandboxTestCards.declined);
    assert.equal(declined.json().lastPaymentError.message, givingMessages.cardDeclined);
    assert.equal(await statusOf(id), 'pending');

    const challenged = await pay(clientSecret, sandboxTestCards.requiresAuthentication);
    assert.equal(challenged.json().status, 'requires_action');
    assert.equal(await statusOf(id), 'pending');
    const intentId = clientSecret.split('_secret_')[0];
    const approved = await post(`/sandbox/payment-intents/${intentId}/authenticate`, { clientSecret, approve: true });
    assert.equal(approved.json().status, 'succeeded');
    assert.equal(await statusOf(id), 'paid');
  });

  it("refuses another member's gift, a member's gift as anonymous, and signed-out one-time gifts", async () => {
    const { id } = (
      await post('/givings/one-time-giving', { designations: [{ amount: 10, givingTypeId: types[0]?.id }] }, member)
    ).json<{ id: string }>();
    for (const response of [
      await post('/givings/one-time-giving-payment', { givingId: id }, leader),
      await post('/givings/anonymous-giving-payment', { givingId: id }),
      await post('/givings/one-time-giving-payment', { givingId: '00000000-0000-4000-8000-000000000000' }, member),
    ]) {
      assert.deepEqual([response.statusCode, response.json()], [404, { errors: ['Giving not found'] }]);
    }
    assert.equal((await post('/givings/one-time-giving', { designations: [] })).statusCode, 401);
    assert.equal((await post('/givings/one-time-giving-payment', { givingId: id })).statusCode, 401);
  });

  it('checks every amount rule with the spec messages', async () => {
    const typeId = types[0]?.id ?? 0;
    const otherId = types[1]?.id ?? 0;
    for (const [designations, message] of [
      [[{ givingTypeId: typeId }], givingMessages.amountRequired],
      [[{ amount: null, givingTypeId: typeId }], givingMessages.amountRequired],
      [[{ amount: 0.5, givingTypeId: typeId }], givingMessages.amountMinimum],
      [[{ amount: 1000000, givingTypeId: typeId }], givingMessages.amountMaximum],
      [[{ amount: 10.001, givingTypeId: typeId }], givingMessages.amountDecimals],
      [
        [
          { amount: 999999.99, givingTypeId: typeId },
          { amount: 0.01 + 0.99, givingTypeId: otherId },
        ],
        givingMessages.totalMaximum,
      ],
      [[{ amount: 10 }], givingMessages.givingTypeRequired],
      [
        [
          { amount: 10, givingTypeId: typeId },
          { amount: 10, givingTypeId: typeId },
        ],
        givingMessages.duplicateGivingType,
      ],
      [[], givingMessages.designationsRequired],
      [[{ amount: 10, givingTypeId: 999999 }], givingMessages.givingTypeInvalid],
    ] as const) {
      const response = await post('/givings/one-time-giving', { designations }, member);
      assert.deepEqual(
        [response.statusCode, response.json()],
        [400, { errors: [message] }],
        JSON.stringify(designations),
      );
    }
    const atMaximum = await post(
      '/givings/one-time-giving',
      {
        designations: [
          { amount: 999998.99, givingTypeId: typeId },
          { amount: 1, givingTypeId: otherId },
        ],
      },
      member,
    );
    assert.equal(atMaximum.statusCode, 201, 'a total of exactly $999999.99 is allowed');
    assert.equal(atMaximum.json().amount, 999999.99);
  });

  it('asks an anonymous donor for a name and an e-mail address', async () => {
    const designations = [{ amount: 10, givingTypeId: types[0]?.id }];
    for (const [payload, message] of [
      [{ donorEmail: donor.donorEmail }, givingMessages.donorNameRequired],
      [{ donorName: '  ', donorEmail: donor.donorEmail }, givingMessages.donorNameRequired],
      [{ donorName: donor.donorName }, givingMessages.donorEmailRequired],
      [{ donorName: donor.donorName, donorEmail: 'not-an-email' }, givingMessages.donorEmailInvalid],
    ] as const) {
      const response = await post('/givings/anonymous-giving', { designations, ...payload });
      assert.deepEqual([response.statusCode, response.json()], [400, { errors: [message] }]);
    }
  });

  it("lists the member's paid designations and refunds only the member's own, once", async () => {
    const created = await post(
      '/givings/one-time-giving',
      {
        designations: [
          { amount: 30, givingTypeId: types[2]?.id },
          { amount: 7.25, givingTypeId: types[3]?.id },
        ],
      },
      member,
    );
    const { id, designations } = created.json<{ id: string; designations: { id: number }[] }>();
    const [first, second] = designations;
    const refund = (givingDetailId: number | undefined, session: TestSession) =>
      app.inject({ method: 'PUT', url: '/api/givings/refund', payload: { givingDetailId }, headers: bearer(session) });

    const unpaid = await refund(first?.id, member);
    assert.deepEqual([unpaid.statusCode, unpaid.json()], [400, { errors: ['Only a paid gift can be refunded'] }]);
    const { clientSecret } = (await post('/givings/one-time-giving-payment', { givingId: id }, member)).json();
    await pay(clientSecret, sandboxTestCards.succeeds);

    const history = async () =>
      (await app.inject({ method: 'GET', url: '/api/givings/history/current', headers: bearer(member) })).json<{
        count: number;
        entities: GivingHistoryItem[];
      }>();
    const before = await history();
    assert.equal(before.count, seeded.member + 3, 'the paid designations only: $10 earlier and these two');
    assert.deepEqual(
      before.entities
        .slice(0, 2)
        .map((item) => [item.id, item.amount, item.givingTypeName, item.isRefunded, item.paymentMethod]),
      [
        [first?.id, 30, 'Building Fund', false, { kind: 'card', brand: 'visa', last4: '4242' }],
        [second?.id, 7.25, 'Benevolence', false, { kind: 'card', brand: 'visa', last4: '4242' }],
      ],
    );
    assert.equal(before.entities.length, 6, 'six a page by default');

    const others = await refund(first?.id, leader);
    assert.deepEqual([others.statusCode, others.json()], [404, { errors: ['Giving not found'] }]);
    const leaders = await app.inject({ method: 'GET', url: '/api/givings/history/current', headers: bearer(leader) });
    assert.ok(leaders.json<{ entities: { id: number }[] }>().entities.every((item) => item.id !== first?.id));
    assert.equal((await refund(first?.id, member)).statusCode, 204);
    const again = await refund(first?.id, member);
    assert.deepEqual([again.statusCode, again.json()], [400, { errors: ['This gift is already refunded'] }]);
    const afterOne = await history();
    assert.deepEqual(
      afterOne.entities.slice(0, 2).map((item) => item.isRefunded),
      [true, false],
    );
    assert.equal(await statusOf(id), 'paid');
    assert.equal((await refund(second?.id, member)).statusCode, 204);
    assert.equal(await statusOf(id), 'refunded');
    assert.equal((await app.inject({ method: 'GET', url: '/api/givings/history/current' })).statusCode, 401);
    assert.equal((await refund(999999, member)).statusCode, 404);
  });

  it("lets an admin refund anybody's online gift", async () => {
    const admin = await login(app, demo.admin);
    const history = await app.inject({ url: '/api/givings/history?take=50', headers: bearer(admin) });
    const gift = history
      .json<{ entities: (GivingHistoryItem & { kind: string })[] }>()
      .entities.find((item) => item.kind === 'anonymous' && !item.isRefunded);
    assert.ok(gift, 'an anonymous paid gift');
    const refund = (session: TestSession) =>
      app.inject({
        method: 'PUT',
        url: '/api/givings/refund',
        payload: { givingDetailId: gift.id },
        headers: bearer(session),
      });
    assert.equal((await refund(leader)).statusCode, 404, 'the Givings action alone refunds only its own gifts');
    assert.equal((await refund(admin)).statusCode, 204);
    const again = await refund(admin);
    assert.deepEqual([again.statusCode, again.json()], [400, { errors: ['This gift is already refunded'] }]);
  });

  it('shows every paid designation with its donor to the Givings action only', async () => {
    const all = await app.inject({ method: 'GET', url: '/api/givings/history?take=50', headers: bearer(leader) });
    assert.equal(all.statusCode, 200);
    const { count, entities } = all.json<{ count: number; entities: { amount: number; donorName: string }[] }>();
    assert.equal(count, seeded.all + 5, 'the anonymous 20.50 + 5, the member 10 and the refunded 30 + 7.25');
    assert.deepEqual(
      entities
        .slice(0, 5)
        .map((item) => item.donorName)
        .sort(),
      ['Daniel Okafor', 'Daniel Okafor', 'Daniel Okafor', 'Ruth Miller', 'Ruth Miller'].sort(),
    );
    assert.equal(
      (await app.inject({ method: 'GET', url: '/api/givings/history?take=1', headers: bearer(leader) })).json().entities
        .length,
      1,
    );
    const forbidden = await app.inject({ method: 'GET', url: '/api/givings/history', headers: bearer(member) });
    assert.equal(forbidden.statusCode, 403);
  });

  it('refunds once when the same refund is sent twice at once', async () => {
    const created = await post(
      '/givings/one-time-giving',
      { designations: [{ amount: 12, givingTypeId: types[0]?.id }] },
      member,
    );
    const { id, designations } = created.json<{ id: string; designations: { id: number }[] }>();
    const { clientSecret } = (await post('/givings/one-time-giving-payment', { givingId: id }, member)).json();
    await pay(clientSecret, sandboxTestCards.succeeds);
    const givingDetailId = designations[0]?.id;
    const refund = () =>
      app.inject({ method: 'PUT', url: '/api/givings/refund', payload: { givingDetailId }, headers: bearer(member) });
    const answers = await Promise.all([refund(), refund()]);
    assert.ok(answers.some((answer) => answer.statusCode === 204));
    assert.ok(answers.every((answer) => [204, 400].includes(answer.statusCode)));
    const refunds = await app.database.db
      .select()
      .from(sandboxObjects)
      .where(
        and(
          eq(sandboxObjects.kind, 'refund'),
          sql`${sandboxObjects.data}->'metadata'->>'givingDetailId' = ${String(givingDetailId)}`,
        ),
      );
    assert.equal(refunds.length, 1);
    assert.equal((await refund()).statusCode, 400);
  });

  it('keeps a giving type that has gifts', async () => {
    const admin = await login(app, demo.admin);
    const response = await app.inject({
      method: 'DELETE',
      url: `/api/givingTypes/${types[0]?.id}`,
      headers: bearer(admin),
    });
    assert.deepEqual([response.statusCode, response.json()], [409, { errors: [givingMessages.givingTypeInUse] }]);
  });
});
