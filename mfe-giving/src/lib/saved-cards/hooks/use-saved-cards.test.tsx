import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast, { Toaster } from 'react-hot-toast';
import { clearSession, setSession } from '@church/auth';
import type { PaymentMethod } from '@church/contracts';
import { fakeApi } from '@church/testing';
import { saveCard, SaveCardError } from '../api/save-card';
import { SavedCardList } from '../components/saved-card-list';
import { useSavedCards } from './use-saved-cards';

const visa: PaymentMethod = {
  id: 1,
  isDefault: true,
  stripePaymentMethodId: 'pm_1',
  card: { brand: 'visa', last4: '4242' },
};
const mastercard: PaymentMethod = {
  id: 2,
  isDefault: false,
  stripePaymentMethodId: 'pm_2',
  card: { brand: 'mastercard', last4: '4444' },
};

/** What the payment-method step does with the list, and how it saves a new card. */
function PaymentMethodStep() {
  const { cards, loading, error, refresh } = useSavedCards();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  if (loading) return <p>Loading cards</p>;
  if (error) return <p role="alert">Cards failed</p>;
  return (
    <>
      <SavedCardList cards={cards} selectedId={selectedId} onSelect={setSelectedId} />
      <button
        type="button"
        onClick={() =>
          saveCard('pm_2').then(
            () => refresh(),
            (failure: unknown) => void toast.error(failure instanceof Error ? failure.message : 'failed'),
          )
        }
      >
        Save card
      </button>
    </>
  );
}

const renderStep = () =>
  render(
    <>
      <PaymentMethodStep />
      <Toaster />
    </>,
  );

const signIn = () =>
  setSession({
    userId: '1',
    accessToken: 'access',
    accessTokenExpirationDateTimeOffset: Math.floor(Date.now() / 1000) + 900,
    refreshToken: 'refresh',
    roles: [],
    allowedActions: [],
    user: { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', photoUrl: null },
  });

afterEach(() => {
  jest.restoreAllMocks();
  clearSession();
});

it("loads the member's cards with the bearer token, saves one and refreshes the list", async () => {
  signIn();
  let saved = [visa];
  const requests = fakeApi({
    'GET /api/payment-methods/current': () => Response.json(saved),
    'POST /api/payment-methods': () => {
      saved = [visa, mastercard];
      return Response.json(mastercard, { status: 201 });
    },
  });
  renderStep();
  expect(await screen.findByRole('radio', { name: 'Visa ending in 4242 Default' })).toBeInTheDocument();
  expect(requests[0]?.headers.get('Authorization')).toBe('Bearer access');

  await userEvent.click(screen.getByRole('button', { name: 'Save card' }));
  expect(await screen.findByRole('radio', { name: 'Mastercard ending in 4444' })).toBeInTheDocument();
  expect(requests.find((request) => request.method === 'POST')?.body).toEqual({ stripePaymentMethodId: 'pm_2' });
});

it('asks nothing when signed out: there are no saved cards', async () => {
  const requests = fakeApi({});
  renderStep();
  expect(await screen.findByRole('group', { name: 'Saved cards' })).toBeInTheDocument();
  expect(screen.queryAllByRole('radio')).toEqual([]);
  expect(requests).toEqual([]);
});

it('keeps the failure when the list cannot be loaded', async () => {
  signIn();
  fakeApi({ 'GET /api/payment-methods/current': () => Response.json({ errors: ['Try later'] }, { status: 503 }) });
  renderStep();
  expect(await screen.findByRole('alert')).toHaveTextContent('Cards failed');
});

it("gives the API's detail for 'Failed to save payment method {detail}', toasted once", async () => {
  signIn();
  fakeApi({
    'GET /api/payment-methods/current': () => Response.json([visa]),
    'POST /api/payment-methods': () => Response.json({ errors: ["No such payment_method: 'pm_2'"] }, { status: 404 }),
  });
  await expect(saveCard('pm_2')).rejects.toEqual(new SaveCardError("No such payment_method: 'pm_2'"));
  await expect(saveCard('pm_2')).rejects.toHaveProperty('detail', "No such payment_method: 'pm_2'");

  renderStep();
  await userEvent.click(await screen.findByRole('button', { name: 'Save card' }));
  expect(await screen.findByText("Failed to save payment method No such payment_method: 'pm_2'")).toBeInTheDocument();
  await waitFor(() => expect(screen.getAllByRole('status')).toHaveLength(1));
});
