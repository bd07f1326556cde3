import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@church/i18n';
import { formatDate } from '@church/ui';
import type { RecordedRequest } from '@church/testing';
import { microdepositAmounts, microdeposits, stripeJs, standInForStripeJs } from '../../../testing/fake-stripe-js';
import PaymentSettings from '../../../expose/payment-settings';
import {
  createdGiving,
  fakeGivingApi,
  giftClientSecret,
  invoice,
  savedCardsRoutes,
  savedVisa,
  subscription,
  subscriptionData,
} from '../../../testing/giving-api';
import { renderGivingDialog, renderOnSite, resetGivingPage, signInMember } from '../../../testing/giving-dialog';

type Routes = Parameters<typeof fakeGivingApi>[0];

standInForStripeJs(resetGivingPage);

/** The API with Stripe keys; the requests to the routes given are logged in turn with Stripe.js's calls. */
function stripeApi(routes: Routes = {}) {
  const logged = Object.fromEntries(
    Object.entries(routes).map(([route, answer]) => [
      route,
      (request: RecordedRequest) => {
        stripeJs.calls.push(route);
        return answer(request);
      },
    ]),
  );
  fakeGivingApi({
    'GET /api/payments/config': () => Response.json({ mode: 'stripe', publishableKey: 'pk_test_church' }),
    ...logged,
  });
  return () => stripeJs.calls;
}

async function oneTimeBankPayment() {
  signInMember();
  const log = stripeApi({
    'POST /api/bank-verifications': ({ body }) => {
      stripeJs.calls.push(`POST /api/bank-verifications ${JSON.stringify(body)}`);
      return new Response(null, { status: 204 });
    },
    'POST /api/givings/one-time-giving': () =>
      Response.json(createdGiving([{ amount: 10, givingTypeId: 1 }]), { status: 201 }),
    'POST /api/givings/one-time-giving-payment': () => Response.json({ clientSecret: giftClientSecret }),
  });
  renderGivingDialog();
  await userEvent.click(screen.getByRole('button', { name: /Give once|Donar una vez/ }));
  await userEvent.selectOptions(await screen.findByLabelText(/Giving type|Tipo de donación/), '1');
  await userEvent.click(screen.getByRole('button', { name: /Checkout|Continuar al pago/ }));
  await userEvent.click(await screen.findByRole('button', { name: /Confirm|Confirmar/ }));
  await userEvent.click(await screen.findByRole('radio', { name: /Bank account|Cuenta bancaria/ }));
  return log;
}

it("pays a one-time gift from a bank account picked in Stripe's dialog: the intent, the dialog, then the confirmation", async () => {
  const log = await oneTimeBankPayment();
  // No numbers are typed here with real keys: Stripe's window asks for the bank.
  expect(screen.queryByLabelText('Routing number')).not.toBeInTheDocument();
  expect(screen.getByText(/Stripe, our payment provider, opens a window/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Pay $10.00' }));

  expect(await screen.findByText(/is pending until your bank completes it/)).toBeInTheDocument();
  expect(log()).toEqual([
    'POST /api/givings/one-time-giving',
    'POST /api/givings/one-time-giving-payment',
    `collectBankAccountForPayment ${giftClientSecret} Ann Lee`,
    `confirmUsBankAccountPayment ${giftClientSecret}`,
  ]);
});

it('says the account waits for micro-deposits, with Stripe’s verification page, and keeps the gift pending', async () => {
  stripeJs.confirmed = microdeposits;
  const log = await oneTimeBankPayment();
  await userEvent.click(screen.getByRole('button', { name: 'Pay $10.00' }));

  const notice = await screen.findByRole('status');
  // The server is told, and reads the wait from Stripe itself: Givings History offers to verify it.
  expect(log().at(-1)).toBe('POST /api/bank-verifications {"givingId":"4b6b1a2e-8f0c-4a43-9d51-2f7a3c1e9b10"}');
  expect(notice).toHaveTextContent('You can also enter the code on your Givings History page once it arrives.');
  expect(notice).toHaveTextContent(
    'Your bank account must be verified first: Stripe is sending it one small deposit with a 6-character code in its description, which arrives in 1-2 business days.',
  );
  expect(notice).toHaveTextContent('Your gift stays pending until then');
  expect(screen.getByRole('link', { name: 'Verify your bank account with Stripe' })).toHaveAttribute(
    'href',
    'https://payments.stripe.com/microdeposit/pacs_test_1',
  );
  // Not a thank-you, and no second payment offered meanwhile.
  expect(screen.queryByText(/is pending until your bank completes it/)).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Pay $10.00' })).not.toBeInTheDocument();
});

it('names two deposits when Stripe sends amounts to confirm', async () => {
  stripeJs.confirmed = microdepositAmounts;
  await oneTimeBankPayment();
  await userEvent.click(screen.getByRole('button', { name: 'Pay $10.00' }));

  const notice = await screen.findByRole('status');
  expect(notice).toHaveTextContent(
    'Your bank account must be verified first: Stripe is sending it two small deposits, which arrive in 1-2 business days.',
  );
  expect(notice).toHaveTextContent('You can also enter them on your Givings History page once they arrive.');
});

it('says so in Spanish too', async () => {
  await setLanguage('es');
  stripeJs.confirmed = microdepositAmounts;
  await oneTimeBankPayment();
  await userEvent.click(screen.getByRole('button', { name: /10,00|10\.00/ }));

  expect(await screen.findByRole('status')).toHaveTextContent(
    'Primero hay que verificar su cuenta bancaria: Stripe le envía dos pequeños depósitos',
  );
  expect(screen.getByRole('link', { name: 'Verificar su cuenta bancaria con Stripe' })).toHaveAttribute(
    'href',
    'https://payments.stripe.com/microdeposit/pacs_test_1',
  );
});

it("shows Stripe's refusal, confirms nothing, and lets the donor pay again", async () => {
  stripeJs.collected = { error: { type: 'invalid_request_error', message: 'We could not connect to your bank.' } };
  const log = await oneTimeBankPayment();
  await userEvent.click(screen.getByRole('button', { name: 'Pay $10.00' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('We could not connect to your bank.');
  expect(log().filter((call) => call.startsWith('confirm'))).toEqual([]);

  // Closing Stripe's window charges nothing, and says so.
  stripeJs.collected = { status: 'requires_payment_method' };
  await userEvent.click(screen.getByRole('button', { name: 'Pay $10.00' }));
  expect(await screen.findByText(/The bank window was closed before an account was chosen/)).toBeInTheDocument();

  // Then it works, on the same intent.
  stripeJs.collected = { status: 'requires_confirmation' };
  await userEvent.click(screen.getByRole('button', { name: 'Pay $10.00' }));
  expect(await screen.findByText(/is pending until your bank completes it/)).toBeInTheDocument();
  expect(log().filter((call) => call === 'POST /api/givings/one-time-giving-payment')).toHaveLength(1);
});

it('starts a recurring gift from a new bank account: set up for the member first, then subscribed with it', async () => {
  signInMember();
  const log = stripeApi({
    'POST /api/givings/subscription-subject': () => Response.json(subscriptionData),
    'POST /api/payment-methods/bank-account-setup': () => Response.json({ clientSecret: 'seti_1_secret_1' }),
    'POST /api/givings/create-subscription': () => Response.json(subscription(invoice('processing'))),
  });
  stripeJs.confirmed = { status: 'succeeded' };
  renderGivingDialog();
  await userEvent.click(screen.getByRole('button', { name: 'Give monthly' }));
  await userEvent.selectOptions(await screen.findByLabelText('Monthly amount'), '$50.00 a month');
  await userEvent.selectOptions(screen.getByLabelText('Giving type'), '1');
  await userEvent.click(screen.getByRole('button', { name: 'Checkout' }));
  await userEvent.click(await screen.findByRole('radio', { name: 'Bank account' }));
  await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  await userEvent.click(await screen.findByRole('button', { name: /^Pay/ }));

  expect(await screen.findByText(/pending|waits for your bank/i)).toBeInTheDocument();
  await waitFor(() =>
    expect(log()).toEqual([
      'POST /api/givings/subscription-subject',
      'POST /api/payment-methods/bank-account-setup',
      'collectBankAccountForSetup seti_1_secret_1 Ann Lee',
      'confirmUsBankAccountSetup seti_1_secret_1',
      'POST /api/givings/create-subscription',
    ]),
  );
});

it('offers gifts on the 1st and 15th with Stripe too, first charged on the first 1st or 15th on or after the start day', async () => {
  signInMember();
  stripeApi();
  renderGivingDialog();
  await userEvent.click(screen.getByRole('button', { name: 'Give monthly' }));
  const schedule = await screen.findByLabelText('How often');
  expect(
    within(schedule)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Weekly', 'Every two weeks', '1st and 15th', 'Monthly', 'Quarterly', 'Yearly']);

  // Two monthly subscriptions at Stripe, from the 15th and the 1st after a start on the 10th.
  const year = new Date().getFullYear() + 1;
  await userEvent.selectOptions(screen.getByLabelText('Monthly amount'), 'Other amount');
  await userEvent.type(screen.getByLabelText('Your amount'), '12.50');
  await userEvent.selectOptions(screen.getByLabelText('Giving type'), 'Tithe');
  await userEvent.selectOptions(schedule, '1st and 15th');
  fireEvent.change(screen.getByLabelText('First gift on'), { target: { value: `${year}-03-10` } });
  await userEvent.click(screen.getByRole('button', { name: 'Checkout' }));
  await screen.findByRole('heading', { name: 'Confirmation' });
  expect(screen.getByRole('region', { name: 'Confirmation' })).toHaveTextContent(
    new RegExp(`Recurrence\\s*1st and 15th\\s*First gift\\s*${formatDate(`${year}-03-15`)}`),
  );
});

it('offers the 1st and 15th when a gift is changed with Stripe too, and asks the API for it', async () => {
  signInMember();
  const changes: unknown[] = [];
  stripeApi({
    ...savedCardsRoutes([savedVisa]),
    'GET /api/recurring-givings/current': () =>
      Response.json([
        {
          id: 3,
          amount: 50,
          schedule: 'monthly',
          givingTypeId: 1,
          givingTypeName: 'Tithe',
          status: 'active',
          creationDate: '2026-06-01T12:00:00.000Z',
          nextPaymentDate: '2026-08-01T12:00:00.000Z',
          card: { brand: 'visa', last4: '4242' },
        },
      ]),
    'PUT /api/recurring-givings/current/3': ({ body }) => {
      changes.push(body);
      return new Response(null, { status: 204 });
    },
  });
  renderOnSite(<PaymentSettings area="account" />, '/account/payment-settings');
  await userEvent.click(await screen.findByRole('button', { name: 'Change gift of $50.00 a month to Tithe' }));
  const dialog = screen.getByRole('dialog', { name: 'Change recurring gift' });
  expect(
    within(within(dialog).getByLabelText('How often'))
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toContain('1st and 15th');
  await userEvent.selectOptions(within(dialog).getByLabelText('How often'), '1st and 15th');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(changes).toEqual([{ amount: 50, schedule: 'first-and-fifteenth', givingTypeId: 1 }]));
});
