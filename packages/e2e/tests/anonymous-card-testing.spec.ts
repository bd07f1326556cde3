import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO, tokenOf } from '../src/accounts';
import { fillCard, fillDesignation, openGivingFlow, TEST_CARDS } from '../src/giving';

const COOL_DOWN = 'Too many cards were declined from this network, please wait an hour before trying again';

/**
 * Sandbox only: forgets the card-testing counts. The test site has one address, so the
 * cool-down this test causes would refuse every later spec's anonymous gift for an hour.
 */
async function forgetCardTestingCounts(request: APIRequestContext) {
  const token = await tokenOf(request, DEMO.admin);
  const response = await request.delete('/api/sandbox/card-testing-limits', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(204);
}

/** A script, as card testers run one: an anonymous gift, then `cards` declined cards on its intent. */
async function declineCards(request: APIRequestContext, givingTypeId: number, donor: string, cards: number) {
  const gift = await request.post('/api/givings/anonymous-giving', {
    data: { donorName: 'Script', donorEmail: `${donor}@example.org`, designations: [{ amount: 5, givingTypeId }] },
  });
  const payment = await request.post('/api/givings/anonymous-giving-payment', {
    data: { givingId: ((await gift.json()) as { id: string }).id },
  });
  expect(payment.status()).toBe(200);
  const { clientSecret } = (await payment.json()) as { clientSecret: string };
  for (let card = 0; card < cards; card += 1) {
    const method = await request.post('/api/sandbox/payment-methods', {
      data: { card: { number: TEST_CARDS.declined.replaceAll(' ', ''), expMonth: 12, expYear: 2099, cvc: '123' } },
    });
    const confirmed = await request.post(`/api/sandbox/payment-intents/${clientSecret.split('_secret_')[0]}/confirm`, {
      data: { clientSecret, paymentMethodId: ((await method.json()) as { id: string }).id },
    });
    expect(((await confirmed.json()) as { status: string }).status).not.toBe('succeeded');
  }
}

test.afterEach(({ request }) => forgetCardTestingCounts(request));

test('after a script has five cards declined, the anonymous wizard refuses with a message', async ({
  page,
  request,
}) => {
  // A script's ten calls, then the visitor's whole wizard.
  test.slow();
  await forgetCardTestingCounts(request);
  const [tithe] = (await (await request.get('/api/givingTypes')).json()) as { id: number }[];
  // Each intent takes 3 declined cards at most: two gifts' worth, five declines, start the cool-down.
  await declineCards(request, tithe?.id ?? 0, 'script-1', 3);
  await declineCards(request, tithe?.id ?? 0, 'script-2', 2);

  await page.goto('/');
  const dialog = await openGivingFlow(page, 'Give once');
  await fillDesignation(dialog, 0, '10', 'Tithe');
  await dialog.getByRole('button', { name: 'Checkout' }).click();
  await dialog.getByLabel('Your name').fill('Honest Neighbour');
  await dialog.getByLabel('Your email').fill('neighbour@example.org');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await fillCard(dialog, TEST_CARDS.succeeds);
  await dialog.getByRole('button', { name: 'Pay $10.00' }).click();
  await expect(dialog.getByRole('alert')).toContainText(COOL_DOWN);
  await expect(dialog.getByRole('heading', { name: 'Thank you!' })).toBeHidden();
});
