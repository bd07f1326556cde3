import {
  isOwnVideo,
  pageSizes,
  type CreateVideo,
  type UpdateVideo,
  type Video,
  type VideoFilters,
  type VideoList,
  type VideoPageQuery,
} from '@church/contracts';
import { HttpError } from '../../lib/http-error';
import { deleteStoredFile, isStoredFile, type FileStorage } from '../files';
import type { VideosRepository } from './videos.repository';

export const videoMessages = {
  notFound: 'Video not found',
  fileMissing: 'The uploaded video was not found, please upload it again',
  posterMissing: "The video's poster was not found, please upload the video again",
} as const;

export type VideosService = ReturnType<typeof createVideosService>;

export function createVideosService(videos: VideosRepository, storage: FileStorage) {
  const found = (video: Video | undefined): Video => {
    if (!video) throw new HttpError(404, [videoMessages.notFound]);
    return video;
  };

  return {
    page: (query: VideoPageQuery): Promise<VideoList> => videos.page(query),
    filters: (): Promise<VideoFilters> => videos.filters(),
    all: (): Promise<Video[]> => videos.all(),
    /** The home page shows at most three, newest first, of those marked for it. */
    home: (): Promise<Video[]> => videos.onHomePage(pageSizes.homeVideos),
    byName: (query: { name: string; take: number }): Promise<Video[]> => videos.byName(query),
    get: async (id: number): Promise<Video> => found(await videos.findById(id)),
    async create(video: CreateVideo): Promise<Video> {
      if (isOwnVideo(video.videoUrl) && !(await isStoredFile(storage, video.videoUrl))) {
        throw new HttpError(400, [videoMessages.fileMissing]);
      }
      if (video.posterUrl !== null && !(await isStoredFile(storage, video.posterUrl))) {
        throw new HttpError(400, [videoMessages.posterMissing]);
      }
      return videos.insert(video);
    },
    /** The video, its comments (cascade) and its stored files, unless another video shows them. */
    async delete(id: number): Promise<void> {
      const deleted = await videos.delete(id);
      if (deleted === undefined) throw new HttpError(404, [videoMessages.notFound]);
      for (const url of [deleted.videoUrl, deleted.posterUrl]) {
        if (url !== null && !(await videos.isUrlUsed(url))) await deleteStoredFile(storage, url);
      }
    },
    update: async (id: number, values: UpdateVideo): Promise<Video> => found(await videos.update(id, values)),
    toggleHomeVisibility: async (id: number): Promise<Video> => found(await videos.toggleHomePage(id)),
  };
}
