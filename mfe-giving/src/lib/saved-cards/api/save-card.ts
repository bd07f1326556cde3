import * as v from 'valibot';
import { useSession } from '@church/auth';
import { givingMessages, PaymentMethodSchema, type PaymentMethod } from '@church/contracts';
import { api } from '@church/http';
import { useMutation, useQueryClient } from '@church/query';
import { savedCardsQueryKey } from './get-saved-cards';

/**
 * A card that could not be saved. `detail` is the API's message (or the network's), and the
 * error's message is already the spec's 'Failed to save payment method {detail}'.
 */
export class SaveCardError extends Error {
  constructor(readonly detail: string) {
    super(`${givingMessages.savePaymentMethodFailed} ${detail}`);
    this.name = 'SaveCardError';
  }
}

/**
 * POST /api/payment-methods: keeps a card the card field created (its provider id, pm_...) for
 * the member. HTTP errors are not thrown by the shared client here, so it does not toast the
 * API's message on top of 'Failed to save payment method {detail}'.
 */
export async function saveCard(stripePaymentMethodId: string): Promise<PaymentMethod> {
  let response: Response;
  try {
    response = await api.post('payment-methods', { json: { stripePaymentMethodId }, throwHttpErrors: false });
  } catch (error) {
    throw new SaveCardError(error instanceof Error ? error.message : String(error));
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return v.parse(PaymentMethodSchema, body);
  const errors = (body as { errors?: unknown } | null)?.errors;
  const messages = Array.isArray(errors) ? errors.filter((message) => typeof message === 'string') : [];
  throw new SaveCardError(messages.length > 0 ? messages.join(' ') : `(status ${response.status})`);
}

/**
 * Saves a card and puts it at the end of the member's cached list at once (oldest first, as the
 * API lists them), wherever the list is shown: the wizards' payment step, Payment Settings. A
 * card saved before replaces itself. Rejects with SaveCardError.
 */
export function useSaveCard() {
  const queryClient = useQueryClient();
  const userId = useSession((state) => state.session?.userId ?? '');
  return useMutation({
    mutationFn: saveCard,
    onSuccess: (card) =>
      queryClient.setQueryData<PaymentMethod[]>(
        savedCardsQueryKey(userId),
        (cards) => cards && [...cards.filter((saved) => saved.id !== card.id), card],
      ),
  });
}
