import { contentMessages } from '@church/contracts';
import { uploadFile, UploadAbortedError, toast } from '@church/http';
import type { UploadFn } from '@church/ui';
import { translate } from '../../../i18n/catalogues';

/**
 * POST /api/files with progress; a failure says 'Failed to upload video!' (the API's reason,
 * such as a file too large, is toasted beside it), a Cancel says nothing.
 */
export const uploadVideoFile: UploadFn = async (file, options) => {
  try {
    return await uploadFile('files', file, options);
  } catch (error) {
    if (!(error instanceof UploadAbortedError) && !options.signal?.aborted) {
      toast.error(translate(contentMessages.uploadVideoFailed));
    }
    throw error;
  }
};
