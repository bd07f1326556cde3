import type { Blockout } from '@church/contracts';
import { alreadyToasted, api, toast } from '@church/http';
import { useMutation, useQueryClient } from '@church/query';
import { translate } from '../../../i18n/catalogues';
import { myBlockoutsKey } from './get-my-blockouts';

/** DELETE /api/scheduling/my-blockouts/{id} */
export async function deleteBlockout(id: number) {
  await api.delete(`scheduling/my-blockouts/${id}`);
}

export function useDeleteBlockout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteBlockout,
    onSuccess: (_, id) => {
      client.setQueryData<Blockout[]>(myBlockoutsKey, (list) => list?.filter((one) => one.id !== id));
      toast.success(translate('account.blockouts.removed'));
    },
    onError: async (error) => {
      if (!(await alreadyToasted(error))) toast.error(translate('account.blockouts.saveFailed'));
    },
  });
}
