import * as v from 'valibot';
import { accountMessages, ChurchSettingsSchema, type ChurchSettings } from '@church/contracts';
import { alreadyToasted, api, toast } from '@church/http';
import { useMutation, useQueryClient } from '@church/query';
import { churchSettingsKeys } from './get-church-settings';
import { translate } from '../../../i18n/catalogues';

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
      toast.success(translate(accountMessages.changesSaved));
    },
    onError: async (error) => {
      if (!(await alreadyToasted(error))) toast.error(translate('dashboard.churchSettings.saveFailed'));
    },
  });
}
