import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { givingMessages, timings } from '@church/contracts';
import {
  callsTo,
  createdGiving,
  fakeGivingApi,
  giftClientSecret,
  savedMastercard,
  savedVisa,
  testCards,
} from '../../../testing/giving-api';
import {
  enterCard,
  expectToastToLast,
  renderGivingDialog,
  resetGivingPage,
  signInMember,
} from '../../../testing/giving-dialog';

type Routes = Parameters<typeof fakeGivingApi>[0];

afterEach(resetGivingPage);

const giftRoutes = (routes: Routes = {}): Routes => ({
  'POST /api/givings/one-time-giving': ({ body }) =>
    Response.json(createdGiving((body as { designations: { amount: number; givingTypeId: number }[] }).designations), {
      status: 201,
    }),
  'POST /api/givings/one-time-giving-payment': () => Response.json({ clientSecret: giftClientSecret }),
  ...routes,
});

async function openOneTimeWizard(routes: Routes = {}) {
  signInMember();
  const requests = fakeGivingApi(giftRoutes(routes));
  renderGivingDialog();
  await userEvent.click(screen.getByRole('button', { name: 'Give once' }));
  await screen.findByRole('heading', { name: 'Designations' });
  return requests;
}

const designation = (position: number) => screen.getByRole('group', { name: `Designation ${position}` });
const amountOf = (position: number) => within(designation(position)).getByLabelText('Amount ($)');
const typeOf = (position: number) => within(designation(position)).getByLabelText('Giving type');

async function setAmount(position: number, amount: string) {
  await userEvent.clear(amountOf(position));
  if (amount) await userEvent.type(amountOf(position), amount);
  await userEvent.tab();
}

async function checkout(designations: [amount: string, type: string][]) {
  for (const [index, [amount, type]] of designations.entries()) {
    if (index > 0) await userEvent.click(screen.getByRole('button', { name: 'Add designation' }));
    await setAmount(index + 1, amount);
    await userEvent.selectOptions(typeOf(index + 1), type);
  }
  await userEvent.click(screen.getByRole('button', { name: 'Checkout' }));
  await screen.findByRole('heading', { name: 'Confirmation' });
}

async function confirmGift(heading: 'Payment method' | 'Card') {
  await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  expect(await screen.findByRole('heading', { name: heading })).toHaveFocus();
}

describe('designations', () => {
  it('starts with one designation of $10 and shows amounts with two decimals once left', async () => {
    await openOneTimeWizard();
    expect(amountOf(1)).toHaveValue(10);
    expect(amountOf(1)).toHaveAttribute('step', '0.01');
    expect(amountOf(1)).toHaveAttribute('min', '1');
    expect(typeOf(1)).toHaveValue('');

    await setAmount(1, '12.5');
    expect(amountOf(1)).toHaveDisplayValue('12.50');
    expect(screen.getByText('Total: $12.50')).toBeInTheDocument();
  });

  it("shows the spec's amount messages and requires a giving type, without calling the API", async () => {
    const requests = await openOneTimeWizard();

    await setAmount(1, '');
    expect(await within(designation(1)).findByText(givingMessages.amountRequired)).toBeInTheDocument();
    expect(amountOf(1)).toHaveAttribute('aria-invalid', 'true');

    await setAmount(1, '0.5');
    expect(await within(designation(1)).findByText(givingMessages.amountMinimum)).toBeInTheDocument();

    await setAmount(1, '1000000');
    expect(await within(designation(1)).findByText(givingMessages.amountMaximum)).toBeInTheDocument();

    await setAmount(1, '1');
    await waitFor(() => expect(amountOf(1)).not.toHaveAttribute('aria-invalid'));
    await userEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(await within(designation(1)).findByText('Giving type is required')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Designations' })).toBeInTheDocument();
    expect(callsTo(requests)).toEqual([]);
  });

  it('disables checkout with a warning while the total is over $999999.99', async () => {
    await openOneTimeWizard();
    await setAmount(1, '999999.99');
    await userEvent.click(screen.getByRole('button', { name: 'Add designation' }));
    await setAmount(2, '1');

    expect(screen.getByRole('alert')).toHaveTextContent(givingMessages.totalMaximum);
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeDisabled();

    await setAmount(1, '999998.99');
    expect(screen.queryByText(givingMessages.totalMaximum)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeEnabled();
  });

  it('adds designations only while there are fewer than giving types, one type each', async () => {
    await openOneTimeWizard();
    await userEvent.selectOptions(typeOf(1), 'Tithe');
    await userEvent.click(screen.getByRole('button', { name: 'Add designation' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add designation' }));

    expect(screen.getAllByRole('group', { name: /^Designation \d$/ })).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Add designation' })).not.toBeInTheDocument();
    expect(amountOf(3)).toHaveValue(10);
    expect(within(typeOf(2)).getByRole('option', { name: 'Tithe' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Remove designation 2' }));
    expect(screen.getAllByRole('group', { name: /^Designation \d$/ })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Add designation' })).toBeInTheDocument();
  });

  it('says so when the giving types cannot be loaded, and loads them once per page', async () => {
    signInMember();
    let answers = 0;
    const requests = fakeGivingApi({
      // The first request fails; an answer from the API is not retried, so Try again asks again.
      'GET /api/givingTypes': () =>
        ++answers <= 1
          ? Response.json({ errors: ['Boom'] }, { status: 503 })
          : Response.json([{ id: 1, name: 'Tithe' }]),
    });
    renderGivingDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Give once' }));
    expect(await screen.findByText('Failed to get giving types', {}, { timeout: 4000 })).toHaveAttribute(
      'role',
      'alert',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Designations' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to options' }));
    await userEvent.click(screen.getByRole('button', { name: 'Give once' }));
    await screen.findByRole('heading', { name: 'Designations' });
    expect(requests.filter((request) => request.path === '/api/givingTypes')).toHaveLength(2);
    // Only the recurring wizard needs the monthly plans.
    expect(requests.filter((request) => request.path === '/api/giving-plans')).toHaveLength(0);
  });
});

describe('confirmation and payment', () => {
  it('creates the gift, pays it with a chosen saved card and thanks the member', async () => {
    const requests = await openOneTimeWizard({
      'GET /api/payment-methods/current': () => Response.json([savedVisa, savedMastercard]),
    });
    await checkout([
      ['25.5', 'Tithe'],
      ['10', 'Missions'],
    ]);
    expect(screen.getByRole('region', { name: 'Confirmation' })).toHaveTextContent(
      /Tithe\s*\$25\.50\s*Missions\s*\$10\.00\s*Total\s*\$35\.50/,
    );

    await confirmGift('Payment method');
    expect(screen.getByRole('radio', { name: /4242/ })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: /4444/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay $35.50' }));

    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeInTheDocument();
    expect(screen.getByText(/Your gift of/)).toHaveTextContent('Your gift of $35.50 has been received.');
    expect(callsTo(requests, '/api/')).toEqual(
      expect.arrayContaining([
        'POST /api/givings/one-time-giving',
        'POST /api/givings/one-time-giving-payment',
        'POST /api/sandbox/payment-intents/pi_gift/confirm',
      ]),
    );
    const body = (path: string) => requests.find((request) => request.path === path)?.body;
    expect(body('/api/givings/one-time-giving')).toEqual({
      designations: [
        { amount: 25.5, givingTypeId: 1 },
        { amount: 10, givingTypeId: 2 },
      ],
    });
    expect(body('/api/givings/one-time-giving-payment')).toEqual({ givingId: createdGiving([]).id });
    expect(body('/api/sandbox/payment-intents/pi_gift/confirm')).toEqual({
      clientSecret: giftClientSecret,
      paymentMethodId: 'pm_saved_mastercard',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Give again' }));
    expect(await screen.findByRole('heading', { name: 'Designations' })).toBeInTheDocument();
    expect(screen.getAllByRole('group', { name: /^Designation \d$/ })).toHaveLength(1);
    expect(amountOf(1)).toHaveValue(10);
  });

  it("switches between saved cards and a new card with 'Use another card' and 'Use an existing method'", async () => {
    await openOneTimeWizard({ 'GET /api/payment-methods/current': () => Response.json([savedVisa]) });
    await checkout([['10', 'Tithe']]);
    await confirmGift('Payment method');

    await userEvent.click(screen.getByRole('button', { name: 'Use another card' }));
    expect(await screen.findByRole('heading', { name: 'Card' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Card number')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Sandbox mode');

    await userEvent.click(screen.getByRole('button', { name: 'Use an existing method' }));
    expect(await screen.findByRole('heading', { name: 'Payment method' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /4242/ })).toBeChecked();
  });

  it('shows a decline, then pays the same gift with another card', async () => {
    const requests = await openOneTimeWizard();
    await checkout([['20', 'Missions']]);
    await confirmGift('Card');
    expect(screen.queryByRole('button', { name: 'Use an existing method' })).not.toBeInTheDocument();

    const pay = screen.getByRole('button', { name: 'Pay $20.00' });
    expect(pay).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Card number'), '4242');
    expect(pay).toBeDisabled();
    await userEvent.clear(screen.getByLabelText('Card number'));
    await enterCard(testCards.declined.number);
    expect(pay).toBeEnabled();
    await userEvent.click(pay);

    expect(await screen.findByRole('alert')).toHaveTextContent('Payment failed Your card was declined.');
    expect(screen.getByRole('heading', { name: 'Card' })).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Card number'));
    await userEvent.type(screen.getByLabelText('Card number'), testCards.succeeds.number);
    await userEvent.click(screen.getByRole('button', { name: 'Pay $20.00' }));
    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeInTheDocument();

    const confirms = requests.filter((request) => request.path === '/api/sandbox/payment-intents/pi_gift/confirm');
    expect(confirms.map((request) => (request.body as { paymentMethodId: string }).paymentMethodId)).toEqual([
      testCards.declined.paymentMethodId,
      testCards.succeeds.paymentMethodId,
    ]);
    expect(callsTo(requests).filter((call) => call.endsWith('/one-time-giving'))).toHaveLength(1);
  });

  it('runs the authentication step for a card that asks for it', async () => {
    await openOneTimeWizard();
    await checkout([['15', 'Tithe']]);
    await confirmGift('Card');
    await enterCard(testCards.requiresAuthentication.number);
    await userEvent.click(screen.getByRole('button', { name: 'Pay $15.00' }));

    const authentication = await screen.findByRole('dialog', { name: 'Sandbox authentication' });
    await userEvent.click(within(authentication).getByRole('button', { name: 'Complete authentication' }));
    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeInTheDocument();
  });

  it('saves the new card for future gifts when asked, once it has paid', async () => {
    const requests = await openOneTimeWizard({
      'POST /api/payment-methods': () =>
        Response.json({ ...savedVisa, stripePaymentMethodId: 'pm_card_visa' }, { status: 201 }),
    });
    await checkout([['10', 'Tithe']]);
    await confirmGift('Card');
    await enterCard(testCards.succeeds.number);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Save this card for future gifts' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay $10.00' }));

    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeInTheDocument();
    await waitFor(() => expect(requests.map((request) => request.path)).toContain('/api/payment-methods'));
    const paths = requests.map((request) => `${request.method} ${request.path}`);
    const saved = paths.indexOf('POST /api/payment-methods');
    expect(saved).toBeGreaterThan(paths.indexOf('POST /api/sandbox/payment-intents/pi_gift/confirm'));
    expect(requests[saved]?.body).toEqual({ stripePaymentMethodId: testCards.succeeds.paymentMethodId });
  });

  it('does not save a declined card, and keeps the card field for another try', async () => {
    const requests = await openOneTimeWizard({
      'POST /api/payment-methods': () => Response.json(savedVisa, { status: 201 }),
    });
    await checkout([['10', 'Tithe']]);
    await confirmGift('Card');
    await enterCard(testCards.declined.number);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Save this card for future gifts' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay $10.00' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Payment failed Your card was declined.');
    expect(screen.getByRole('heading', { name: 'Card' })).toBeInTheDocument();
    expect(screen.getByLabelText('Card number')).toHaveDisplayValue('4000 0000 0000 0002');
    expect(screen.getByRole('checkbox', { name: 'Save this card for future gifts' })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Use an existing method' })).not.toBeInTheDocument();
    expect(requests.filter((request) => request.path === '/api/payment-methods')).toEqual([]);
  });

  it('says when the card could not be saved, and still pays the gift', async () => {
    await openOneTimeWizard({
      'POST /api/payment-methods': () => Response.json({ errors: ['Payment method is invalid'] }, { status: 400 }),
    });
    await checkout([['10', 'Tithe']]);
    await confirmGift('Card');
    await enterCard(testCards.succeeds.number);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Save this card for future gifts' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay $10.00' }));

    expect(await screen.findByText('Failed to save payment method Payment method is invalid')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeInTheDocument();
  });

  it('toasts the failure for 3.5 seconds and stays on the confirmation when the gift cannot be created', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      signInMember();
      fakeGivingApi(giftRoutes({ 'POST /api/givings/one-time-giving': () => new Response(null, { status: 500 }) }));
      renderGivingDialog();
      await user.click(screen.getByRole('button', { name: 'Give once' }));
      await user.selectOptions(await screen.findByLabelText('Giving type'), 'Tithe');
      await user.click(screen.getByRole('button', { name: 'Checkout' }));
      await user.click(await screen.findByRole('button', { name: 'Confirm' }));

      expect(await screen.findByText(givingMessages.oneTimeFailed)).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Confirmation' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled();
      expectToastToLast(givingMessages.oneTimeFailed, timings.longToastMs);
    } finally {
      jest.useRealTimers();
    }
  });

  it('says so when the payment of the gift cannot be started', async () => {
    await openOneTimeWizard({
      'POST /api/givings/one-time-giving-payment': () =>
        Response.json({ errors: ['Giving not found'] }, { status: 404 }),
    });
    await checkout([['10', 'Tithe']]);
    await confirmGift('Card');
    await enterCard(testCards.succeeds.number);
    await userEvent.click(screen.getByRole('button', { name: 'Pay $10.00' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(givingMessages.confirmFailed);
    expect(screen.getByRole('button', { name: 'Pay $10.00' })).toBeEnabled();
  });
});
