import * as v from 'valibot';
import { ChurchSettingsSchema, type ChurchSettings } from '@church/contracts';
import { alreadyToasted, api, toast } from '@church/http';
import { useMutation, useQueryClient } from '@church/query';
import { churchSettingsKeys } from './get-church-settings';

/** PUT /api/church-settings: the saved settings as the server keeps them. */
export async function saveChurchSettings(settings: ChurchSettings) {
  return v.parse(ChurchSettingsSchema, await api.put('church-settings', { json: settings }).json());
}

export function useSaveChurchSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveChurchSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(churchSettingsKeys.all, saved);
      toast.success('Changes have been saved');
    },
    onError: async (error) => {
      if (!(await alreadyToasted(error))) toast.error('Failed to save church settings');
    },
  });
}
