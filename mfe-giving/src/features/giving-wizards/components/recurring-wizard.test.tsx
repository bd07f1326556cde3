import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chargeDays, givingMessages } from '@church/contracts';
import { churchDay, formatDate } from '@church/ui';
import {
  callsTo,
  fakeGivingApi,
  invoice,
  savedVisa,
  subscription,
  subscriptionData,
  testCards,
} from '../../../testing/giving-api';
import { enterCard, renderGivingDialog, resetGivingPage, signInMember } from '../../../testing/giving-dialog';

type Routes = Parameters<typeof fakeGivingApi>[0];

afterEach(resetGivingPage);

async function openRecurringWizard(routes: Routes = {}) {
  signInMember();
  const requests = fakeGivingApi({
    'POST /api/givings/subscription-subject': () => Response.json(subscriptionData),
    ...routes,
  });
  renderGivingDialog();
  await userEvent.click(screen.getByRole('button', { name: 'Give monthly' }));
  await screen.findByRole('heading', { name: 'Recurring plan' });
  return requests;
}

async function choosePlan(amount = '$50.00 a month', type = 'Tithe') {
  await userEvent.selectOptions(screen.getByLabelText('Monthly amount'), amount);
  await userEvent.selectOptions(screen.getByLabelText('Giving type'), type);
  await userEvent.click(screen.getByRole('button', { name: 'Checkout' }));
  await screen.findByRole('heading', { name: 'Confirmation' });
}

async function confirmPlan(heading: 'Card' | 'Payment method' = 'Card') {
  await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  await screen.findByRole('heading', { name: heading });
}

const bodyOf = (requests: { path: string; body: unknown }[], path: string) =>
  requests.filter((request) => request.path === path).map((request) => request.body);

it('requires an amount and a giving type', async () => {
  const requests = await openRecurringWizard();
  await userEvent.click(screen.getByRole('button', { name: 'Checkout' }));

  expect(await screen.findByText(givingMessages.amountRequired)).toBeInTheDocument();
  expect(screen.getByText('Giving type is required')).toBeInTheDocument();
  expect(screen.getByText('Recurrence: monthly')).toBeInTheDocument();
  expect(callsTo(requests)).toEqual([]);
});

it('warns about a plan over $999999.99 and disables checkout', async () => {
  await openRecurringWizard();
  await userEvent.selectOptions(screen.getByLabelText('Monthly amount'), '$1,000,000.00 a month');

  expect(screen.getByRole('alert')).toHaveTextContent(givingMessages.totalMaximum);
  expect(screen.getByRole('button', { name: 'Checkout' })).toBeDisabled();
  await userEvent.selectOptions(screen.getByLabelText('Monthly amount'), '$25.00 a month');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('says so when the data for the subscription cannot be loaded', async () => {
  await openRecurringWizard({
    'POST /api/givings/subscription-subject': () => new Response(null, { status: 500 }),
  });
  await choosePlan();
  await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(givingMessages.recurringLoadFailed);
  expect(screen.getByRole('heading', { name: 'Confirmation' })).toBeInTheDocument();
});

it('subscribes with a saved card, then can set up another recurring gift', async () => {
  const requests = await openRecurringWizard({
    'GET /api/payment-methods/current': () => Response.json([savedVisa]),
    'POST /api/givings/create-subscription': () => Response.json(subscription(invoice('succeeded'))),
  });
  await choosePlan();
  expect(screen.getByRole('region', { name: 'Confirmation' })).toHaveTextContent(
    /Monthly amount\s*\$50\.00\s*Giving type\s*Tithe\s*Recurrence\s*Monthly/,
  );
  await confirmPlan('Payment method');
  await userEvent.click(screen.getByRole('button', { name: 'Pay $50.00' }));

  expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeInTheDocument();
  expect(screen.getByText(/monthly gift/)).toHaveTextContent('Your monthly gift of $50.00 to Tithe is active.');
  expect(requests.find((request) => request.path === '/api/givings/subscription-subject')?.search).toBe(
    '?givingPlanId=2&givingTypeId=1',
  );
  expect(bodyOf(requests, '/api/givings/create-subscription')).toEqual([
    { customerId: 'cus_1', paymentMethodId: 'pm_saved_visa', priceId: 'price_50_tithe' },
  ]);

  await userEvent.click(screen.getByRole('button', { name: 'Set up another recurring gift' }));
  expect(await screen.findByRole('heading', { name: 'Recurring plan' })).toBeInTheDocument();
  expect(screen.getByLabelText('Monthly amount')).toHaveValue('');
});

it('shows a declined first payment, then retries that invoice with another card instead of subscribing again', async () => {
  const requests = await openRecurringWizard({
    'POST /api/givings/create-subscription': () => Response.json(subscription(invoice('requires_payment_method'))),
    'POST /api/givings/retry-invoice': () => Response.json(invoice('succeeded')),
  });
  await choosePlan();
  await confirmPlan();
  await enterCard(testCards.declined.number);
  await userEvent.click(screen.getByRole('button', { name: 'Pay $50.00' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(givingMessages.cardDeclined);
  expect(screen.getByRole('alert')).not.toHaveTextContent(givingMessages.paymentFailed);

  await userEvent.clear(screen.getByLabelText('Card number'));
  await userEvent.type(screen.getByLabelText('Card number'), testCards.succeeds.number);
  await userEvent.click(screen.getByRole('button', { name: 'Pay $50.00' }));

  expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeInTheDocument();
  expect(callsTo(requests)).toEqual([
    'POST /api/givings/subscription-subject',
    'POST /api/givings/create-subscription',
    'POST /api/givings/retry-invoice',
  ]);
  expect(bodyOf(requests, '/api/givings/create-subscription')).toEqual([
    { customerId: 'cus_1', paymentMethodId: testCards.declined.paymentMethodId, priceId: 'price_50_tithe' },
  ]);
  expect(bodyOf(requests, '/api/givings/retry-invoice')).toEqual([
    { customerId: 'cus_1', paymentMethodId: testCards.succeeds.paymentMethodId, invoiceId: 'in_first' },
  ]);

  // Another recurring gift starts over: a new subscription, not a retry of the old invoice.
  await userEvent.click(screen.getByRole('button', { name: 'Set up another recurring gift' }));
  await screen.findByRole('heading', { name: 'Recurring plan' });
  await choosePlan('$25.00 a month', 'Missions');
  await confirmPlan();
  await enterCard(testCards.declined.number);
  await userEvent.click(screen.getByRole('button', { name: 'Pay $25.00' }));
  await screen.findByRole('alert');
  expect(callsTo(requests).filter((call) => call.endsWith('create-subscription'))).toHaveLength(2);
});

it('confirms the card in the browser when the first invoice requires action', async () => {
  const requests = await openRecurringWizard({
    'POST /api/givings/create-subscription': () => Response.json(subscription(invoice('requires_action'))),
  });
  await choosePlan();
  await confirmPlan();
  await enterCard(testCards.requiresAuthentication.number);
  await userEvent.click(screen.getByRole('button', { name: 'Pay $50.00' }));

  const authentication = await screen.findByRole('dialog', { name: 'Sandbox authentication' });
  await userEvent.click(within(authentication).getByRole('button', { name: 'Complete authentication' }));

  expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeInTheDocument();
  expect(bodyOf(requests, '/api/sandbox/payment-intents/pi_invoice/authenticate')).toEqual([
    { clientSecret: 'pi_invoice_secret_1', approve: true },
  ]);
});

it('retries the invoice after a failed authentication', async () => {
  const requests = await openRecurringWizard({
    'POST /api/givings/create-subscription': () => Response.json(subscription(invoice('requires_action'))),
    'POST /api/givings/retry-invoice': () => Response.json(invoice('succeeded')),
  });
  await choosePlan();
  await confirmPlan();
  await enterCard(testCards.requiresAuthentication.number);
  await userEvent.click(screen.getByRole('button', { name: 'Pay $50.00' }));
  const authentication = await screen.findByRole('dialog', { name: 'Sandbox authentication' });
  await userEvent.click(within(authentication).getByRole('button', { name: 'Fail authentication' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Payment failed We are unable to authenticate your payment method.',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Pay $50.00' }));
  expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeInTheDocument();
  expect(callsTo(requests)).toEqual([
    'POST /api/givings/subscription-subject',
    'POST /api/givings/create-subscription',
    'POST /api/givings/retry-invoice',
  ]);
});

it('saves a card the member keeps only once the first month is paid, never a declined one', async () => {
  const requests = await openRecurringWizard({
    'POST /api/givings/create-subscription': () => Response.json(subscription(invoice('requires_payment_method'))),
    'POST /api/givings/retry-invoice': () => Response.json(invoice('succeeded')),
    'POST /api/payment-methods': () => Response.json({ ...savedVisa, id: 9 }, { status: 201 }),
  });
  await choosePlan();
  await confirmPlan();
  await enterCard(testCards.declined.number);
  await userEvent.click(screen.getByRole('checkbox', { name: 'Save this card for future gifts' }));
  await userEvent.click(screen.getByRole('button', { name: 'Pay $50.00' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(givingMessages.cardDeclined);
  expect(bodyOf(requests, '/api/payment-methods')).toEqual([]);

  await userEvent.clear(screen.getByLabelText('Card number'));
  await userEvent.type(screen.getByLabelText('Card number'), testCards.succeeds.number);
  await userEvent.click(screen.getByRole('button', { name: 'Pay $50.00' }));
  expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeInTheDocument();
  await waitFor(() =>
    expect(bodyOf(requests, '/api/payment-methods')).toEqual([
      { stripePaymentMethodId: testCards.succeeds.paymentMethodId },
    ]),
  );
  const paths = requests.map((request) => request.path);
  expect(paths.indexOf('/api/payment-methods')).toBeGreaterThan(paths.indexOf('/api/givings/retry-invoice'));
});

it('starts a weekly gift of an amount of its own from a later day: nothing paid now, the first charge day said', async () => {
  const later = chargeDays('weekly', churchDay(new Date()), 2)[1]!;
  const requests = await openRecurringWizard({
    'POST /api/givings/subscription-subject': () =>
      Response.json({ ...subscriptionData, givingPlanId: null, schedule: 'weekly', amount: 12.5 }),
    'GET /api/payment-methods/current': () => Response.json([savedVisa]),
    'POST /api/givings/create-subscription': () =>
      Response.json({
        id: 'sub_1',
        status: 'trialing',
        latestInvoice: { id: 'in_trial', status: 'paid', paymentIntent: null },
      }),
  });
  await userEvent.selectOptions(screen.getByLabelText('Monthly amount'), 'Other amount');
  await userEvent.type(screen.getByLabelText('Your amount'), '12.50');
  await userEvent.selectOptions(screen.getByLabelText('Giving type'), 'Tithe');
  await userEvent.selectOptions(screen.getByLabelText('How often'), 'Weekly');
  expect(screen.queryByText('Recurrence: monthly')).not.toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('First gift on'), { target: { value: later } });
  await userEvent.click(screen.getByRole('button', { name: 'Checkout' }));
  await screen.findByRole('heading', { name: 'Confirmation' });
  expect(screen.getByRole('region', { name: 'Confirmation' })).toHaveTextContent(
    new RegExp(
      `Amount each time\\s*\\$12\\.50\\s*Giving type\\s*Tithe\\s*Recurrence\\s*Weekly\\s*First gift\\s*${formatDate(later)}`,
    ),
  );
  await confirmPlan('Payment method');
  await userEvent.click(screen.getByRole('button', { name: 'Pay $12.50' }));

  expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeInTheDocument();
  expect(screen.getByText(/first charge/)).toHaveTextContent(
    `Your gift of $12.50 to Tithe (Weekly) is set up; its first charge is on ${formatDate(later)}.`,
  );
  expect(requests.find((request) => request.path === '/api/givings/subscription-subject')?.search).toBe(
    '?amount=12.50&givingTypeId=1&schedule=weekly',
  );
  expect(bodyOf(requests, '/api/givings/create-subscription')).toEqual([
    { customerId: 'cus_1', paymentMethodId: 'pm_saved_visa', priceId: 'price_50_tithe', startDate: later },
  ]);
});

it('refuses an amount of its own under the minimum and a start day in the past', async () => {
  await openRecurringWizard();
  await userEvent.selectOptions(screen.getByLabelText('Monthly amount'), 'Other amount');
  await userEvent.type(screen.getByLabelText('Your amount'), '0.2');
  fireEvent.change(screen.getByLabelText('First gift on'), { target: { value: '2020-01-06' } });
  await userEvent.click(screen.getByRole('button', { name: 'Checkout' }));

  expect(await screen.findByText(givingMessages.amountMinimum)).toBeInTheDocument();
  expect(screen.getByText('The start date must be today or later')).toBeInTheDocument();
});

it("pays a monthly gift from a bank account with the bank's fee: pending until the bank completes the first charge", async () => {
  const requests = await openRecurringWizard({
    'GET /api/processing-fees': () => Response.json({ cardPercent: 2.9, cardFixed: 0.3, bankPercent: 0.8, bankCap: 5 }),
    'POST /api/givings/subscription-subject': () => Response.json({ ...subscriptionData, amount: 50, fee: 0.4 }),
    'POST /api/sandbox/bank-accounts': () =>
      Response.json(
        {
          id: 'pm_bank',
          type: 'us_bank_account',
          card: { brand: 'STRIPE TEST BANK', last4: '6789', expMonth: 0, expYear: 0 },
        },
        { status: 201 },
      ),
    'POST /api/givings/create-subscription': () => Response.json(subscription(invoice('processing'))),
  });
  await choosePlan();
  // What pays each charge is chosen before the price is made: the fee is that method's.
  await userEvent.click(await screen.findByRole('radio', { name: 'Bank account' }));
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Add $0.40 to cover processing fees' }));
  await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  await screen.findByRole('heading', { name: 'Payment method' });
  await userEvent.type(screen.getByLabelText('Account holder name'), 'Ann Lee');
  await userEvent.type(screen.getByLabelText('Routing number'), '110000000');
  await userEvent.type(screen.getByLabelText('Account number'), '000123456789');
  await userEvent.click(screen.getByRole('button', { name: 'Pay $50.40' }));

  expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeInTheDocument();
  expect(screen.getByText(/pending until your bank/)).toHaveTextContent(
    'Your gift of $50.00 to Tithe (Monthly) is set up; its first charge is pending until your bank completes it',
  );
  expect(requests.find((request) => request.path === '/api/givings/subscription-subject')?.search).toBe(
    '?givingPlanId=2&givingTypeId=1&coverFees=true&paymentKind=bank',
  );
  expect(bodyOf(requests, '/api/givings/create-subscription')).toEqual([
    { customerId: 'cus_1', paymentMethodId: 'pm_bank', priceId: 'price_50_tithe', fee: 0.4 },
  ]);
});
