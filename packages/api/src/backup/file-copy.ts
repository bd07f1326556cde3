import fs from 'node:fs/promises';
import path from 'node:path';

/** Stored files, without the `.<name>.part` files of uploads still being written. */
async function storedNames(folder: string): Promise<string[]> {
  const names = await fs.readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return names.filter((name) => !name.startsWith('.'));
}

/**
 * Copies the files of `from` that `to` does not hold yet; returns how many. A stored file is
 * never rewritten (new name per upload, written whole then renamed), so a hard link is a
 * copy that cannot change, and costs no space on the same disk; elsewhere it is copied. A
 * file deleted meanwhile is skipped.
 */
export async function copyNewFiles(from: string, to: string): Promise<number> {
  await fs.mkdir(to, { recursive: true });
  const have = new Set(await fs.readdir(to));
  let copied = 0;
  for (const name of await storedNames(from)) {
    if (have.has(name)) continue;
    try {
      await fs.link(path.join(from, name), path.join(to, name)).catch(async (error: NodeJS.ErrnoException) => {
        if (error.code !== 'EXDEV' && error.code !== 'EPERM') throw error;
        await fs.copyFile(path.join(from, name), path.join(to, name));
      });
      copied += 1;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return copied;
}

export async function folderSummary(folder: string): Promise<{ count: number; bytes: number }> {
  let bytes = 0;
  const names = await storedNames(folder);
  for (const name of names) bytes += (await fs.stat(path.join(folder, name))).size;
  return { count: names.length, bytes };
}
