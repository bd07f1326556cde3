import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@church/testing';
import { forgetPaymentsConfig } from '../api/get-payments-config';
import { useCardPayments } from '../hooks/use-card-payments';
import { CardField } from './card-field';
import { CardPaymentsProvider } from './card-payments-provider';
import { SandboxModeNotice } from './sandbox-mode-notice';

function CardStep() {
  const { mode } = useCardPayments();
  return (
    <section aria-label="card step" data-mode={mode}>
      <SandboxModeNotice />
      <CardField onChange={() => undefined} />
    </section>
  );
}

const renderCardStep = () =>
  render(
    <CardPaymentsProvider>
      <CardStep />
    </CardPaymentsProvider>,
  );

beforeEach(forgetPaymentsConfig);
afterEach(() => jest.restoreAllMocks());

it('mounts the sandbox field and notice when the API is in sandbox mode, asking only once per page', async () => {
  const requests = fakeApi({
    'GET /api/payments/config': () => Response.json({ mode: 'sandbox', publishableKey: null }),
  });
  const { unmount } = renderCardStep();
  expect(screen.getByRole('status')).toHaveTextContent('Loading the card form...');

  expect(await screen.findByRole('note')).toHaveTextContent(
    'Sandbox mode: no real money moves. Test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0025 0000 3155 asks for authentication.',
  );
  expect(screen.getByRole('region', { name: 'card step' })).toHaveAttribute('data-mode', 'sandbox');
  expect(screen.getByRole('group', { name: 'Card details' })).toBeInTheDocument();
  expect(screen.getByLabelText('Card number')).toBeInTheDocument();

  unmount();
  renderCardStep();
  // Opened again on the same page: no second request and no loading state.
  expect(screen.getByLabelText('Card number')).toBeInTheDocument();
  expect(requests).toHaveLength(1);
});

it("mounts Stripe's field, lazily, and no sandbox notice when the API has Stripe keys", async () => {
  fakeApi({ 'GET /api/payments/config': () => Response.json({ mode: 'stripe', publishableKey: 'pk_test_church' }) });
  renderCardStep();
  expect(await screen.findByRole('region', { name: 'card step' })).toHaveAttribute('data-mode', 'stripe');
  expect(screen.getByRole('group', { name: 'Card details' })).toBeInTheDocument();
  expect(screen.queryByRole('note')).not.toBeInTheDocument();
  expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
});

it('offers a retry when the config cannot be loaded', async () => {
  let answer = Response.json({ errors: ['Service unavailable'] }, { status: 503 });
  const requests = fakeApi({ 'GET /api/payments/config': () => answer });
  renderCardStep();
  expect(await screen.findByRole('alert')).toHaveTextContent('The card form could not be loaded.');

  answer = Response.json({ mode: 'sandbox', publishableKey: null });
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByLabelText('Card number')).toBeInTheDocument();
  expect(requests).toHaveLength(2);
});

it('refuses to be used outside the provider', () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(() => render(<CardStep />)).toThrow('must be used inside <CardPaymentsProvider>');
});
