import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CardFieldState } from '../card-payments.types';
import { fakeApi } from '@church/testing';
import { setLanguage } from '@church/i18n';
import { forgetPaymentsConfig } from '../api/get-payments-config';
import { CardField } from './card-field';
import { CardPaymentsProvider } from './card-payments-provider';

const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');

async function renderField() {
  fakeApi({ 'GET /api/payments/config': () => Response.json({ mode: 'sandbox', publishableKey: null }) });
  const changes: CardFieldState[] = [];
  render(
    <CardPaymentsProvider>
      <CardField onChange={(state) => changes.push(state)} />
      <button type="button">Elsewhere</button>
    </CardPaymentsProvider>,
  );
  return {
    changes,
    number: await screen.findByLabelText('Card number'),
    expiry: screen.getByLabelText('Expiration date (MM / YY)'),
    cvc: screen.getByLabelText('Security code (CVC)'),
  };
}

beforeEach(forgetPaymentsConfig);
afterEach(() => jest.restoreAllMocks());

it('groups the number as it is typed and reports a complete card with its brand', async () => {
  const { number, expiry, cvc, changes } = await renderField();
  await userEvent.type(number, '4242424242424242');
  expect(number).toHaveValue('4242 4242 4242 4242');
  await userEvent.type(expiry, `12${nextYear}`);
  expect(expiry).toHaveValue(`12 / ${nextYear}`);
  await userEvent.type(cvc, '1234');
  expect(cvc).toHaveValue('123');

  expect(changes[0]).toEqual({ empty: false, complete: false, brand: 'visa', error: null });
  expect(changes.at(-1)).toEqual({ empty: false, complete: true, brand: 'visa', error: null });
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('groups an amex number 4 6 5 and wants a 4-digit security code', async () => {
  const { number, expiry, cvc, changes } = await renderField();
  await userEvent.type(number, '378282246310005');
  expect(number).toHaveValue('3782 822463 10005');
  await userEvent.type(expiry, `01${nextYear}`);
  await userEvent.type(cvc, '123');
  await userEvent.tab();
  expect(screen.getByRole('alert')).toHaveTextContent("Your card's security code is incomplete.");
  await userEvent.type(cvc, '4');
  expect(changes.at(-1)).toEqual({ empty: false, complete: true, brand: 'amex', error: null });
});

it('says an incomplete number is incomplete once the user leaves it, and not while typing', async () => {
  const { number, changes } = await renderField();
  await userEvent.type(number, '4242 42');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await userEvent.tab();
  expect(screen.getByRole('alert')).toHaveTextContent('Your card number is incomplete.');
  expect(number).toHaveAttribute('aria-invalid', 'true');
  expect(number).toHaveAccessibleDescription('Your card number is incomplete.');
  expect(changes.at(-1)?.error).toBe('Your card number is incomplete.');
});

it('says a full number that fails the checksum is invalid at once', async () => {
  const { number } = await renderField();
  await userEvent.type(number, '4242424242424241');
  expect(screen.getByRole('alert')).toHaveTextContent('Your card number is invalid.');
});

it('reads the expiry as MM / YY and rejects a past or incomplete one', async () => {
  const { number, expiry } = await renderField();
  await userEvent.type(number, '4242424242424242');
  await userEvent.type(expiry, '4');
  expect(expiry).toHaveValue('04');
  await userEvent.type(expiry, '2');
  expect(expiry).toHaveValue('04 / 2');
  await userEvent.tab();
  expect(screen.getByRole('alert')).toHaveTextContent("Your card's expiration date is incomplete.");

  await userEvent.clear(expiry);
  await userEvent.type(expiry, '1320');
  expect(expiry).toHaveValue('12 / 0');
  await userEvent.clear(expiry);
  await userEvent.type(expiry, '0120');
  expect(screen.getByRole('alert')).toHaveTextContent("Your card's expiration date is in the past.");
  expect(expiry).toHaveAttribute('aria-invalid', 'true');
});

it('says an incomplete security code is incomplete once the user leaves it', async () => {
  const { number, expiry, cvc } = await renderField();
  await userEvent.type(number, '4242424242424242');
  await userEvent.type(expiry, `12${nextYear}`);
  await userEvent.type(cvc, '12');
  await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
  expect(screen.getByRole('alert')).toHaveTextContent("Your card's security code is incomplete.");
  expect(cvc).toHaveAttribute('aria-invalid', 'true');
});

it('keeps the caret in place when a digit is fixed inside the number', async () => {
  const { number } = await renderField();
  await userEvent.type(number, '4242424242424242');
  // Backspace right after a group's space removes the digit before it; the next digit goes there.
  await userEvent.type(number, '{backspace}', { initialSelectionStart: 5, initialSelectionEnd: 5 });
  expect(number).toHaveValue('4244 2424 2424 242');
  expect(number).toHaveProperty('selectionStart', 3);
  await userEvent.keyboard('2');
  expect(number).toHaveValue('4242 4242 4242 4242');
  expect(number).toHaveProperty('selectionStart', 4);
});

it.each([
  ['4242', 'Visa'],
  ['5555', 'Mastercard'],
  ['2223', 'Mastercard'],
  ['3782', 'American Express'],
  ['6011', 'Discover'],
  ['3056', 'Diners Club'],
  ['3566', 'JCB'],
  ['6200', 'UnionPay'],
])('shows the brand of a number starting %s: %s', async (prefix, name) => {
  const { number } = await renderField();
  await userEvent.type(number, prefix);
  expect(screen.getByRole('img', { name })).toBeInTheDocument();
});

it("shows 'Unknown brand' for a number no brand starts with, and no mark while empty", async () => {
  const { number } = await renderField();
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
  await userEvent.type(number, '9999');
  expect(screen.getByText('Unknown brand')).toBeInTheDocument();
});

describe('in Spanish', () => {
  beforeEach(() => setLanguage('es'));
  afterEach(() => setLanguage('en'));

  it("says what is wrong as the provider's field would in Spanish, and reports it so", async () => {
    fakeApi({ 'GET /api/payments/config': () => Response.json({ mode: 'sandbox', publishableKey: null }) });
    const changes: CardFieldState[] = [];
    render(
      <CardPaymentsProvider>
        <CardField onChange={(state) => changes.push(state)} />
      </CardPaymentsProvider>,
    );
    await userEvent.type(await screen.findByLabelText('Número de tarjeta'), '4242 42');
    await userEvent.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('El número de su tarjeta está incompleto.');
    expect(changes.at(-1)?.error).toBe('El número de su tarjeta está incompleto.');
  });
});
