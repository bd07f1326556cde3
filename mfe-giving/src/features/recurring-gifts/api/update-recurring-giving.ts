import type { UpdateRecurringGiving } from '@church/contracts';
import { api, toast } from '@church/http';
import { useMutation, useQueryClient } from '@church/query';
import { toastFailure } from '../../../lib/http/toast-failure';
import { recurringGivingsKey } from '../../../lib/recurring-givings/api/get-recurring-givings';
import { translate } from '../../../i18n/catalogues';

/** PUT /api/recurring-givings/current/{id}: charged this way from the next charge on. */
export async function updateRecurringGiving(id: number, change: UpdateRecurringGiving): Promise<void> {
  await api.put(`recurring-givings/current/${id}`, { json: change });
}

/** Changes a recurring gift; the list is read again (amount, schedule, card as the API keeps them). */
export function useUpdateRecurringGiving() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: UpdateRecurringGiving }) => updateRecurringGiving(id, change),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: recurringGivingsKey });
      toast.success(translate('giving.recurring.changed'));
    },
    onError: (error) => toastFailure(error, 'giving.recurring.changeFailed'),
  });
}
