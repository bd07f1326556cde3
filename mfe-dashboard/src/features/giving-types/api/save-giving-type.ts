import * as v from 'valibot';
import { GivingTypeSchema, roleToasts, type SaveGivingType } from '@church/contracts';
import { alreadyToasted, api, toast } from '@church/http';
import { sharedKeys, useMutation, useQueryClient } from '@church/query';
import { givingTypesKeys } from './giving-types-keys';
import { translate } from '../../../i18n/catalogues';

/** POST /api/givingTypes, or PUT /api/givingTypes/{id} to rename one. */
export async function saveGivingType({ id, name }: SaveGivingType & { id?: number }) {
  const request =
    id === undefined ? api.post('givingTypes', { json: { name } }) : api.put(`givingTypes/${id}`, { json: { name } });
  return v.parse(GivingTypeSchema, await request.json());
}

/**
 * Adds ('Successfully added!') or renames ('Successfully updated!') a giving type. A new name
 * shows wherever types are listed, gifts included.
 */
export function useSaveGivingType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveGivingType,
    onSuccess: async (_saved, { id }) => {
      toast.success(translate(id === undefined ? roleToasts.added : roleToasts.updated));
      const stale =
        id === undefined
          ? [givingTypesKeys.all]
          : [givingTypesKeys.all, sharedKeys.allGivings, sharedKeys.givingsHistory];
      await Promise.all(stale.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: async (error) => {
      if (!(await alreadyToasted(error))) toast.error(translate('dashboard.givingTypes.saveFailed'));
    },
  });
}
