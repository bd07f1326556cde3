import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { sandboxTestCards } from '@church/contracts';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, describeEachDatabase } from '../../../test/helper';

describeEachDatabase('payments: card testing on one gift', (target) => {
  let app: FastifyInstance;

  before(async () => {
    app = await buildTestApp(await target.fresh());
  });
  after(() => app.close());

  const newCard = async (number: string, remoteAddress: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/sandbox/payment-methods',
      remoteAddress,
      payload: { card: { number, expMonth: 12, expYear: 2099, cvc: '123' } },
    });
    assert.equal(response.statusCode, 201, response.body);
    return response.json<{ id: string }>().id;
  };

  it('cancels the intent after three declines, and answers 429 from one network beyond the limit', async () => {
    const intent = await app.payments.gateway.createPaymentIntent(
      { amount: 2500, currency: 'usd', metadata: { purpose: 'test' } },
      { idempotencyKey: 'card-testing-1' },
    );
    const tester = '2001:db8:bad:1::1';
    const declined = await newCard(sandboxTestCards.declined, tester);
    const answers = [];
    for (let i = 0; i < 130; i += 1) {
      // A fresh address of the same /64 each time: still one network.
      answers.push(
        await app.inject({
          method: 'POST',
          url: `/api/sandbox/payment-intents/${intent.id}/confirm`,
          remoteAddress: `2001:db8:bad:1::${(i + 2).toString(16)}`,
          payload: { clientSecret: intent.clientSecret, paymentMethodId: declined },
        }),
      );
    }
    const declineMessage = 'Your card was declined.';
    assert.deepEqual(
      answers
        .slice(0, 3)
        .map((answer) => [answer.statusCode, answer.json().status, answer.json().lastPaymentError?.message]),
      [
        [200, 'requires_payment_method', declineMessage],
        [200, 'requires_payment_method', declineMessage],
        [200, 'canceled', declineMessage],
      ],
    );
    assert.deepEqual(new Set(answers.slice(3, 120).map((answer) => answer.statusCode)), new Set([400]), 'canceled');
    assert.deepEqual(new Set(answers.slice(120).map((answer) => answer.statusCode)), new Set([429]), 'limited');
    assert.deepEqual(answers[129]?.json(), {
      errors: ['Too many card payments in a short time, please try again later'],
    });
    assert.ok(Number(answers[129]?.headers['retry-after']) > 0);

    const good = await newCard(sandboxTestCards.succeeds, '198.51.100.5');
    const paid = await app.inject({
      method: 'POST',
      url: `/api/sandbox/payment-intents/${intent.id}/confirm`,
      remoteAddress: '198.51.100.5',
      payload: { clientSecret: intent.clientSecret, paymentMethodId: good },
    });
    assert.equal(paid.statusCode, 400, 'a canceled intent takes no more cards, a good one included');
    assert.equal((await app.payments.gateway.retrievePaymentIntent(intent.id))?.status, 'canceled');
  });
});
