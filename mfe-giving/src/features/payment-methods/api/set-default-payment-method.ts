import { useSession } from '@church/auth';
import type { PaymentMethod } from '@church/contracts';
import { api } from '@church/http';
import { useMutation, useQueryClient } from '@church/query';
import * as v from 'valibot';
import { toastFailure } from '../../../lib/http/toast-failure';
import { SavedCardsSchema, savedCardsQueryKey } from '../../../lib/saved-cards/api/get-saved-cards';

/** PUT /api/payment-methods/{id}/default: answers the member's cards with the new default. */
export async function setDefaultPaymentMethod(id: number): Promise<PaymentMethod[]> {
  const body: unknown = await api.put(`payment-methods/${id}/default`).json();
  return v.parse(SavedCardsSchema, body);
}

/**
 * Makes a card the default. Spec section 4: the previous default is unmarked; the list shows
 * it at once (before the answer), takes the answer as it comes, and goes back on a failure.
 */
export function useSetDefaultPaymentMethod() {
  const queryClient = useQueryClient();
  const userId = useSession((state) => state.session?.userId ?? '');
  const queryKey = savedCardsQueryKey(userId);
  return useMutation({
    mutationFn: setDefaultPaymentMethod,
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<PaymentMethod[]>(queryKey);
      queryClient.setQueryData<PaymentMethod[]>(queryKey, (cards) =>
        cards?.map((card) => ({ ...card, isDefault: card.id === id })),
      );
      return { previous };
    },
    onError: (error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
      toastFailure(error, 'giving.cards.makeDefaultFailed');
    },
    onSuccess: (cards) => queryClient.setQueryData(queryKey, cards),
  });
}
