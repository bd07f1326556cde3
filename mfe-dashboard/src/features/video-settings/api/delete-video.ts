import { contentMessages } from '@church/contracts';
import { alreadyToasted, api, toast } from '@church/http';
import { useMutation, useQueryClient } from '@church/query';
import { contentKeys } from '../../../lib/content-keys';
import { videoSettingsKeys } from './video-settings-keys';
import { translate } from '../../../i18n/catalogues';

/** DELETE /api/videos/{id}: the video, its comments and its stored file. */
export async function deleteVideo(id: number): Promise<void> {
  await api.delete(`videos/${id}`);
}

/** Deletes a video; the lists refill from the server (every later row moves up one), and the
 * Comments page forgets the video and its comments. */
export function useDeleteVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVideo,
    onSuccess: async () => {
      toast.success(translate(contentMessages.videoDeleted));
      await Promise.all(
        [videoSettingsKeys.all, contentKeys.moderatedComments, contentKeys.videoOptions].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
    onError: async (error) => {
      if (!(await alreadyToasted(error))) toast.error(translate('dashboard.videos.deleteFailed'));
    },
  });
}
