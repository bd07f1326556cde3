import * as v from 'valibot';
import { BlockoutSchema, type CreateBlockoutInput } from '@church/contracts';
import { alreadyToasted, api, toast } from '@church/http';
import { useMutation, useQueryClient } from '@church/query';
import { translate } from '../../../i18n/catalogues';
import { myBlockoutsKey } from './get-my-blockouts';

/** POST /api/scheduling/my-blockouts */
export async function createBlockout(blockout: CreateBlockoutInput) {
  return v.parse(BlockoutSchema, await api.post('scheduling/my-blockouts', { json: blockout }).json());
}

export function useCreateBlockout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createBlockout,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: myBlockoutsKey });
      toast.success(translate('account.blockouts.added'));
    },
    onError: async (error) => {
      if (!(await alreadyToasted(error))) toast.error(translate('account.blockouts.saveFailed'));
    },
  });
}
