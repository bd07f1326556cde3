import { uploadFile } from '@church/http';
import type { UploadFn } from '@church/ui';

/** POST /api/files with progress; a failure is shown beside the file ('Error while uploading file'). */
export const uploadAttachmentFile: UploadFn = (file, options) => uploadFile('files', file, options);
