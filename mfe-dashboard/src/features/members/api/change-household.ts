import { accountMessages } from '@church/contracts';
import { api, toast } from '@church/http';
import { useMutation, useQueryClient } from '@church/query';
import { translate } from '../../../i18n/catalogues';
import { householdKeys } from './get-household';

/** PUT /api/scheduling/households/{userId}: the member joins the household of `withUserId`. */
export async function joinHousehold({ userId, withUserId }: { userId: string; withUserId: string }) {
  await api.put(`scheduling/households/${encodeURIComponent(userId)}`, { json: { withUserId } });
}

/** DELETE /api/scheduling/households/{userId}: the member leaves their household. */
export async function leaveHousehold({ userId }: { userId: string }) {
  await api.delete(`scheduling/households/${encodeURIComponent(userId)}`);
}

/** Either change; every household shown is read again (one change moves up to three people). */
export function useChangeHousehold<T>(change: (input: T) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => toast.success(translate(accountMessages.changesSaved)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: householdKeys.all }),
  });
}
