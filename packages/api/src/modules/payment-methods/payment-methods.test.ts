import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { sandboxTestCards } from '@church/contracts';
import type { FastifyInstance } from 'fastify';
import { bearer, buildTestApp, demo, describeEachDatabase, login, type TestSession } from '../../../test/helper';

interface Method {
  id: number;
  isDefault: boolean;
  stripePaymentMethodId: string;
  card: { brand: string; last4: string };
}

describeEachDatabase('saved payment methods', (target) => {
  let app: FastifyInstance;
  let member: TestSession;
  let leader: TestSession;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, session?: TestSession, payload?: object) =>
    app.inject({
      method,
      url: `/api${url}`,
      ...(session ? { headers: bearer(session) } : {}),
      ...(payload ? { payload } : {}),
    });
  const newCard = async (number: string) =>
    (
      await call('POST', '/sandbox/payment-methods', undefined, {
        card: { number, expMonth: 12, expYear: 2099, cvc: '123' },
      })
    ).json<{ id: string }>().id;
  const list = async (session: TestSession) =>
    (await call('GET', '/payment-methods/current', session)).json<Method[]>();

  before(async () => {
    app = await buildTestApp(await target.fresh());
    [member, leader] = await Promise.all([login(app, demo.member), login(app, demo.leader)]);
  });
  after(() => app.close());

  it('saves cards (the first is the default), switches the default and removes cards', async () => {
    assert.deepEqual(await list(member), []);
    const visa = await call('POST', '/payment-methods', member, {
      stripePaymentMethodId: await newCard(sandboxTestCards.succeeds),
    });
    assert.equal(visa.statusCode, 201, visa.body);
    assert.deepEqual(visa.json<Method>().card, { brand: 'visa', last4: '4242' });
    assert.equal(visa.json<Method>().isDefault, true);
    const master = await call('POST', '/payment-methods', member, {
      stripePaymentMethodId: await newCard('5555555555554444'),
    });
    assert.equal(master.json<Method>().isDefault, false);

    const switched = await call('PUT', `/payment-methods/${master.json<Method>().id}/default`, member);
    assert.deepEqual(
      switched.json<Method[]>().map((method) => [method.card.last4, method.isDefault]),
      [
        ['4242', false],
        ['4444', true],
      ],
    );
    assert.equal((await call('DELETE', `/payment-methods/${master.json<Method>().id}`, member)).statusCode, 204);
    assert.deepEqual(
      (await list(member)).map((method) => [method.card.last4, method.isDefault]),
      [['4242', true]],
    );
  });

  it("pays a member's gift with a saved card", async () => {
    const [saved] = await list(member);
    const types = (await call('GET', '/givingTypes')).json<{ id: number }[]>();
    const { id } = (
      await call('POST', '/givings/one-time-giving', member, {
        designations: [{ amount: 12.34, givingTypeId: types[0]?.id }],
      })
    ).json<{ id: string }>();
    const { clientSecret } = (await call('POST', '/givings/one-time-giving-payment', member, { givingId: id })).json();
    const confirmed = await call(
      'POST',
      `/sandbox/payment-intents/${clientSecret.split('_secret_')[0]}/confirm`,
      undefined,
      {
        clientSecret,
        paymentMethodId: saved?.stripePaymentMethodId,
      },
    );
    assert.equal(confirmed.json().status, 'succeeded');
  });

  it("keeps members out of each other's cards and refuses unknown ones", async () => {
    const [saved] = await list(member);
    for (const response of [
      await call('PUT', `/payment-methods/${saved?.id}/default`, leader),
      await call('DELETE', `/payment-methods/${saved?.id}`, leader),
    ]) {
      assert.deepEqual([response.statusCode, response.json()], [404, { errors: ['Payment method not found'] }]);
    }
    const stolen = await call('POST', '/payment-methods', leader, {
      stripePaymentMethodId: saved?.stripePaymentMethodId ?? '',
    });
    assert.equal(stolen.statusCode, 400);
    const unknown = await call('POST', '/payment-methods', leader, { stripePaymentMethodId: 'pm_nothing' });
    assert.equal(unknown.statusCode, 404);
    const empty = await call('POST', '/payment-methods', leader, {});
    assert.deepEqual([empty.statusCode, empty.json()], [400, { errors: ['Payment method is required'] }]);
    assert.equal((await call('GET', '/payment-methods/current')).statusCode, 401);
    assert.equal((await list(member)).length, 1);
  });
});
