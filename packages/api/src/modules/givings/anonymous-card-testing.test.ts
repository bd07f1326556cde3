import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { sandboxTestCards } from '@church/contracts';
import type { FastifyInstance } from 'fastify';
import { bearer, buildTestApp, demo, describeEachDatabase, login } from '../../../test/helper';
import { cardTestingMessages } from './card-testing-limits';

describeEachDatabase('anonymous giving: card-testing limits', (target) => {
  let app: FastifyInstance;
  let givingTypeId: number;

  before(async () => {
    app = await buildTestApp(await target.fresh());
    givingTypeId = (await app.inject({ url: '/api/givingTypes' })).json<{ id: number }[]>()[0]?.id ?? 0;
  });
  after(() => app.close());

  const post = (url: string, remoteAddress: string, payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: `/api${url}`, remoteAddress, headers, payload });

  /** A visitor's gift as the wizard makes it: the gift, then its intent; the intent's answer. */
  const startGift = async (remoteAddress: string, donorEmail: string, headers: Record<string, string> = {}) => {
    const created = await post(
      '/givings/anonymous-giving',
      remoteAddress,
      { donorName: 'Sam Visitor', donorEmail, designations: [{ amount: 5, givingTypeId }] },
      headers,
    );
    if (created.statusCode !== 201) return created;
    return post(
      '/givings/anonymous-giving-payment',
      remoteAddress,
      { givingId: created.json<{ id: string }>().id },
      headers,
    );
  };

  /** The card step: tokenise the card, confirm the intent with it; the intent's status. */
  const tryCard = async (remoteAddress: string, clientSecret: string, number: string) => {
    const card = await post('/sandbox/payment-methods', remoteAddress, {
      card: { number, expMonth: 12, expYear: 2099, cvc: '123' },
    });
    const intentId = clientSecret.split('_secret_')[0];
    const confirmed = await post(`/sandbox/payment-intents/${intentId}/confirm`, remoteAddress, {
      clientSecret,
      paymentMethodId: card.json<{ id: string }>().id,
    });
    return confirmed.json<{ status: string }>().status;
  };

  it('stops a loop of 30 declined cards from one address after 5 declines; another address still gives', async () => {
    const tester = '203.0.113.50';
    const outcomes: (string | number)[] = [];
    for (let attempt = 0; attempt < 30; attempt += 1) {
      // A script makes up a new donor every time.
      const payment = await startGift(tester, `donor${attempt}@example.com`);
      if (payment.statusCode !== 200) {
        outcomes.push(payment.statusCode);
        continue;
      }
      outcomes.push(
        await tryCard(tester, payment.json<{ clientSecret: string }>().clientSecret, sandboxTestCards.declined),
      );
    }
    assert.deepEqual(outcomes.slice(0, 5), Array(5).fill('requires_payment_method'));
    // Refused at the payment by the cool-down, and from the 16th on at the gift by the general
    // throttle of anonymous gifts: never a card tried again.
    assert.deepEqual(new Set(outcomes.slice(5)), new Set([429]), 'every later attempt is refused before any card');

    const neighbour = '198.51.100.50';
    const payment = await startGift(neighbour, 'neighbour@example.com');
    assert.equal(payment.statusCode, 200, payment.body);
    assert.equal(
      await tryCard(neighbour, payment.json<{ clientSecret: string }>().clientSecret, sandboxTestCards.succeeds),
      'succeeded',
    );
  });

  it("says why, in the reader's language, when a network cools down", async () => {
    const tester = '203.0.113.51';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const payment = await startGift(tester, `cool${attempt}@example.com`);
      await tryCard(tester, payment.json<{ clientSecret: string }>().clientSecret, sandboxTestCards.declined);
    }
    const refused = await startGift(tester, 'cool5@example.com');
    assert.deepEqual([refused.statusCode, refused.json()], [429, { errors: [cardTestingMessages.coolDown] }]);
    assert.ok(Number(refused.headers['retry-after']) > 50 * 60, 'the cool-down lasts about an hour');
    const spanish = await startGift(tester, 'cool6@example.com', { 'accept-language': 'es' });
    assert.deepEqual(spanish.json(), {
      errors: [
        'Se rechazaron demasiadas tarjetas desde esta red; por favor, espere una hora antes de volver a intentarlo',
      ],
    });
  });

  it("lifts a network's cool-down when an admin forgets the counts (sandbox only)", async () => {
    const tester = '203.0.113.52';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const payment = await startGift(tester, `lift${attempt}@example.com`);
      await tryCard(tester, payment.json<{ clientSecret: string }>().clientSecret, sandboxTestCards.declined);
    }
    assert.equal((await startGift(tester, 'lift5@example.com')).statusCode, 429);

    const forget = (headers: Record<string, string>) =>
      app.inject({ method: 'DELETE', url: '/api/sandbox/card-testing-limits', headers });
    assert.equal((await forget(bearer(await login(app, demo.member)))).statusCode, 403);
    assert.equal((await startGift(tester, 'lift6@example.com')).statusCode, 429, 'a member cannot lift it');
    assert.equal((await forget(bearer(await login(app, demo.admin)))).statusCode, 204);
    assert.equal((await startGift(tester, 'lift7@example.com')).statusCode, 200);
  });

  it('lets a donor who mistypes a card twice pay with the right one, and give again', async () => {
    const donor = '198.51.100.51';
    const payment = await startGift(donor, 'careful@example.com');
    const { clientSecret } = payment.json<{ clientSecret: string }>();
    assert.equal(await tryCard(donor, clientSecret, sandboxTestCards.declined), 'requires_payment_method');
    assert.equal(await tryCard(donor, clientSecret, sandboxTestCards.declined), 'requires_payment_method');
    assert.equal(await tryCard(donor, clientSecret, sandboxTestCards.succeeds), 'succeeded');

    const again = await startGift(donor, 'careful@example.com');
    assert.equal(again.statusCode, 200, again.body);
    assert.equal(
      await tryCard(donor, again.json<{ clientSecret: string }>().clientSecret, sandboxTestCards.succeeds),
      'succeeded',
    );
  });

  it('limits payment attempts for one e-mail address from any address, 5 an hour', async () => {
    const answers = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      answers.push(await startGift(`192.0.2.${attempt + 10}`, 'Same.Donor@example.com'));
    }
    assert.deepEqual(
      answers.map((answer) => answer.statusCode),
      [200, 200, 200, 200, 200, 429],
    );
    assert.deepEqual(answers[5]?.json(), { errors: [cardTestingMessages.tooManyAttempts] });
    assert.equal((await startGift('192.0.2.20', 'other.donor@example.com')).statusCode, 200);
  });
});
