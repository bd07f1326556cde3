import { pageSizes, type CreateVideo, type Video, type VideoList } from '@church/contracts';
import { HttpError } from '../../lib/http-error';
import type { VideosRepository } from './videos.repository';

export const videoMessages = { notFound: 'Video not found' } as const;

export type VideosService = ReturnType<typeof createVideosService>;

export function createVideosService(videos: VideosRepository) {
  const found = (video: Video | undefined): Video => {
    if (!video) throw new HttpError(404, [videoMessages.notFound]);
    return video;
  };

  return {
    page: (query: { skip: number; take: number }): Promise<VideoList> => videos.page(query),
    all: (): Promise<Video[]> => videos.all(),
    /** The home page shows at most three, newest first, of those marked for it. */
    home: (): Promise<Video[]> => videos.onHomePage(pageSizes.homeVideos),
    byName: (query: { name: string; take: number }): Promise<Video[]> => videos.byName(query),
    get: async (id: number): Promise<Video> => found(await videos.findById(id)),
    create: (video: CreateVideo): Promise<Video> => videos.insert(video),
    async delete(id: number): Promise<void> {
      if (!(await videos.delete(id))) throw new HttpError(404, [videoMessages.notFound]);
    },
    toggleHomeVisibility: async (id: number): Promise<Video> => found(await videos.toggleHomePage(id)),
  };
}
