import { accountMessages, VideoSchema, type UpdateVideo, type Video } from '@church/contracts';
import { alreadyToasted, api, toast } from '@church/http';
import { useMutation, useQueryClient } from '@church/query';
import * as v from 'valibot';
import { videoSettingsKeys } from './video-settings-keys';
import { translate } from '../../../i18n/catalogues';

/** PUT /api/videos/{id}: the video with its new name, speaker, series, scripture and description. */
export async function updateVideo({ id, ...details }: UpdateVideo & { id: number }): Promise<Video> {
  return v.parse(VideoSchema, await api.put(`videos/${id}`, { json: details }).json());
}

/** Saves a video's details; every cached list of this page is read again (a new name may move it in a search). */
export function useUpdateVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVideo,
    onSuccess: async () => {
      toast.success(translate(accountMessages.changesSaved));
      await queryClient.invalidateQueries({ queryKey: videoSettingsKeys.all });
    },
    onError: async (error) => {
      if (!(await alreadyToasted(error))) toast.error(translate('dashboard.videos.editFailed'));
    },
  });
}
