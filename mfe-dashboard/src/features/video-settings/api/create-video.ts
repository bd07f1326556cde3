import { VideoSchema, type CreateVideo, type Video } from '@church/contracts';
import { api } from '@church/http';
import * as v from 'valibot';

/** POST /api/videos {name, videoUrl}: the saved video (201). */
export async function createVideo(video: CreateVideo): Promise<Video> {
  return v.parse(VideoSchema, await api.post('videos', { json: video }).json());
}
