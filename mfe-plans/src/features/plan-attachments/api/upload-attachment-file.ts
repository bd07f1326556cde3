import { uploadFile } from '@church/http';
import type { UploadFn } from '@church/ui';
import { looksTaken, RefusedTypeError } from '../attachment-types';

/**
 * POST /api/files with progress; a failure is shown beside the file ('Error while uploading
 * file', with the types taken when the type was refused). A file of a type not taken is refused
 * here without sending it.
 */
export const uploadAttachmentFile: UploadFn = (file, options) =>
  looksTaken(file) ? uploadFile('files', file, options) : Promise.reject(new RefusedTypeError(file.name));
