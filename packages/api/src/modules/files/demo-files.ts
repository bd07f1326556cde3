import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FileStorage } from './file-storage';
import { FILES_URL_PREFIX } from './files.service';

/** The committed demo clips and pictures (made by demo/make-demo-media.sh). */
export const demoMediaFolder = fileURLToPath(new URL('../../../demo', import.meta.url));

/**
 * Copies one demo asset ('videos/sunday-worship.mp4') into storage under a stored-file name
 * derived from its path (same name every time, shaped like the server's uuid names) and
 * returns its URL. An asset already there is left as it is.
 */
export async function storeDemoFile(storage: FileStorage, asset: string): Promise<string> {
  const hex = createHash('sha256').update(`demo:${asset}`).digest('hex');
  const uuid = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  const name = `${uuid}${path.extname(asset).replace('.jpeg', '.jpg')}`;
  if ((await storage.size(name)) === undefined) {
    await storage.put(name, createReadStream(path.join(demoMediaFolder, asset)));
  }
  return `${FILES_URL_PREFIX}${name}`;
}
