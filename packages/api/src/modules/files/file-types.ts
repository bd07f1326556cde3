import { uploadFileTypes, type UploadFileExtension, type UploadFileType } from '@church/contracts';

/** What an upload is, read from its bytes; the client's file name and type are ignored. */
export type FileType = UploadFileType;

export const FILE_TYPES: readonly FileType[] = uploadFileTypes;

/** Bytes needed to recognise every type below from its start. */
export const SNIFF_BYTES = 16;

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * An MPEG audio frame header of layer III: 11 sync bits, a version that exists, layer III, a
 * bitrate and a sample rate that exist. Checked that closely so that other bytes starting 0xFF
 * (a JPEG starts 0xFF 0xD8) are never taken for an MP3.
 */
function isMp3Frame(bytes: Buffer): boolean {
  const [sync, header, rates] = [bytes[0], bytes[1], bytes[2]];
  if (sync !== 0xff || header === undefined || rates === undefined || (header & 0xe0) !== 0xe0) return false;
  const version = (header >> 3) & 0x03;
  const layer = (header >> 1) & 0x03;
  const bitrate = rates >> 4;
  const sampleRate = (rates >> 2) & 0x03;
  return version !== 0x01 && layer === 0x01 && bitrate !== 0x0f && sampleRate !== 0x03;
}

const SIGNATURES: Record<UploadFileExtension, (bytes: Buffer) => boolean> = {
  jpg: (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]),
  png: (bytes) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  webp: (bytes) => startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8),
  gif: (bytes) => startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a')),
  // ISO base media: a box size, then 'ftyp' (mp4, m4v, and QuickTime brands browsers play).
  mp4: (bytes) => startsWith(bytes, ascii('ftyp'), 4),
  // Matroska/WebM EBML header.
  webm: (bytes) => startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3]),
  // An ID3v2 tag (version 2 to 4) before the frames, or the first frame itself.
  mp3: (bytes) => (startsWith(bytes, ascii('ID3')) && [2, 3, 4].includes(bytes[3] ?? 0)) || isMp3Frame(bytes),
  pdf: (bytes) => startsWith(bytes, ascii('%PDF-')),
  // A ZIP archive's first local file header; whether it is a Word document is read from the
  // rest of the file (`confirmsType`), since a spreadsheet or any ZIP starts the same.
  docx: (bytes) => startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]),
};

export function detectFileType(head: Buffer): FileType | undefined {
  return FILE_TYPES.find((type) => SIGNATURES[type.extension](head));
}

export function fileTypeOfExtension(extension: string): FileType | undefined {
  return FILE_TYPES.find((type) => type.extension === extension);
}

/**
 * For a type its first bytes do not prove, a check fed every chunk of the file that says at the
 * end whether the whole file is that type. A Word document is a ZIP holding
 * `word/document.xml`, whose name each entry's header carries in plain bytes.
 */
export function confirmsType(type: FileType): { feed(chunk: Buffer): void; confirmed(): boolean } | undefined {
  if (type.extension !== 'docx') return undefined;
  const needle = Buffer.from('word/document.xml');
  let tail = Buffer.alloc(0);
  let found = false;
  return {
    feed(chunk) {
      if (found) return;
      const window = Buffer.concat([tail, chunk]);
      found = window.includes(needle);
      // Enough of the end to find the name split across two chunks.
      tail = window.subarray(Math.max(0, window.length - needle.length + 1));
    },
    confirmed: () => found,
  };
}

/** 'JPEG, PNG, ... or DOCX': every type, as the refusal says them. */
export const ALLOWED_TYPES_TEXT = `${FILE_TYPES.slice(0, -1)
  .map((type) => type.label)
  .join(', ')} or ${FILE_TYPES.at(-1)?.label}`;
