import * as v from 'valibot';
import { GroupSchema, type SaveGroupInput } from '@church/contracts';
import { alreadyToasted, api, toast } from '@church/http';
import { useMutation, useQueryClient } from '@church/query';
import { translate } from '../../../i18n/catalogues';
import { invalidateGroups } from './invalidate-groups';

/** POST /api/groups, or PUT /api/groups/{id}. */
export async function saveGroup({ id, ...group }: SaveGroupInput & { id?: number }) {
  const request = id === undefined ? api.post('groups', { json: group }) : api.put(`groups/${id}`, { json: group });
  return v.parse(GroupSchema, await request.json());
}

export function useSaveGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveGroup,
    onSuccess: async (_saved, { id }) => {
      toast.success(translate(id === undefined ? 'Successfully added!' : 'Successfully updated!'));
      await invalidateGroups(queryClient);
    },
    onError: async (error) => {
      if (!(await alreadyToasted(error))) toast.error(translate('plans.groups.saveFailed'));
    },
  });
}
