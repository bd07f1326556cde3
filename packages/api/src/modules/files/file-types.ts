/** What an upload is, read from its first bytes; the client's file name and type are ignored. */
export interface FileType {
  extension: 'jpg' | 'png' | 'webp' | 'gif' | 'mp4' | 'webm' | 'pdf';
  contentType: string;
  kind: 'image' | 'video' | 'document';
}

export const FILE_TYPES: readonly FileType[] = [
  { extension: 'jpg', contentType: 'image/jpeg', kind: 'image' },
  { extension: 'png', contentType: 'image/png', kind: 'image' },
  { extension: 'webp', contentType: 'image/webp', kind: 'image' },
  { extension: 'gif', contentType: 'image/gif', kind: 'image' },
  { extension: 'mp4', contentType: 'video/mp4', kind: 'video' },
  { extension: 'webm', contentType: 'video/webm', kind: 'video' },
  { extension: 'pdf', contentType: 'application/pdf', kind: 'document' },
];

/** Bytes needed to recognise every type above. */
export const SNIFF_BYTES = 16;

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const SIGNATURES: Record<FileType['extension'], (bytes: Buffer) => boolean> = {
  jpg: (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]),
  png: (bytes) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  webp: (bytes) => startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8),
  gif: (bytes) => startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a')),
  // ISO base media: a box size, then 'ftyp' (mp4, m4v, and QuickTime brands browsers play).
  mp4: (bytes) => startsWith(bytes, ascii('ftyp'), 4),
  // Matroska/WebM EBML header.
  webm: (bytes) => startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3]),
  pdf: (bytes) => startsWith(bytes, ascii('%PDF-')),
};

export function detectFileType(head: Buffer): FileType | undefined {
  return FILE_TYPES.find((type) => SIGNATURES[type.extension](head));
}

export function fileTypeOfExtension(extension: string): FileType | undefined {
  return FILE_TYPES.find((type) => type.extension === extension);
}

export const ALLOWED_TYPES_TEXT = 'JPEG, PNG, WebP, GIF, MP4, WebM or PDF';
