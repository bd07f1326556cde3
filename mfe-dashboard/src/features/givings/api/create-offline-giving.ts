import { CreatedGivingSchema, roleToasts, type OfflineGiving } from '@church/contracts';
import { alreadyToasted, api, toast } from '@church/http';
import { useMutation, useQueryClient } from '@church/query';
import * as v from 'valibot';
import { invalidateGifts } from './invalidate-gifts';
import { translate } from '../../../i18n/catalogues';

/** The API's 409: this donor's check of this number is recorded already; the form asks first. */
export class DuplicateCheckError extends Error {}

const ErrorsSchema = v.object({ errors: v.array(v.string()) });

/**
 * POST /api/givings/offline: a gift received in cash or by check, recorded as paid. A 409 is no
 * failure to toast but a question (DuplicateCheckError); `duplicateConfirmed` answers it.
 */
export async function createOfflineGiving(gift: OfflineGiving) {
  const response = await api.post('givings/offline', { json: gift, throwHttpErrors: (status) => status !== 409 });
  if (response.status === 409) {
    const answer = v.safeParse(ErrorsSchema, await response.json());
    throw new DuplicateCheckError(
      answer.success ? answer.output.errors.join(' ') : translate('dashboard.givings.checkRecorded'),
    );
  }
  return v.parse(CreatedGivingSchema, await response.json());
}

/** Records the gift; the lists that hold it load again (it may land on any page). */
export function useCreateOfflineGiving() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOfflineGiving,
    onSuccess: async () => {
      toast.success(translate(roleToasts.added));
      await invalidateGifts(queryClient);
    },
    onError: async (error) => {
      if (error instanceof DuplicateCheckError) return;
      if (!(await alreadyToasted(error))) toast.error(translate('dashboard.givings.addFailed'));
    },
  });
}
