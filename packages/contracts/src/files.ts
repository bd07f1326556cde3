import * as v from 'valibot';

/** POST /api/files answers where the stored file is served. */
export const StoredFileSchema = v.object({ url: v.string() });
export type StoredFile = v.InferOutput<typeof StoredFileSchema>;

/**
 * One of our stored files: '/api/files/<uuid>.<ext>' with a type POST /api/files accepts (the
 * API checks as well that the file is really there). The extensions are those of
 * `uploadFileTypes`, written out so this module does not bring the list along (upload-file-types.test.ts).
 */
export const isStoredFileUrl = (url: string) =>
  /^\/api\/files\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp|gif|mp4|webm|mp3|pdf|docx)$/.test(
    url,
  );

/** Shown when a picture field holds anything but a picture uploaded here. */
export const uploadedPictureMessage = 'Choose a picture uploaded to this site';

/**
 * A picture field (a post's pictures, a member's photo): only an image we stored, never a link
 * elsewhere, a `javascript:` URL or a megabyte of text.
 */
export const UploadedPictureUrlSchema = v.pipe(
  v.string(uploadedPictureMessage),
  v.maxLength(100, uploadedPictureMessage),
  v.check((url) => isStoredFileUrl(url) && /\.(jpg|png|webp|gif)$/.test(url), uploadedPictureMessage),
);
