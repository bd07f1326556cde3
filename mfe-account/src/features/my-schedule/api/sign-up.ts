import * as v from 'valibot';
import { MyAssignmentSchema } from '@church/contracts';
import { alreadyToasted, api, toast } from '@church/http';
import { useMutation, useQueryClient } from '@church/query';
import { translate } from '../../../i18n/catalogues';
import { openPositionsKey } from './get-open-positions';
import { myScheduleKey } from './get-my-schedule';

/** POST /api/scheduling/open-positions/{id}/sign-up: the member takes an open slot, Accepted. */
export async function signUp(positionId: number) {
  return v.parse(MyAssignmentSchema, await api.post(`scheduling/open-positions/${positionId}/sign-up`).json());
}

/** Either way (taken, or full meanwhile) the lists are read again: the server decided. */
export function useSignUp() {
  const client = useQueryClient();
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: openPositionsKey }),
      client.invalidateQueries({ queryKey: myScheduleKey, exact: true }),
    ]);
  return useMutation({
    mutationFn: signUp,
    onSuccess: async () => {
      await refresh();
      toast.success(translate('account.openPositions.signedUpToast'));
    },
    onError: async (error) => {
      await refresh();
      if (!(await alreadyToasted(error))) toast.error(translate('account.openPositions.signUpFailed'));
    },
  });
}
