import * as v from 'valibot';
import { SchedulingPreferencesSchema, type SchedulingPreferences } from '@church/contracts';
import { alreadyToasted, api, toast } from '@church/http';
import { useMutation, useQueryClient } from '@church/query';
import { translate } from '../../../i18n/catalogues';
import { myPreferencesKey } from './get-my-preferences';

/** PUT /api/scheduling/my-preferences */
export async function saveMyPreferences(preferences: SchedulingPreferences) {
  return v.parse(SchedulingPreferencesSchema, await api.put('scheduling/my-preferences', { json: preferences }).json());
}

export function useSaveMyPreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveMyPreferences,
    onSuccess: (saved) => {
      client.setQueryData(myPreferencesKey, saved);
      toast.success(translate('account.blockouts.maximumSaved'));
    },
    onError: async (error) => {
      if (!(await alreadyToasted(error))) toast.error(translate('account.blockouts.saveFailed'));
    },
  });
}
