import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { serverRenderFile } from '@church/contracts';

/**
 * The pin of the server renderer in a remote's build folder (a release or `dist`): the
 * SHA-256 of `server/render.js`, in hex, which the remotes config names so that the API runs
 * that file and no other (decision 0059). Undefined for a remote that draws no pages.
 */
export function rendererPinOf(buildDir: string): string | undefined {
  try {
    return createHash('sha256')
      .update(fs.readFileSync(path.join(buildDir, serverRenderFile)))
      .digest('hex');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

const seen = new Map<string, { stamp: string; pin: string | undefined }>();

/**
 * The same, for a folder whose renderer may be rebuilt in place (`<app>/dist`): hashed again
 * only when the file's size or time changed, as the config is made on every page load.
 */
export function currentRendererPinOf(buildDir: string): string | undefined {
  const file = path.join(buildDir, serverRenderFile);
  const stats = fs.statSync(file, { throwIfNoEntry: false });
  const stamp = stats ? `${stats.size} ${stats.mtimeMs}` : 'none';
  const known = seen.get(file);
  if (known?.stamp === stamp) return known.pin;
  const pin = stats ? rendererPinOf(buildDir) : undefined;
  seen.set(file, { stamp, pin });
  return pin;
}
