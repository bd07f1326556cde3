import { CreatedGivingSchema, type OfflineGiving } from '@church/contracts';
import { alreadyToasted, api, toast } from '@church/http';
import { useMutation, useQueryClient } from '@church/query';
import * as v from 'valibot';
import { invalidateGifts } from './invalidate-gifts';

/** POST /api/givings/offline: a gift received in cash or by check, recorded as paid. */
export async function createOfflineGiving(gift: OfflineGiving) {
  return v.parse(CreatedGivingSchema, await api.post('givings/offline', { json: gift }).json());
}

/** Records the gift; the lists that hold it load again (it may land on any page). */
export function useCreateOfflineGiving() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOfflineGiving,
    onSuccess: async () => {
      toast.success('Successfully added!');
      await invalidateGifts(queryClient);
    },
    onError: async (error) => {
      if (!(await alreadyToasted(error))) toast.error('Failed to add the gift');
    },
  });
}
