import { RoleSchema, roleToasts, type Role } from '@church/contracts';
import { api, toast } from '@church/http';
import { useMutation, useQueryClient } from '@church/query';
import * as v from 'valibot';
import { byName, rolesKeys } from './get-roles';
import { translate } from '../../../i18n/catalogues';

/** POST /api/roles: a new role holding no action yet. */
export async function createRole(name: string): Promise<Role> {
  const body: unknown = await api.post('roles', { json: { name, allowedActionIds: [] } }).json();
  return v.parse(RoleSchema, body);
}

/** Adds the role in its place by name; the role pickers (['roles', 'short']) fetch again. */
export function useCreateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRole,
    onSuccess: async (created) => {
      queryClient.setQueryData<Role[]>(rolesKeys.list, (roles) => roles && byName([...roles, created]));
      toast.success(translate(roleToasts.added));
      await queryClient.invalidateQueries({
        queryKey: rolesKeys.all,
        predicate: (query) => query.queryKey[1] !== 'list',
      });
    },
  });
}
