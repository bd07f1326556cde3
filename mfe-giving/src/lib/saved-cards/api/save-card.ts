import * as v from 'valibot';
import { useSession } from '@church/auth';
import { givingMessages, PaymentMethodSchema, type PaymentMethod } from '@church/contracts';
import { api, HTTPError, messagesOf } from '@church/http';
import { useMutation, useQueryClient } from '@church/query';
import { translate } from '../../../i18n/catalogues';
import { savedCardsQueryKey } from './get-saved-cards';

/**
 * POST /api/payment-methods: keeps a card the card field created (its provider id, pm_...) for
 * the member. A failure status rejects with HTTPError without the shared client's toast, so the
 * API's message is not shown on top of 'Failed to save payment method {detail}' (saveCardFailure).
 */
export async function saveCard(stripePaymentMethodId: string): Promise<PaymentMethod> {
  const response = await api.post('payment-methods', { json: { stripePaymentMethodId }, throwHttpErrors: false });
  if (!response.ok) throw new HTTPError(response);
  return v.parse(PaymentMethodSchema, await response.json());
}

/**
 * The spec's 'Failed to save payment method {detail}': the detail is the API's message, else
 * the status, else the network's reason.
 */
export async function saveCardFailure(failure: unknown): Promise<string> {
  let detail = failure instanceof Error ? failure.message : String(failure);
  if (failure instanceof HTTPError) {
    const messages = await messagesOf(failure.response);
    detail = messages.length > 0 ? messages.join(' ') : `(status ${failure.status})`;
  }
  return `${translate(givingMessages.savePaymentMethodFailed)} ${detail}`;
}

/**
 * Saves a card and puts it at the end of the member's cached list at once (oldest first, as the
 * API lists them), wherever the list is shown: the wizards' payment step, Payment Settings. A
 * card saved before replaces itself. Rejects as saveCard does.
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
