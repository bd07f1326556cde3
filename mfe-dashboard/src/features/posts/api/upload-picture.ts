import { StoredFileSchema } from '@church/contracts';
import { uploadFile } from '@church/http';
import * as v from 'valibot';

/** POST /api/files: one picture, with progress (0-100); resolves with where it is served. */
export async function uploadPicture(file: File, onProgress: (percent: number) => void, signal: AbortSignal) {
  const answer = await uploadFile('files', file, { onProgress, signal });
  return v.parse(StoredFileSchema, answer).url;
}
