import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@church/i18n';
import { fakeApi } from '@church/testing';
import { fakeStripeElements } from '../../../testing/fake-stripe-js';
import { forgetPaymentsConfig } from '../api/get-payments-config';
import { useCardPayments } from '../hooks/use-card-payments';
import { CardField } from './card-field';
import { CardPaymentsProvider } from './card-payments-provider';

// A stand-in for Stripe.js (Stripe's script, not our code): each instance writes in the locale it
// was made with, as the real one does, and its card field shows a placeholder in its Elements' locale.
const declines: Record<string, string> = { en: 'Your card was declined.', es: 'Su tarjeta fue rechazada.' };
const placeholders: Record<string, string> = { en: 'Card number', es: 'Número de tarjeta' };

function fakeStripe(_key: string, { locale }: { locale: string }) {
  return {
    elements: ({ locale: elementsLocale }: { locale: string }) =>
      fakeStripeElements((node) => {
        node.textContent = placeholders[elementsLocale] ?? '';
      }),
    createToken: async () => ({}),
    createPaymentMethod: async () => ({}),
    handleCardAction: async () => ({}),
    confirmCardPayment: async () => ({ error: { type: 'card_error', message: declines[locale] } }),
  };
}

function Checkout() {
  const payments = useCardPayments();
  const [result, setResult] = useState('');
  return (
    <>
      <CardField onChange={() => undefined} />
      <button
        type="button"
        onClick={async () => {
          const answer = await payments.confirmCardPayment('pi_1_secret_x', 'pm_1');
          setResult('error' in answer ? answer.error.message : 'paid');
        }}
      >
        Pay
      </button>
      <output>{result}</output>
    </>
  );
}

beforeAll(() => {
  Object.assign(window, { Stripe: Object.assign(fakeStripe, { version: 'endive' }) });
});
beforeEach(forgetPaymentsConfig);
afterEach(async () => {
  await setLanguage('en');
});

it("makes the card field and Stripe's messages again in the language the page switches to", async () => {
  fakeApi({ 'GET /api/payments/config': () => Response.json({ mode: 'stripe', publishableKey: 'pk_test_church' }) });
  render(
    <CardPaymentsProvider>
      <Checkout />
    </CardPaymentsProvider>,
  );
  expect(await screen.findByText('Card number')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
  expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();

  await act(() => setLanguage('es'));
  expect(await screen.findByText('Número de tarjeta')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
  expect(await screen.findByText('Su tarjeta fue rechazada.')).toBeInTheDocument();
});
