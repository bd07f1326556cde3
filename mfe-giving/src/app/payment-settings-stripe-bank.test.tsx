import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BankVerification } from '@church/contracts';
import { setLanguage } from '@church/i18n';
import type { RecordedRequest } from '@church/testing';
import PaymentSettings from '../expose/payment-settings';
import { microdeposits, stripeJs, standInForStripeJs } from '../testing/fake-stripe-js';
import { fakeGivingApi, savedCardsRoutes, savedVisa } from '../testing/giving-api';
import { renderOnSite, resetGivingPage, signInMember } from '../testing/giving-dialog';

standInForStripeJs(resetGivingPage);

const bankAccount = {
  id: 101,
  isDefault: false,
  stripePaymentMethodId: 'pm_bank_new',
  card: { brand: 'STRIPE TEST BANK', last4: '6789', kind: 'bank' as const },
};

/** Payment Settings with Stripe keys; our requests and Stripe.js's calls are logged in turn. */
const waitingAccount: BankVerification = {
  id: 9,
  kind: 'account',
  microdepositType: 'descriptor_code',
  arrivalDate: null,
  since: '2026-11-27T12:00:00Z',
  bankName: 'STRIPE TEST BANK',
  last4: '6789',
};

function openPage() {
  signInMember();
  const cards = savedCardsRoutes([savedVisa]);
  const log = (route: string, answer: (request: RecordedRequest) => Response | Promise<Response>) => ({
    [route]: (request: RecordedRequest) => {
      stripeJs.calls.push(`${route} ${JSON.stringify(request.body ?? null)}`);
      return answer(request);
    },
  });
  let saved = false;
  let waiting = false;
  fakeGivingApi({
    // Once the browser says so, the server has read the wait from Stripe (decision 0109).
    'GET /api/bank-verifications/current': () => Response.json(waiting ? [waitingAccount] : []),
    ...log('POST /api/bank-verifications', () => {
      waiting = true;
      return new Response(null, { status: 204 });
    }),
    ...cards,
    'GET /api/payment-methods/current': () => Response.json(saved ? [savedVisa, bankAccount] : [savedVisa]),
    'GET /api/recurring-givings/current': () => Response.json([]),
    'GET /api/payments/config': () => Response.json({ mode: 'stripe', publishableKey: 'pk_test_church' }),
    ...log('POST /api/payment-methods/bank-account-setup', () => Response.json({ clientSecret: 'seti_1_secret_1' })),
    ...log('POST /api/payment-methods', () => {
      saved = true;
      return Response.json(bankAccount, { status: 201 });
    }),
  });
  renderOnSite(<PaymentSettings area="account" />, '/account/payment-settings');
}

it("adds a bank account through Stripe's dialog: the setup, the dialog, the confirmation, then it is kept", async () => {
  stripeJs.confirmed = { status: 'succeeded' };
  openPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Add bank account' }));
  const form = await screen.findByRole('form', { name: 'Add bank account' });
  expect(within(form).queryByLabelText('Routing number')).not.toBeInTheDocument();
  expect(within(form).getByText(/Stripe, our payment provider, opens a window/)).toBeInTheDocument();
  await userEvent.click(within(form).getByRole('button', { name: 'Connect bank account' }));

  expect(await screen.findByText('Bank account saved')).toBeInTheDocument();
  expect((await screen.findAllByText(/STRIPE TEST BANK/)).length).toBeGreaterThan(0);
  expect(stripeJs.calls).toEqual([
    'POST /api/payment-methods/bank-account-setup null',
    'collectBankAccountForSetup seti_1_secret_1 Ann Lee',
    'confirmUsBankAccountSetup seti_1_secret_1',
    'POST /api/payment-methods {"stripePaymentMethodId":"pm_bank_new"}',
  ]);
});

it('says an account waiting for micro-deposits is saved once verified, with the verification page, and saves nothing now', async () => {
  stripeJs.confirmed = microdeposits;
  openPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Add bank account' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Connect bank account' }));

  const notice = await screen.findByRole('status');
  expect(notice).toHaveTextContent('The account then appears with your saved payment methods, ready for your gifts.');
  expect(notice).toHaveTextContent('You can also enter the code here, under Payment Settings, once it arrives.');
  expect(stripeJs.calls.at(-1)).toBe('POST /api/bank-verifications {"setupIntentId":"seti_1"}');
  // The page offers to verify it here from now on.
  expect(
    await screen.findByRole('button', { name: /^Verify bank account: STRIPE TEST BANK •••• 6789, added on/ }),
  ).toBeVisible();
  expect(within(notice).getByRole('link', { name: 'Verify your bank account with Stripe' })).toHaveAttribute(
    'href',
    'https://payments.stripe.com/microdeposit/pacs_test_1',
  );
  expect(stripeJs.calls.filter((call) => call.startsWith('POST /api/payment-methods '))).toEqual([]);
  await userEvent.click(within(notice).getByRole('button', { name: 'Done' }));
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

it("toasts Stripe's refusal in the spec's words and keeps the form", async () => {
  await setLanguage('es');
  stripeJs.collected = { error: { type: 'invalid_request_error', message: 'No pudimos conectar con su banco.' } };
  openPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Añadir cuenta bancaria' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Conectar cuenta bancaria' }));

  expect(await screen.findByText(/No pudimos conectar con su banco\./)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Conectar cuenta bancaria' })).toBeEnabled();
  expect(stripeJs.calls.filter((call) => call.startsWith('confirm'))).toEqual([]);
});
