import { alreadyToasted, api, toast } from '@church/http';
import { useMutation, useQueryClient } from '@church/query';
import { invalidateGifts } from './invalidate-gifts';
import { translate } from '../../../i18n/catalogues';

/** DELETE /api/givings/offline/{id}: only gifts recorded offline; online ones are refunded. */
export async function deleteOfflineGiving(givingId: string): Promise<void> {
  await api.delete(`givings/offline/${givingId}`);
}

/** Deletes the gift; the pages refill from the server, since every later gift moves up one. */
export function useDeleteOfflineGiving() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOfflineGiving,
    onSuccess: () => invalidateGifts(queryClient),
    onError: async (error) => {
      if (!(await alreadyToasted(error))) toast.error(translate('dashboard.givings.deleteFailed'));
    },
  });
}
