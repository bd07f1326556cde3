import { RoleSchema, roleToasts, type Role, type UpdateRolesRange } from '@church/contracts';
import { api, toast } from '@church/http';
import { useMutation, useQueryClient } from '@church/query';
import * as v from 'valibot';
import { byName, rolesKeys } from './get-roles';
import { translate } from '../../../i18n/catalogues';

/** PUT /api/roles/{id}: replaces one role's allowed actions (its name stays). */
export async function saveRole(change: UpdateRolesRange[number]): Promise<Role> {
  const body: unknown = await api
    .put(`roles/${change.id}`, { json: { allowedActionIds: change.allowedActionIds } })
    .json();
  return v.parse(RoleSchema, body);
}

/** PUT /api/roles/range: several roles at once, all or nothing; answers every role. */
export async function saveRoles(changes: UpdateRolesRange): Promise<Role[]> {
  const body: unknown = await api.put('roles/range', { json: changes }).json();
  return v.parse(v.array(RoleSchema), body);
}

/**
 * Save on a row or Save all: the list takes the server's answer (no refetch), and the caller
 * clears the changes it sent. Refusals are toasted by the shared client.
 */
export function useSaveRoles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: UpdateRolesRange): Promise<void> => {
      const [only] = changes;
      if (changes.length === 1 && only) {
        const saved = await saveRole(only);
        queryClient.setQueryData<Role[]>(rolesKeys.list, (roles) =>
          roles?.map((role) => (role.id === saved.id ? saved : role)),
        );
      } else {
        queryClient.setQueryData<Role[]>(rolesKeys.list, byName(await saveRoles(changes)));
      }
    },
    onSuccess: () => toast.success(translate(roleToasts.changesSaved)),
  });
}
