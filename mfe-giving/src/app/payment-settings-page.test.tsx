import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RecurringGiving } from '@church/contracts';
import { openModal } from '@church/modals';
import type { RecordedRequest } from '@church/testing';
import PaymentSettings from '../expose/payment-settings';
import {
  createdGiving,
  fakeGivingApi,
  giftClientSecret,
  invoice,
  savedCardsRoutes,
  savedMastercard,
  savedVisa,
  subscription,
  subscriptionData,
  testCards,
} from '../testing/giving-api';
import { enterCard, renderOnSite, resetGivingPage, signInMember } from '../testing/giving-dialog';

type Routes = Parameters<typeof fakeGivingApi>[0];

afterEach(resetGivingPage);

const tithe: RecurringGiving = {
  id: 3,
  amount: 50,
  givingTypeName: 'Tithe',
  status: 'active',
  creationDate: '2026-06-01T12:00:00.000Z',
  nextPaymentDate: '2026-08-01T12:00:00.000Z',
  card: { brand: 'visa', last4: '4242' },
};
const missions: RecurringGiving = {
  id: 2,
  amount: 25,
  givingTypeName: 'Missions',
  status: 'canceled',
  creationDate: '2026-05-01T12:00:00.000Z',
  nextPaymentDate: null,
  card: { brand: 'mastercard', last4: '4444' },
};

function openPage(routes: Routes = {}) {
  signInMember();
  const requests = fakeGivingApi({
    ...savedCardsRoutes([savedVisa, savedMastercard]),
    'GET /api/recurring-givings/current': () => Response.json([tithe, missions]),
    ...routes,
  });
  renderOnSite(<PaymentSettings area="account" />, '/account/payment-settings');
  return requests;
}

const cardsList = () => screen.findByRole('list', { name: 'Saved cards' });
const cardItem = (last4: string) =>
  within(screen.getByRole('list', { name: 'Saved cards' }))
    .getAllByRole('listitem')
    .find((item) => item.textContent?.includes(last4)) as HTMLElement;
const count = (requests: RecordedRequest[], call: string) =>
  requests.filter((request) => `${request.method} ${request.path}` === call).length;

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((settle) => (resolve = settle));
  return { promise, resolve };
}

it('has the page heading and a heading for each list', async () => {
  openPage();
  // The heading is drawn at once; the lists' code follows in a chunk of its own.
  expect(screen.getByRole('heading', { level: 1, name: 'Payment Settings' })).toBeInTheDocument();
  expect(await screen.findByRole('region', { name: 'Saved cards' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Recurring gifts' })).toBeInTheDocument();
  await cardsList();
});

describe('saved cards', () => {
  it('lists each card with its brand and last four digits, the default marked', async () => {
    const requests = openPage();
    const [first, second] = within(await cardsList()).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('•••• ending in 4242');
    expect(within(first).getByText('Default')).toBeInTheDocument();
    expect(second).toHaveTextContent('•••• ending in 4444');
    expect(within(second).queryByText('Default')).not.toBeInTheDocument();
    expect(within(cardItem('4242')).getByRole('img', { name: 'Visa' })).toBeInTheDocument();
    expect(within(cardItem('4444')).getByRole('img', { name: 'Mastercard' })).toBeInTheDocument();
    // The default card has nothing to make default; the other one has.
    expect(within(cardItem('4242')).queryByRole('button', { name: /Make default/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Make default for Mastercard ending in 4444' })).toBeInTheDocument();
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer access');
  });

  it('makes another card the default and unmarks the previous one at once, without asking for the list again', async () => {
    const answer = deferred();
    const routes = savedCardsRoutes([savedVisa, savedMastercard]);
    const requests = openPage({
      'PUT /api/payment-methods/8/default': async (request) => {
        await answer.promise;
        return routes['PUT /api/payment-methods/8/default']!(request);
      },
    });
    await cardsList();
    await userEvent.click(screen.getByRole('button', { name: 'Make default for Mastercard ending in 4444' }));

    // Before the API has answered.
    expect(within(cardItem('4444')).getByText('Default')).toBeInTheDocument();
    expect(within(cardItem('4242')).queryByText('Default')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Make default for Visa ending in 4242' })).toBeDisabled();

    answer.resolve();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Make default for Visa ending in 4242' })).toBeEnabled(),
    );
    expect(screen.getAllByText('Default')).toHaveLength(1);
    expect(within(cardItem('4444')).getByText('Default')).toBeInTheDocument();
    expect(count(requests, 'PUT /api/payment-methods/8/default')).toBe(1);
    expect(count(requests, 'GET /api/payment-methods/current')).toBe(1);
  });

  it('puts the previous default back when the API refuses', async () => {
    openPage({
      'PUT /api/payment-methods/8/default': () =>
        Response.json({ errors: ['Payment method not found'] }, { status: 404 }),
    });
    await cardsList();
    await userEvent.click(screen.getByRole('button', { name: 'Make default for Mastercard ending in 4444' }));

    expect(await screen.findByText('Payment method not found')).toBeInTheDocument();
    await waitFor(() => expect(within(cardItem('4242')).getByText('Default')).toBeInTheDocument());
    expect(within(cardItem('4444')).queryByText('Default')).not.toBeInTheDocument();
  });

  it('asks before removing a card; Cancel keeps it, Remove takes it off the list', async () => {
    const requests = openPage();
    await cardsList();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Mastercard ending in 4444' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove card' });
    expect(dialog).toHaveAccessibleDescription('Remove the Mastercard ending in 4444 from your saved cards?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(count(requests, 'DELETE /api/payment-methods/8')).toBe(0);

    await userEvent.click(screen.getByRole('button', { name: 'Remove Mastercard ending in 4444' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(screen.getByRole('list', { name: 'Saved cards' })).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('list', { name: 'Saved cards' })).not.toHaveTextContent('4444');
    expect(count(requests, 'DELETE /api/payment-methods/8')).toBe(1);
    expect(screen.getByRole('heading', { name: 'Saved cards' })).toHaveFocus();
  });

  it('shows the card the API makes default after the default one is removed', async () => {
    openPage();
    await cardsList();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Visa ending in 4242' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));

    await waitFor(() => expect(within(cardItem('4444')).getByText('Default')).toBeInTheDocument());
    expect(screen.getByRole('list', { name: 'Saved cards' })).not.toHaveTextContent('4242');
  });

  it('adds a card through the card field and lists it', async () => {
    const requests = openPage();
    await cardsList();
    const add = screen.getByRole('button', { name: 'Add a card' });
    expect(add).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(add);
    expect(add).toHaveAttribute('aria-expanded', 'true');

    const form = await screen.findByRole('form', { name: 'Add a card' });
    expect(screen.getByRole('note')).toHaveTextContent('Sandbox mode');
    expect(within(form).getByRole('button', { name: 'Save card' })).toBeDisabled();
    await enterCard(testCards.succeeds.number);
    await userEvent.click(within(form).getByRole('button', { name: 'Save card' }));

    expect(await screen.findByText('Successfully added!')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add a card' })).not.toBeInTheDocument();
    expect(add).toHaveFocus();
    expect(within(screen.getByRole('list', { name: 'Saved cards' })).getAllByRole('listitem')).toHaveLength(3);
    expect(requests.find((request) => request.path === '/api/payment-methods')?.body).toEqual({
      stripePaymentMethodId: testCards.succeeds.paymentMethodId,
    });
    // The new card came with the answer: the list was not asked for again.
    expect(count(requests, 'GET /api/payment-methods/current')).toBe(1);
  });

  it("says 'Failed to save payment method {detail}' when the card cannot be saved, and keeps the form", async () => {
    openPage({
      'POST /api/payment-methods': () =>
        Response.json({ errors: ["No such payment_method: 'pm_card_visa'"] }, { status: 404 }),
    });
    await cardsList();
    await userEvent.click(screen.getByRole('button', { name: 'Add a card' }));
    await enterCard(testCards.succeeds.number);
    await userEvent.click(screen.getByRole('button', { name: 'Save card' }));

    expect(
      await screen.findByText("Failed to save payment method No such payment_method: 'pm_card_visa'"),
    ).toBeInTheDocument();
    // Said once: the shared client does not toast the API's message as well.
    expect(screen.queryByText("No such payment_method: 'pm_card_visa'")).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Add a card' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save card' })).toBeEnabled();
    expect(within(screen.getByRole('list', { name: 'Saved cards' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('says so when there are no saved cards yet', async () => {
    openPage({ 'GET /api/payment-methods/current': () => Response.json([]) });
    expect(await screen.findByText('No saved cards yet')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Saved cards' })).not.toBeInTheDocument();
  });

  it('says so when the cards cannot be loaded, and tries again', async () => {
    let answers = 0;
    openPage({
      'GET /api/payment-methods/current': () =>
        // The first request fails; an answer from the API is not retried, so Try again asks again.
        ++answers <= 1 ? Response.json({ errors: ['Try later'] }, { status: 503 }) : Response.json([savedVisa]),
    });
    const region = await screen.findByRole('region', { name: 'Saved cards' });
    expect(await within(region).findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
      'Failed to get saved cards',
    );
    await userEvent.click(within(region).getByRole('button', { name: 'Try again' }));
    expect(await within(region).findByRole('listitem')).toHaveTextContent('4242');
  });
});

describe('recurring gifts', () => {
  const rowOf = (text: string) =>
    screen.getAllByRole('row').find((row) => row.textContent?.includes(text)) as HTMLElement;
  const cells = (row: HTMLElement) =>
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);

  it('lists amount, giving type, card, status and next charge date', async () => {
    openPage();
    const table = await screen.findByRole('table', { name: 'Recurring gifts' });
    await within(table).findByText('Tithe');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Amount', 'Giving type', 'Card', 'Status', 'Next charge', 'Actions']);
    await within(table).findByText('Tithe');
    expect(cells(rowOf('Tithe'))).toEqual([
      '$50.00 a month',
      'Tithe',
      'VISA•••• ending in 4242',
      'Active',
      '08.01.2026',
      'Cancel gift of $50.00 a month to Tithe',
    ]);
    expect(within(rowOf('Tithe')).getByRole('img', { name: 'Visa' })).toBeInTheDocument();
    expect(cells(rowOf('Missions'))).toEqual([
      '$25.00 a month',
      'Missions',
      '•••• ending in 4444',
      'Canceled',
      '—None',
      '',
    ]);
  });

  it('shows no card for a gift whose card the API does not know', async () => {
    openPage({ 'GET /api/recurring-givings/current': () => Response.json([{ ...tithe, card: null }]) });
    await screen.findByText('Tithe');
    expect(cells(rowOf('Tithe'))).toEqual([
      '$50.00 a month',
      'Tithe',
      '—None',
      'Active',
      '08.01.2026',
      'Cancel gift of $50.00 a month to Tithe',
    ]);
  });

  it('shows a charge from a bank account as Pending until the bank completes it', async () => {
    const bankGift: RecurringGiving = {
      ...tithe,
      card: { brand: 'STRIPE TEST BANK', last4: '6789', kind: 'bank' },
      pendingCharge: { amount: 50.8, since: '2026-07-01T17:00:00.000Z' },
    };
    openPage({ 'GET /api/recurring-givings/current': () => Response.json([bankGift]) });
    await screen.findByText('Tithe');
    expect(cells(rowOf('Tithe'))[3]).toBe('ActivePending: the $50.80 charge of 07.01.2026 waits for your bank');
  });

  it('asks before cancelling a gift, then shows it cancelled with no next charge', async () => {
    const requests = openPage({
      'DELETE /api/recurring-givings/current/3': () => new Response(null, { status: 204 }),
    });
    await screen.findByText('Tithe');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel gift of $50.00 a month to Tithe' }));

    const dialog = screen.getByRole('dialog', { name: 'Cancel recurring gift' });
    expect(dialog).toHaveAccessibleDescription(
      'Your monthly gift of $50.00 a month to Tithe will not be charged again.',
    );
    // The safe choice does not read like the action.
    expect(within(dialog).getByRole('button', { name: 'Keep gift' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel gift' }));

    await waitFor(() => expect(within(rowOf('Tithe')).getByText('Canceled')).toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(rowOf('Tithe')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(rowOf('Tithe')).queryByText('08.01.2026')).not.toBeInTheDocument();
    expect(count(requests, 'DELETE /api/recurring-givings/current/3')).toBe(1);
    expect(count(requests, 'GET /api/recurring-givings/current')).toBe(1);
    expect(screen.getByRole('heading', { name: 'Recurring gifts' })).toHaveFocus();
  });

  it('keeps the gift when the confirmation is dismissed', async () => {
    const requests = openPage();
    await screen.findByText('Tithe');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel gift of $50.00 a month to Tithe' }));
    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(rowOf('Tithe')).getByText('Active')).toBeInTheDocument();
    expect(count(requests, 'DELETE /api/recurring-givings/current/3')).toBe(0);
  });

  it('says so when there are no recurring gifts yet', async () => {
    openPage({ 'GET /api/recurring-givings/current': () => Response.json([]) });
    expect(await screen.findByText('No recurring gifts yet')).toBeInTheDocument();
  });

  it('opens the recurring wizard, and lists the new gift once it is active', async () => {
    let gifts: RecurringGiving[] = [];
    const requests = openPage({
      ...savedCardsRoutes([savedVisa]),
      'GET /api/recurring-givings/current': () => Response.json(gifts),
      'POST /api/givings/subscription-subject': () => Response.json(subscriptionData),
      'POST /api/givings/create-subscription': () => {
        gifts = [{ ...tithe, id: 4 }];
        return Response.json(subscription(invoice('succeeded')));
      },
    });
    expect(await screen.findByText('No recurring gifts yet')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'New recurring gift' }));
    expect(await screen.findByRole('heading', { name: 'Recurring plan' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Monthly amount'), '$50.00 a month');
    await userEvent.selectOptions(screen.getByLabelText('Giving type'), 'Tithe');
    await userEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Pay $50.00' }));
    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Payment Settings' })).toHaveAttribute('href', '/account/payment-settings');

    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    const table = screen.getByRole('table', { name: 'Recurring gifts' });
    expect(await within(table).findByText('Tithe')).toBeInTheDocument();
    expect(count(requests, 'GET /api/recurring-givings/current')).toBe(2);
  });

  it('shows the fee each charge adds apart from the gift', async () => {
    openPage({
      'GET /api/recurring-givings/current': () =>
        Response.json([{ ...tithe, amount: 10, fee: 0.61, schedule: 'weekly' }, missions]),
    });
    await screen.findByText('Tithe');
    expect(cells(rowOf('Tithe'))[0]).toBe('$10.00 a week+ $0.61 fee covered each charge');
    expect(cells(rowOf('Missions'))[0]).toBe('$25.00 a month');
  });

  it('pays a past-due gift now with another card: a decline says so, a good card makes it active again', async () => {
    let gift: RecurringGiving = { ...tithe, status: 'past_due', nextPaymentDate: null, fee: 1.76 };
    const declined = invoice('requires_payment_method');
    const requests = openPage({
      'GET /api/recurring-givings/current': () => Response.json([gift, missions]),
      'POST /api/recurring-givings/current/3/pay-past-due': ({ body }) => {
        if ((body as { paymentMethodId: string }).paymentMethodId === savedVisa.stripePaymentMethodId) {
          return Response.json(declined);
        }
        gift = { ...tithe, card: { brand: 'mastercard', last4: '4444' } };
        return Response.json(invoice('succeeded'));
      },
    });
    await screen.findByText('Past due');
    expect(cells(rowOf('Tithe'))[4]).toBe('—None');
    await userEvent.click(screen.getByRole('button', { name: 'Pay now the missed charge of $50.00 a month to Tithe' }));

    const dialog = await screen.findByRole('dialog', { name: 'Pay the missed charge' });
    expect(dialog).toHaveTextContent('The last charge of your gift of $50.00 a month to Tithe was declined.');
    // The default card first: it is declined again, and the dialog stays.
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Pay $51.76' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your card was declined.');

    await userEvent.selectOptions(within(dialog).getByLabelText('Card'), 'Mastercard •••• 4444');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay $51.76' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(cells(rowOf('Tithe'))[3]).toBe('Active'));
    expect(cells(rowOf('Tithe'))[4]).toBe('08.01.2026');
    expect(
      requests
        .filter((request) => request.path === '/api/recurring-givings/current/3/pay-past-due')
        .map((request) => request.body),
    ).toEqual([
      { paymentMethodId: savedVisa.stripePaymentMethodId },
      { paymentMethodId: savedMastercard.stripePaymentMethodId },
    ]);
  });

  it('changes a gift from its next charge without cancelling it: another amount, schedule and card', async () => {
    let gift: RecurringGiving = { ...tithe, givingTypeId: 1, schedule: 'monthly' };
    const requests = openPage({
      'GET /api/recurring-givings/current': () => Response.json([gift, missions]),
      'PUT /api/recurring-givings/current/3': () => {
        gift = { ...gift, amount: 12.5, schedule: 'weekly', card: { brand: 'mastercard', last4: '4444' } };
        return new Response(null, { status: 204 });
      },
    });
    await screen.findByText('Tithe');
    await userEvent.click(screen.getByRole('button', { name: 'Change gift of $50.00 a month to Tithe' }));

    const dialog = screen.getByRole('dialog', { name: 'Change recurring gift' });
    expect(dialog).toHaveTextContent('Your changes apply from the next charge on 08.01.2026. Nothing is charged now.');
    await userEvent.clear(within(dialog).getByLabelText('Amount each time'));
    await userEvent.type(within(dialog).getByLabelText('Amount each time'), '12.50');
    await userEvent.selectOptions(within(dialog).getByLabelText('How often'), 'Weekly');
    await userEvent.selectOptions(within(dialog).getByLabelText('Card'), 'Mastercard •••• 4444');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.find((request) => request.path === '/api/recurring-givings/current/3')?.body).toEqual({
      amount: 12.5,
      schedule: 'weekly',
      givingTypeId: 1,
      paymentMethodId: savedMastercard.stripePaymentMethodId,
    });
    await waitFor(() => expect(cells(rowOf('Tithe'))[0]).toBe('$12.50 a week'));
    expect(cells(rowOf('Tithe'))[3]).toBe('Active');
  });
});

describe("'Save this card' in a gift wizard", () => {
  it('never leaves a declined card saved; a card that paid joins the list', async () => {
    const requests = openPage({
      'POST /api/givings/one-time-giving': ({ body }) =>
        Response.json(
          createdGiving((body as { designations: { amount: number; givingTypeId: number }[] }).designations),
          { status: 201 },
        ),
      'POST /api/givings/one-time-giving-payment': () => Response.json({ clientSecret: giftClientSecret }),
    });
    await cardsList();
    act(() => openModal('giving-menu'));
    await userEvent.click(screen.getByRole('button', { name: 'Give once' }));
    await userEvent.selectOptions(await screen.findByLabelText('Giving type'), 'Tithe');
    await userEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Use another card' }));

    await enterCard(testCards.declined.number);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Save this card for future gifts' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay $10.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment failed Your card was declined.');

    // The page behind the dialog reads the same cache as the wizard.
    const cards = () =>
      within(screen.getByRole('list', { name: 'Saved cards' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(cards()).toEqual([expect.stringContaining('4242'), expect.stringContaining('4444')]);
    expect(cards().join()).not.toContain('0002');
    expect(count(requests, 'POST /api/payment-methods')).toBe(0);

    // The same gift paid with a good card, kept this time.
    await userEvent.clear(screen.getByLabelText('Card number'));
    await userEvent.type(screen.getByLabelText('Card number'), testCards.succeeds.number);
    await userEvent.click(screen.getByRole('button', { name: 'Pay $10.00' }));
    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));

    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(count(requests, 'POST /api/payment-methods')).toBe(1);
  });
});
