/**
 * Every type of file POST /api/files takes. The API knows a file by its first bytes (never by its
 * name), stores it as `<uuid>.<extension>` and serves it with `contentType`; pages use the
 * extensions and labels to say what a field takes before anything is sent.
 */
export const uploadFileTypes = [
  { extension: 'jpg', otherExtensions: ['jpeg'], contentType: 'image/jpeg', kind: 'image', label: 'JPEG' },
  { extension: 'png', otherExtensions: [], contentType: 'image/png', kind: 'image', label: 'PNG' },
  { extension: 'webp', otherExtensions: [], contentType: 'image/webp', kind: 'image', label: 'WebP' },
  { extension: 'gif', otherExtensions: [], contentType: 'image/gif', kind: 'image', label: 'GIF' },
  { extension: 'mp4', otherExtensions: ['m4v'], contentType: 'video/mp4', kind: 'video', label: 'MP4' },
  { extension: 'webm', otherExtensions: [], contentType: 'video/webm', kind: 'video', label: 'WebM' },
  { extension: 'mp3', otherExtensions: [], contentType: 'audio/mpeg', kind: 'audio', label: 'MP3' },
  { extension: 'pdf', otherExtensions: [], contentType: 'application/pdf', kind: 'document', label: 'PDF' },
  {
    extension: 'docx',
    otherExtensions: [],
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    kind: 'document',
    label: 'DOCX',
  },
] as const;

export type UploadFileType = (typeof uploadFileTypes)[number];
export type UploadFileExtension = UploadFileType['extension'];
export type UploadFileKind = UploadFileType['kind'];

/** The stored names' extensions, as a regular expression's alternatives: 'jpg|png|...'. */
export const storedExtensionsPattern = uploadFileTypes.map((type) => type.extension).join('|');
