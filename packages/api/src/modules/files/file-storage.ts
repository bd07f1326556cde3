import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** A byte range, both ends included (as in HTTP). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where uploaded files live. Names are chosen by the server (see files.service.ts) and are
 * checked before they reach a storage, so an implementation never sees a path.
 */
export interface FileStorage {
  /** Writes the whole stream under `name`; nothing is left behind when the stream fails. */
  put(name: string, source: Readable): Promise<void>;
  /** The size in bytes, or undefined when there is no such file. */
  size(name: string): Promise<number | undefined>;
  /** The file's bytes, or only `range` of them (the caller has checked the range against `size`). */
  read(name: string, range?: ByteRange): Promise<Readable>;
  delete(name: string): Promise<void>;
}

/** The embedded default: one folder (DATA_DIR/files), written through a temp file and a rename. */
export async function createDiskStorage(folder: string): Promise<FileStorage> {
  await fs.mkdir(folder, { recursive: true });
  const at = (name: string) => path.join(folder, name);
  return {
    async put(name, source) {
      const partial = at(`.${name}.part`);
      try {
        await pipeline(source, (await fs.open(partial, 'w')).createWriteStream());
        await fs.rename(partial, at(name));
      } catch (error) {
        await fs.rm(partial, { force: true });
        throw error;
      }
    },
    async size(name) {
      const stat = await fs.stat(at(name)).catch(() => undefined);
      return stat?.isFile() ? stat.size : undefined;
    },
    async read(name, range) {
      return createReadStream(at(name), range ? { start: range.start, end: range.end } : {});
    },
    async delete(name) {
      await fs.rm(at(name), { force: true });
    },
  };
}
