import * as v from 'valibot';
import { groupMessages, GroupTypeSchema, type SaveGroupTypeInput } from '@church/contracts';
import { api, toast } from '@church/http';
import { useMutation, useQueryClient } from '@church/query';
import { translate } from '../../../i18n/catalogues';
import { invalidateGroups } from './invalidate-groups';

/** POST /api/group-types, or PUT /api/group-types/{id}. */
export async function saveGroupType({ id, ...type }: SaveGroupTypeInput & { id?: number }) {
  const request =
    id === undefined ? api.post('group-types', { json: type }) : api.put(`group-types/${id}`, { json: type });
  return v.parse(GroupTypeSchema, await request.json());
}

/**
 * Adds or updates a group type. A failure says so with the spec's message ('Failed to create
 * group type!', 'Failed to update group type!'), after the API's own reason, which the shared
 * client shows (a duplicate name, say).
 */
export function useSaveGroupType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveGroupType,
    onSuccess: async (_saved, { id }) => {
      toast.success(translate(id === undefined ? 'Successfully added!' : 'Successfully updated!'));
      await invalidateGroups(queryClient, true);
    },
    onError: (_error, { id }) => {
      toast.error(
        translate(id === undefined ? groupMessages.createGroupTypeFailed : groupMessages.updateGroupTypeFailed),
      );
    },
  });
}
