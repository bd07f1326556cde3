import { uploadFile, type UploadOptions } from '@church/http';

/** POST /api/files: the photo goes up first; its URL is then saved on the user. */
export async function uploadPhoto(file: File, options: UploadOptions): Promise<string> {
  const { url } = await uploadFile('files', file, options);
  return url;
}
