import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { givingMessages } from '@church/contracts';
import { callsTo, createdGiving, fakeGivingApi, giftClientSecret, testCards } from '../../../testing/giving-api';
import { enterCard, renderGivingDialog, resetGivingPage } from '../../../testing/giving-dialog';

afterEach(resetGivingPage);

async function openAnonymousWizard() {
  const requests = fakeGivingApi({
    'POST /api/givings/anonymous-giving': ({ body }) =>
      Response.json(
        createdGiving((body as { designations: { amount: number; givingTypeId: number }[] }).designations),
        {
          status: 201,
        },
      ),
    'POST /api/givings/anonymous-giving-payment': () => Response.json({ clientSecret: giftClientSecret }),
  });
  renderGivingDialog();
  await userEvent.click(screen.getByRole('button', { name: 'Give once' }));
  await screen.findByRole('heading', { name: 'Designations' });
  return requests;
}

const designation = (position: number) => screen.getByRole('group', { name: `Designation ${position}` });

async function chooseDesignations() {
  const amount = within(designation(1)).getByLabelText('Amount ($)');
  await userEvent.clear(amount);
  await userEvent.type(amount, '15.5');
  await userEvent.selectOptions(within(designation(1)).getByLabelText('Giving type'), 'Tithe');
  await userEvent.click(screen.getByRole('button', { name: 'Add designation' }));
  await userEvent.selectOptions(within(designation(2)).getByLabelText('Giving type'), 'Building Fund');
  await userEvent.click(screen.getByRole('button', { name: 'Checkout' }));
  await screen.findByRole('heading', { name: 'Confirmation' });
}

it("requires the donor's name and e-mail with the spec's messages", async () => {
  const requests = await openAnonymousWizard();
  await chooseDesignations();
  await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));

  expect(await screen.findByText(givingMessages.donorNameRequired)).toBeInTheDocument();
  expect(screen.getByText(givingMessages.donorEmailRequired)).toBeInTheDocument();
  expect(screen.getByLabelText('Your name')).toHaveFocus();

  await userEvent.type(screen.getByLabelText('Your name'), 'Grace Hopper');
  await userEvent.type(screen.getByLabelText('Your email'), 'grace@');
  await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  expect(await screen.findByText(givingMessages.donorEmailInvalid)).toBeInTheDocument();
  expect(screen.queryByText(givingMessages.donorNameRequired)).not.toBeInTheDocument();
  expect(callsTo(requests)).toEqual([]);
});

it('keeps the designations and the donor when going back from the confirmation', async () => {
  await openAnonymousWizard();
  await chooseDesignations();
  await userEvent.type(screen.getByLabelText('Your name'), 'Grace Hopper');
  await userEvent.click(screen.getByRole('button', { name: 'Back' }));

  expect(await screen.findByRole('heading', { name: 'Designations' })).toBeInTheDocument();
  expect(within(designation(1)).getByLabelText('Amount ($)')).toHaveValue(15.5);
  expect(within(designation(2)).getByLabelText('Giving type')).toHaveDisplayValue('Building Fund');
  await userEvent.click(screen.getByRole('button', { name: 'Checkout' }));
  expect(await screen.findByLabelText('Your name')).toHaveValue('Grace Hopper');
});

it('takes an anonymous gift from designations to the card and the thank-you', async () => {
  const requests = await openAnonymousWizard();
  await chooseDesignations();
  expect(screen.getByRole('region', { name: 'Confirmation' })).toHaveTextContent('Total$25.50');
  await userEvent.type(screen.getByLabelText('Your name'), '  Grace Hopper ');
  await userEvent.type(screen.getByLabelText('Your email'), 'grace@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));

  expect(await screen.findByRole('heading', { name: 'Card' })).toBeInTheDocument();
  expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Card');
  expect(screen.queryByRole('checkbox', { name: 'Save this card for future gifts' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Use an existing method' })).not.toBeInTheDocument();
  await enterCard(testCards.succeeds.number);
  await userEvent.click(screen.getByRole('button', { name: 'Pay $25.50' }));

  expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeInTheDocument();
  expect(screen.getByText(/receipt/)).toHaveTextContent('A receipt is on its way to grace@example.com.');
  expect(callsTo(requests)).toEqual([
    'POST /api/givings/anonymous-giving',
    'POST /api/givings/anonymous-giving-payment',
  ]);
  expect(requests.find((request) => request.path === '/api/givings/anonymous-giving')?.body).toEqual({
    designations: [
      { amount: 15.5, givingTypeId: 1 },
      { amount: 10, givingTypeId: 3 },
    ],
    donorName: 'Grace Hopper',
    donorEmail: 'grace@example.com',
  });
  expect(requests.find((request) => request.path === '/api/givings/anonymous-giving-payment')?.body).toEqual({
    givingId: createdGiving([]).id,
  });
  expect(requests.map((request) => request.path)).not.toContain('/api/payment-methods/current');
});

it('shows why the payment is refused when the card-testing limits stop it, and charges no card', async () => {
  const refusal = 'Too many cards were declined from this network, please wait an hour before trying again';
  const requests = fakeGivingApi({
    'POST /api/givings/anonymous-giving': ({ body }) =>
      Response.json(
        createdGiving((body as { designations: { amount: number; givingTypeId: number }[] }).designations),
        {
          status: 201,
        },
      ),
    'POST /api/givings/anonymous-giving-payment': () =>
      Response.json({ errors: [refusal] }, { status: 429, headers: { 'retry-after': '3600' } }),
  });
  renderGivingDialog();
  await userEvent.click(screen.getByRole('button', { name: 'Give once' }));
  await screen.findByRole('heading', { name: 'Designations' });
  await chooseDesignations();
  await userEvent.type(screen.getByLabelText('Your name'), 'Grace Hopper');
  await userEvent.type(screen.getByLabelText('Your email'), 'grace@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  await enterCard(testCards.succeeds.number);
  await userEvent.click(await screen.findByRole('button', { name: 'Pay $25.50' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
  expect(screen.queryByText(givingMessages.confirmFailed)).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Card' })).toBeInTheDocument();
  expect(callsTo(requests)).toEqual([
    'POST /api/givings/anonymous-giving',
    'POST /api/givings/anonymous-giving-payment',
  ]);
  expect(requests.filter((request) => request.path.endsWith('/confirm'))).toEqual([]);
});
