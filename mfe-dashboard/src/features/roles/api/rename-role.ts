import { RoleSchema, roleToasts, type Role } from '@church/contracts';
import { api, toast } from '@church/http';
import { useMutation, useQueryClient } from '@church/query';
import * as v from 'valibot';
import { byName, rolesKeys } from './get-roles';
import { translate } from '../../../i18n/catalogues';

/**
 * PUT /api/roles/{id} with a new name. The endpoint replaces the actions too, so the role's
 * saved actions go with it: a rename never saves (or drops) toggles still pending.
 */
export async function renameRole(role: Role, name: string): Promise<Role> {
  const allowedActionIds = role.allowedActions.map((action) => action.id);
  const body: unknown = await api.put(`roles/${role.id}`, { json: { name, allowedActionIds } }).json();
  return v.parse(RoleSchema, body);
}

export function useRenameRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ role, name }: { role: Role; name: string }) => renameRole(role, name),
    onSuccess: async (renamed) => {
      queryClient.setQueryData<Role[]>(
        rolesKeys.list,
        (roles) => roles && byName(roles.map((role) => (role.id === renamed.id ? renamed : role))),
      );
      toast.success(translate(roleToasts.updated));
      await queryClient.invalidateQueries({
        queryKey: rolesKeys.all,
        predicate: (query) => query.queryKey[1] !== 'list',
      });
      // Members show their role's name.
      await queryClient.invalidateQueries({ queryKey: ['members'] });
    },
  });
}
