import { useSession } from '@church/auth';
import type { RecurringGiving } from '@church/contracts';
import { api } from '@church/http';
import { useMutation, useQueryClient } from '@church/query';
import { toastFailure } from '../../../lib/http/toast-failure';
import { recurringGivingsQueryKey } from '../../../lib/recurring-givings/api/get-recurring-givings';

/** DELETE /api/recurring-givings/current/{id}: the subscription is cancelled at the gateway. */
export async function deleteRecurringGiving(id: number): Promise<void> {
  await api.delete(`recurring-givings/current/${id}`);
}

/** Cancels a monthly gift: its row shows it cancelled at once, with no next charge. */
export function useCancelRecurringGiving() {
  const queryClient = useQueryClient();
  const userId = useSession((state) => state.session?.userId ?? '');
  return useMutation({
    mutationFn: deleteRecurringGiving,
    onSuccess: (_answer, id) =>
      queryClient.setQueryData<RecurringGiving[]>(recurringGivingsQueryKey(userId), (gifts) =>
        gifts?.map((gift) => (gift.id === id ? { ...gift, status: 'canceled', nextPaymentDate: null } : gift)),
      ),
    onError: (error) => toastFailure(error, 'giving.recurring.cancelFailed'),
  });
}
