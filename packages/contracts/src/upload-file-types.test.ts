import { isStoredFileUrl } from './files';
import { uploadFileTypes } from './upload-file-types';

it('takes a stored URL of every type POST /api/files stores, and no other', () => {
  const url = (extension: string) => `/api/files/3f1c2b9a-0d4e-4f6a-9b7c-1a2b3c4d5e6f.${extension}`;
  for (const { extension } of uploadFileTypes) expect(isStoredFileUrl(url(extension))).toBe(true);
  for (const extension of ['svg', 'html', 'txt', 'wav', 'doc', 'jpeg'])
    expect(isStoredFileUrl(url(extension))).toBe(false);
});
