import { contentMessages, VideoSchema, type Video, type VideoList } from '@church/contracts';
import { api, toast } from '@church/http';
import { useMutation, useQueryClient } from '@church/query';
import * as v from 'valibot';
import { videoSettingsKeys } from './video-settings-keys';
import { translate } from '../../../i18n/catalogues';

/** PUT /api/videos/toggle-home-visibility/{id}: the video with isOnHomePage flipped. */
export async function toggleHomeVisibility(id: number): Promise<Video> {
  return v.parse(VideoSchema, await api.put(`videos/toggle-home-visibility/${id}`).json());
}

const replaceVideo = (list: VideoList, video: Video): VideoList => ({
  ...list,
  entities: list.entities.map((entity) => (entity.id === video.id ? video : entity)),
});

/**
 * Flips one video's home-page switch and writes the server's answer into every cached list
 * that shows it (pages and searches), without fetching them again.
 */
export function useToggleHomeVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleHomeVisibility,
    onSuccess: async (video) => {
      // A list arriving now could still hold the old value: its answer is dropped.
      await queryClient.cancelQueries({ queryKey: videoSettingsKeys.all });
      queryClient.setQueriesData<VideoList>({ queryKey: videoSettingsKeys.all }, (list) =>
        list ? replaceVideo(list, video) : list,
      );
    },
    // The spec's message always; the API's reason, if it gave one, is toasted beside it.
    onError: () => void toast.error(translate(contentMessages.toggleVisibilityFailed)),
  });
}
