import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** What the shell's build writes (PageSharesPlugin in @church/mf-config): its files per share key. */
const SHARED_FILES = 'shared-files.json';

/**
 * The shell's own files of shared libraries, by share key, as site paths ('/2102.3a91d5.js'),
 * read from its build beside index.html and read again when a new build replaces it. A shell
 * built before the list existed names none: the page then loads as it did.
 */
export function createSharedFiles(shellDir: string) {
  const file = path.join(path.resolve(shellDir), SHARED_FILES);
  let cached: { mtimeMs: number; files: Record<string, string[]> } | undefined;

  async function read(): Promise<Record<string, string[]>> {
    const mtimeMs = await stat(file).then(
      (info) => info.mtimeMs,
      () => undefined,
    );
    if (mtimeMs === undefined) return {};
    if (cached?.mtimeMs !== mtimeMs) {
      cached = { mtimeMs, files: JSON.parse(await readFile(file, 'utf8')) as Record<string, string[]> };
    }
    return cached.files;
  }

  return async function sharedFilesOf(shareKeys: readonly string[]): Promise<string[]> {
    const files = await read();
    return [...new Set(shareKeys.flatMap((key) => files[key] ?? []))].map((name) => `/${name}`);
  };
}
