import { api, HTTPError, messagesOf, showResponseErrors, toast } from '@church/http';
import { useMutation, useQueryClient } from '@church/query';
import { givingTypesKeys } from './giving-types-keys';
import { translate } from '../../../i18n/catalogues';

/** Deleted, or kept with the API's reason (gifts or monthly gifts use it). */
export type DeleteOutcome = { deleted: true } | { deleted: false; reason: string };

/**
 * DELETE /api/givingTypes/{id}. A type in use is refused (409) with its reason, which the page
 * shows beside the list instead of a passing toast; any other refusal is toasted as the shared
 * client would, once.
 */
export async function deleteGivingType(id: number): Promise<DeleteOutcome> {
  const response = await api.delete(`givingTypes/${id}`, { throwHttpErrors: false });
  if (response.ok) return { deleted: true };
  const [reason] = await messagesOf(response);
  if (response.status === 409 && reason) return { deleted: false, reason };
  if (reason || response.status === 500) await showResponseErrors(response);
  else toast.error(translate('dashboard.givingTypes.deleteFailed'));
  // An answer, shown above: the shared client's one error type, as for any other call.
  throw new HTTPError(response);
}

export function useDeleteGivingType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGivingType,
    onSuccess: (outcome) => {
      if (outcome.deleted) return queryClient.invalidateQueries({ queryKey: givingTypesKeys.all });
    },
    // A lost connection: nothing was shown yet.
    onError: (error) => {
      if (!(error instanceof HTTPError)) toast.error(translate('dashboard.givingTypes.deleteFailed'));
    },
  });
}
