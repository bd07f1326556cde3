import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  callsTo,
  createdGiving,
  fakeGivingApi,
  giftClientSecret,
  intent,
  testCards,
} from '../../../testing/giving-api';
import { enterCard, renderGivingDialog, resetGivingPage, signInMember } from '../../../testing/giving-dialog';

afterEach(resetGivingPage);

const rates = { cardPercent: 2.9, cardFixed: 0.3, bankPercent: 0.8, bankCap: 5 };

async function payStep() {
  signInMember();
  const requests = fakeGivingApi({
    'GET /api/processing-fees': () => Response.json(rates),
    'POST /api/givings/one-time-giving': () =>
      Response.json(createdGiving([{ amount: 10, givingTypeId: 1 }]), { status: 201 }),
    'POST /api/givings/one-time-giving-payment': () => Response.json({ clientSecret: giftClientSecret }),
    // A bank payment is processing until it settles; a card's succeeds at once.
    'POST /api/sandbox/payment-intents/pi_gift/confirm': ({ body }) =>
      Response.json(
        intent('pi_gift', {
          status: (body as { paymentMethodId: string }).paymentMethodId === 'pm_bank' ? 'processing' : 'succeeded',
        }),
      ),
    'POST /api/sandbox/bank-accounts': () =>
      Response.json(
        {
          id: 'pm_bank',
          type: 'us_bank_account',
          card: { brand: 'STRIPE TEST BANK', last4: '6789', expMonth: 0, expYear: 0 },
        },
        { status: 201 },
      ),
  });
  renderGivingDialog();
  await userEvent.click(screen.getByRole('button', { name: 'Give once' }));
  await userEvent.selectOptions(await screen.findByLabelText('Giving type'), 'Tithe');
  await userEvent.click(screen.getByRole('button', { name: 'Checkout' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
  await screen.findByRole('heading', { name: 'Card' });
  return requests;
}

const paymentBodies = (requests: Awaited<ReturnType<typeof payStep>>) =>
  requests.filter((request) => request.path === '/api/givings/one-time-giving-payment').map((request) => request.body);

it("adds the card's fee when the donor covers it: the Pay button, the request and the thank-you say it", async () => {
  const requests = await payStep();
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Add $0.61 to cover processing fees' }));
  await enterCard(testCards.succeeds.number);
  await userEvent.click(screen.getByRole('button', { name: 'Pay $10.61' }));

  expect(
    await screen.findByText('You added $0.61 to cover processing fees (total $10.61). Thank you!'),
  ).toBeInTheDocument();
  expect(paymentBodies(requests)).toEqual([{ givingId: createdGiving([]).id, coverFees: true, fee: 0.61 }]);
});

it("a bank account's fee is the bank's, and its gift is pending until the bank completes it", async () => {
  const requests = await payStep();
  await userEvent.click(screen.getByRole('radio', { name: 'Bank account' }));
  // 0.8% of $10.08, rounded to the cent: the church receives $10.00.
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Add $0.08 to cover processing fees' }));
  await userEvent.type(screen.getByLabelText('Account holder name'), 'Ann Lee');
  await userEvent.type(screen.getByLabelText('Routing number'), '110000000');
  await userEvent.type(screen.getByLabelText('Account number'), '000123456789');
  await userEvent.click(screen.getByRole('button', { name: 'Pay $10.08' }));

  expect(await screen.findByText(/is pending until your bank completes it/)).toBeInTheDocument();
  expect(screen.getByText('We will e-mail you if your bank does not complete it.')).toBeInTheDocument();
  expect(paymentBodies(requests)).toEqual([
    { givingId: createdGiving([]).id, paymentKind: 'bank', coverFees: true, fee: 0.08 },
  ]);
  expect(callsTo(requests, '/api/sandbox')).toEqual([
    'POST /api/sandbox/bank-accounts',
    'POST /api/sandbox/payment-intents/pi_gift/confirm',
  ]);
});
