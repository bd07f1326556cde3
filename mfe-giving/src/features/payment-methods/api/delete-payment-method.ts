import { useSession } from '@church/auth';
import type { PaymentMethod } from '@church/contracts';
import { api } from '@church/http';
import { useMutation, useQueryClient } from '@church/query';
import { toastFailure } from '../../../lib/http/toast-failure';
import { savedCardsQueryKey } from '../../../lib/saved-cards/api/get-saved-cards';

/** DELETE /api/payment-methods/{id}: the card is detached at the gateway and forgotten. */
export async function deletePaymentMethod(id: number): Promise<void> {
  await api.delete(`payment-methods/${id}`);
}

/**
 * Removes a card: it leaves the list at once. When it was the default the API makes another
 * card the default, so the list is then asked for again to show which (in the background).
 */
export function useDeletePaymentMethod() {
  const queryClient = useQueryClient();
  const userId = useSession((state) => state.session?.userId ?? '');
  const queryKey = savedCardsQueryKey(userId);
  return useMutation({
    mutationFn: deletePaymentMethod,
    onSuccess: (_answer, id) => {
      const removed = queryClient.getQueryData<PaymentMethod[]>(queryKey)?.find((card) => card.id === id);
      queryClient.setQueryData<PaymentMethod[]>(queryKey, (cards) => cards?.filter((card) => card.id !== id));
      if (removed?.isDefault) void queryClient.invalidateQueries({ queryKey });
    },
    onError: (error) => toastFailure(error, 'giving.cards.removeFailed'),
  });
}
