import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentIntentView } from '@church/contracts';
import { Modal } from '@church/ui';
import { fakeApi, type RecordedRequest } from '@church/testing';
import { forgetPaymentsConfig } from '../api/get-payments-config';
import { useCardPayments } from '../hooks/use-card-payments';
import { CardField } from './card-field';
import { CardPaymentsProvider } from './card-payments-provider';

const clientSecret = 'pi_sandbox_1_secret_abc';
const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');
const intent = (change: Partial<PaymentIntentView>): PaymentIntentView => ({
  id: 'pi_sandbox_1',
  amount: 2550,
  currency: 'usd',
  status: 'succeeded',
  nextAction: null,
  lastPaymentError: null,
  ...change,
});
const requiresAction = intent({ status: 'requires_action', nextAction: { type: 'sandbox_authentication' } });
const declined = intent({
  status: 'requires_payment_method',
  lastPaymentError: { code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' },
});
const authenticationFailed = intent({
  status: 'requires_payment_method',
  lastPaymentError: {
    code: 'payment_intent_authentication_failure',
    message:
      'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  },
});

/** What a wizard does: create the payment method from the field, then confirm the intent with it. */
function Checkout() {
  const payments = useCardPayments();
  const [result, setResult] = useState('');
  return (
    <>
      <CardField onChange={() => undefined} />
      <button
        type="button"
        onClick={async () => {
          const created = await payments.createPaymentMethod();
          if ('error' in created) return setResult(`error: ${created.error.message}`);
          const confirmed = await payments.confirmCardPayment(clientSecret, created.paymentMethod.id);
          setResult(
            'error' in confirmed
              ? `error: ${confirmed.error.message} (${confirmed.error.code})`
              : `${confirmed.paymentIntent.id} ${confirmed.paymentIntent.status}`,
          );
        }}
      >
        Pay
      </button>
      <button
        type="button"
        onClick={async () => {
          const handled = await payments.handleCardAction(clientSecret);
          setResult('error' in handled ? `error: ${handled.error.message}` : `${handled.paymentIntent.status}`);
        }}
      >
        Authenticate invoice
      </button>
      <output aria-label="result">{result}</output>
    </>
  );
}

function sandboxApi(confirm: PaymentIntentView | Response, authenticate?: (request: RecordedRequest) => Response) {
  return fakeApi({
    'GET /api/payments/config': () => Response.json({ mode: 'sandbox', publishableKey: null }),
    'POST /api/sandbox/payment-methods': ({ body }) => {
      const { card } = body as { card: { number: string; expMonth: number; expYear: number } };
      return Response.json(
        { id: 'pm_sandbox_1', card: { brand: 'visa', last4: card.number.slice(-4), expMonth: 12, expYear: 2031 } },
        { status: 201 },
      );
    },
    'POST /api/sandbox/payment-intents/pi_sandbox_1/confirm': () =>
      confirm instanceof Response ? confirm : Response.json(confirm),
    ...(authenticate ? { 'POST /api/sandbox/payment-intents/pi_sandbox_1/authenticate': authenticate } : {}),
  });
}

async function enterCard(number: string) {
  await userEvent.type(await screen.findByLabelText('Card number'), number);
  await userEvent.type(screen.getByLabelText('Expiration date (MM / YY)'), `12${nextYear}`);
  await userEvent.type(screen.getByLabelText('Security code (CVC)'), '123');
}

const result = () => screen.getByRole('status', { name: 'result' });
const renderCheckout = () =>
  render(
    <CardPaymentsProvider>
      <Checkout />
    </CardPaymentsProvider>,
  );

beforeEach(forgetPaymentsConfig);
afterEach(() => jest.restoreAllMocks());

it('sends the card to the sandbox tokeniser only, then confirms the intent with the payment method', async () => {
  const requests = sandboxApi(intent({}));
  renderCheckout();
  await enterCard('4242424242424242');
  await userEvent.click(screen.getByRole('button', { name: 'Pay' }));

  await waitFor(() => expect(result()).toHaveTextContent('pi_sandbox_1 succeeded'));
  expect(requests.map(({ method, path }) => `${method} ${path}`)).toEqual([
    'GET /api/payments/config',
    'POST /api/sandbox/payment-methods',
    'POST /api/sandbox/payment-intents/pi_sandbox_1/confirm',
  ]);
  expect(requests[1]?.body).toEqual({
    card: { number: '4242424242424242', expMonth: 12, expYear: 2000 + Number(nextYear), cvc: '123' },
  });
  expect(requests[2]?.body).toEqual({ clientSecret, paymentMethodId: 'pm_sandbox_1' });
  const withCard = requests.filter((request) => JSON.stringify(request.body ?? '').includes('4242424242424242'));
  expect(withCard.map((request) => request.path)).toEqual(['/api/sandbox/payment-methods']);
  expect(requests[1]?.headers.get('Authorization')).toBeNull();
});

it('sends nothing and shows every problem when the card is not complete', async () => {
  const requests = sandboxApi(intent({}));
  renderCheckout();
  await userEvent.type(await screen.findByLabelText('Card number'), '4242');
  await userEvent.click(screen.getByRole('button', { name: 'Pay' }));

  await waitFor(() => expect(result()).toHaveTextContent('error: Your card number is incomplete.'));
  expect(screen.getByRole('alert')).toHaveTextContent('Your card number is incomplete.');
  expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
});

it("resolves a decline with the provider's message", async () => {
  sandboxApi(declined);
  renderCheckout();
  await enterCard('4000000000000002');
  await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
  await waitFor(() => expect(result()).toHaveTextContent('error: Your card was declined. (card_declined)'));
});

it("resolves a refusal of our API with the API's message", async () => {
  sandboxApi(Response.json({ errors: ["No such payment_intent: 'pi_sandbox_1'"] }, { status: 404 }));
  renderCheckout();
  await enterCard('4242424242424242');
  await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
  await waitFor(() => expect(result()).toHaveTextContent("error: No such payment_intent: 'pi_sandbox_1' (http_404)"));
});

it('asks for authentication when the card needs it and succeeds when the user completes it', async () => {
  const requests = sandboxApi(requiresAction, () => Response.json(intent({})));
  renderCheckout();
  await enterCard('4000002500003155');
  await userEvent.click(screen.getByRole('button', { name: 'Pay' }));

  const dialog = await screen.findByRole('dialog', { name: 'Sandbox authentication' });
  expect(dialog).toHaveTextContent('3-D Secure');
  expect(result()).toHaveTextContent('');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Complete authentication' }));

  await waitFor(() => expect(result()).toHaveTextContent('pi_sandbox_1 succeeded'));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(requests.at(-1)).toMatchObject({
    path: '/api/sandbox/payment-intents/pi_sandbox_1/authenticate',
    body: { clientSecret, approve: true },
  });
});

it('resolves with the error when the user fails the authentication', async () => {
  const requests = sandboxApi(requiresAction, () => Response.json(authenticationFailed));
  renderCheckout();
  await enterCard('4000002500003155');
  await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Fail authentication' }));

  await waitFor(() => expect(result()).toHaveTextContent('error: We are unable to authenticate your payment method.'));
  expect(result()).toHaveTextContent('(payment_intent_authentication_failure)');
  expect(requests.at(-1)?.body).toEqual({ clientSecret, approve: false });
});

it('runs the authentication step alone for an intent the server left requiring action', async () => {
  const requests = sandboxApi(intent({}), () => Response.json(intent({})));
  renderCheckout();
  await userEvent.click(await screen.findByRole('button', { name: 'Authenticate invoice' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Complete authentication' }));

  await waitFor(() => expect(result()).toHaveTextContent('succeeded'));
  expect(requests.filter((request) => request.method === 'POST')).toEqual([
    expect.objectContaining({
      path: '/api/sandbox/payment-intents/pi_sandbox_1/authenticate',
      body: { clientSecret, approve: true },
    }),
  ]);
});

it('fails the authentication on Escape without closing the dialog around it', async () => {
  const requests = sandboxApi(intent({}), () => Response.json(authenticationFailed));
  const closeWizard = jest.fn();
  render(
    <Modal title="One-time gift" onClose={closeWizard}>
      <CardPaymentsProvider>
        <Checkout />
      </CardPaymentsProvider>
    </Modal>,
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Authenticate invoice' }));
  const dialog = await screen.findByRole('dialog', { name: 'Sandbox authentication' });
  // A browser's showModal moves the focus into the dialog; jsdom does not.
  within(dialog).getByRole('button', { name: 'Close' }).focus();
  await userEvent.keyboard('{Escape}');

  await waitFor(() => expect(result()).toHaveTextContent('error: We are unable to authenticate'));
  expect(requests.at(-1)?.body).toEqual({ clientSecret, approve: false });
  expect(closeWizard).not.toHaveBeenCalled();
  expect(screen.getByRole('dialog', { name: 'One-time gift' })).toBeInTheDocument();
});
