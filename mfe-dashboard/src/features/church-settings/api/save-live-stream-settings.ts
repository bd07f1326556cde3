import * as v from 'valibot';
import { accountMessages, LiveStreamSettingsSchema, type LiveStreamSettings } from '@church/contracts';
import { alreadyToasted, api, toast } from '@church/http';
import { useMutation, useQueryClient } from '@church/query';
import { liveStreamKeys } from './get-live-stream-settings';
import { translate } from '../../../i18n/catalogues';

/** PUT /api/live-stream/settings (admins): the stream as the server keeps it. */
export async function saveLiveStreamSettings(settings: LiveStreamSettings) {
  return v.parse(LiveStreamSettingsSchema, await api.put('live-stream/settings', { json: settings }).json());
}

export function useSaveLiveStreamSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLiveStreamSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(liveStreamKeys.all, saved);
      toast.success(translate(accountMessages.changesSaved));
    },
    onError: async (error) => {
      if (!(await alreadyToasted(error))) toast.error(translate('dashboard.liveStream.saveFailed'));
    },
  });
}
