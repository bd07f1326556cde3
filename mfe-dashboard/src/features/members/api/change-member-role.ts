import { accountMessages, type ChangeUserRole } from '@church/contracts';
import { api, toast } from '@church/http';
import { useMutation, useQueryClient } from '@church/query';
import { membersKeys } from './get-members';
import { translate } from '../../../i18n/catalogues';

/** PUT /api/users/role */
export async function changeMemberRole(change: ChangeUserRole): Promise<void> {
  await api.put('users/role', { json: change });
}

/**
 * Gives a member another role. Every cached page and search holding them is refetched (a page
 * is 12 rows: cheaper than patching the row in each). The API's refusals are toasted by the
 * shared client; the select then shows the role the member still has.
 */
export function useChangeMemberRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeMemberRole,
    onSuccess: () => toast.success(translate(accountMessages.changesSaved)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: membersKeys.all }),
  });
}
