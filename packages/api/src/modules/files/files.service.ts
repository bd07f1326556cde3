import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { storedExtensionsPattern, type StoredFile } from '@church/contracts';
import type { FilesConfig } from '../../config';
import type { AuthUser } from '../../lib/access-tokens';
import { HttpError } from '../../lib/http-error';
import type { ByteRange, FileStorage } from './file-storage';
import {
  ALLOWED_TYPES_TEXT,
  confirmsType,
  detectFileType,
  fileTypeOfExtension,
  SNIFF_BYTES,
  type FileType,
} from './file-types';
import { checkMayUpload, uploadLimitOf } from './upload-rules';
import type { UploadsRepository } from './uploads.repository';

export const fileMessages = {
  notMultipart: 'Send the file as multipart/form-data in the field "file"',
  missing: 'Please, choose a file',
  empty: 'The file is empty',
  unsupported: `This type of file is not supported: upload a ${ALLOWED_TYPES_TEXT} file`,
  notFound: 'File not found',
  rangeNotSatisfiable: 'Range Not Satisfiable',
} as const;

export const FILES_URL_PREFIX = '/api/files/';

/** Server-made names only: a uuid and the extension of the detected type. Nothing else is served. */
const STORED_NAME = new RegExp(
  `^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.(${storedExtensionsPattern})$`,
);

export function storedFileType(name: string): FileType | undefined {
  const match = STORED_NAME.exec(name);
  return match?.[1] ? fileTypeOfExtension(match[1]) : undefined;
}

/** 415: the file's bytes are no type we take; the message lists those we do. */
const unsupported = () => new HttpError(415, [fileMessages.unsupported]);

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB` : `${Math.round(bytes / 1024)} KB`;

export type FilesService = ReturnType<typeof createFilesService>;

export function createFilesService(storage: FileStorage, limits: FilesConfig, uploads: UploadsRepository) {
  const tooLarge = (type: FileType, limit: number) =>
    new HttpError(413, [
      type.kind === 'video'
        ? `The file is too large: a video may have at most ${sizeText(limit)}`
        : limit === limits.imageMaxBytes
          ? `The file is too large: a picture, a document or an MP3 may have at most ${sizeText(limit)}`
          : `The file is too large: a picture may have at most ${sizeText(limit)}`,
    ]);

  return {
    /** The largest upload of any kind; the multipart parser stops reading one byte after it. */
    maxUploadBytes: Math.max(limits.videoMaxBytes, limits.imageMaxBytes),

    /**
     * Reads the first bytes to learn the type, then streams the rest into storage while
     * counting: a type outside the allow-list is a 415 (saying the types taken), a kind
     * `uploader` may not upload a 403, a file over its limit a 413. A type its first bytes do
     * not prove (a Word document is a ZIP) is confirmed from the whole file, or refused the
     * same way and not kept. The stored file is recorded with its uploader.
     */
    async upload(source: AsyncIterable<Buffer>, uploader: AuthUser): Promise<StoredFile> {
      const chunks = source[Symbol.asyncIterator]();
      let head = Buffer.alloc(0);
      let ended = false;
      while (head.length < SNIFF_BYTES && !ended) {
        const next = await chunks.next();
        if (next.done) ended = true;
        else head = Buffer.concat([head, next.value]);
      }
      if (head.length === 0) throw new HttpError(400, [fileMessages.empty]);
      const type = detectFileType(head);
      if (!type) throw unsupported();
      checkMayUpload(uploader, type);
      const limit = uploadLimitOf(uploader, type, limits);
      const confirmation = confirmsType(type);

      async function* counted() {
        let total = head.length;
        if (total > limit) throw tooLarge(type as FileType, limit);
        confirmation?.feed(head);
        yield head;
        if (!ended) {
          for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
            total += next.value.length;
            if (total > limit) throw tooLarge(type as FileType, limit);
            confirmation?.feed(next.value);
            yield next.value;
          }
        }
        // Thrown before the stream ends, so storage drops the file.
        if (confirmation && !confirmation.confirmed()) throw unsupported();
      }

      const name = `${randomUUID()}.${type.extension}`;
      await storage.put(name, Readable.from(counted()));
      try {
        await uploads.insert({ name, uploaderId: uploader.id, kind: type.kind });
      } catch (error) {
        await storage.delete(name);
        throw error;
      }
      return { url: `${FILES_URL_PREFIX}${name}` };
    },

    /** The file to send, or undefined for a name the server never made or no longer has. */
    async find(name: string): Promise<{ type: FileType; size: number } | undefined> {
      const type = storedFileType(name);
      if (!type) return undefined;
      const size = await storage.size(name);
      return size === undefined ? undefined : { type, size };
    },

    read(name: string, range?: ByteRange): Promise<Readable> {
      return storage.read(name, range);
    },
  };
}
