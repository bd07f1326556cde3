import { act, render, screen } from '@testing-library/react';
import { clearSession, setSession } from '@church/auth';
import { QueryProvider, queryClient } from '@church/query';
import { fakeApi, testSession } from '@church/testing';
import { savedMastercard, savedVisa } from '../../../testing/giving-api';
import { useSavedCards } from './get-saved-cards';
import { saveCard, saveCardFailure } from './save-card';

function CardNumbers() {
  const cards = useSavedCards();
  if (cards.isPending) return <p>{cards.fetchStatus === 'idle' ? 'Not asked' : 'Loading'}</p>;
  return <p>Cards: {cards.data?.map((card) => card.card.last4).join(' ')}</p>;
}

const renderCards = () =>
  render(
    <QueryProvider>
      <CardNumbers />
    </QueryProvider>,
  );

const signIn = (userId: string) => setSession(testSession({ userId, accessToken: `access-${userId}` }));

afterEach(() => {
  queryClient.clear();
  clearSession();
  jest.restoreAllMocks();
});

it('asks nothing when signed out: there is nobody whose cards to show', () => {
  const requests = fakeApi({});
  renderCards();
  expect(screen.getByText('Not asked')).toBeInTheDocument();
  expect(requests).toEqual([]);
});

it('never shows one member the cards of the member signed in before on the same page', async () => {
  fakeApi({
    'GET /api/payment-methods/current': ({ headers }) =>
      Response.json(headers.get('Authorization') === 'Bearer access-1' ? [savedVisa] : [savedMastercard]),
  });
  signIn('1');
  renderCards();
  expect(await screen.findByText('Cards: 4242')).toBeInTheDocument();

  act(() => signIn('2'));
  expect(screen.queryByText('Cards: 4242')).not.toBeInTheDocument();
  expect(await screen.findByText('Cards: 4444')).toBeInTheDocument();
});

it("rejects with the API's detail after 'Failed to save payment method'", async () => {
  signIn('1');
  fakeApi({
    'POST /api/payment-methods': () => Response.json({ errors: ["No such payment_method: 'pm_2'"] }, { status: 404 }),
  });
  const failure = await saveCard('pm_2').catch((error: unknown) => error);
  expect(await saveCardFailure(failure)).toBe("Failed to save payment method No such payment_method: 'pm_2'");
});

it('rejects with the status when the API gives no message, and with the reason when there is no answer', async () => {
  signIn('1');
  const fetchSpy = jest.spyOn(globalThis, 'fetch').mockResolvedValueOnce(new Response(null, { status: 502 }));
  expect(await saveCardFailure(await saveCard('pm_2').catch((error: unknown) => error))).toBe(
    'Failed to save payment method (status 502)',
  );

  fetchSpy.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  expect(await saveCardFailure(await saveCard('pm_2').catch((error: unknown) => error))).toBe(
    'Failed to save payment method Failed to fetch',
  );
});
