import { uploadFile } from '@church/http';

/**
 * POST /api/files of a video's captured poster: its URL, or null when there is no poster or it
 * could not be stored (the video is then saved without one rather than not at all).
 */
export async function uploadVideoPoster(poster: File | undefined): Promise<string | null> {
  if (!poster) return null;
  try {
    return (await uploadFile('files', poster)).url;
  } catch {
    return null;
  }
}
