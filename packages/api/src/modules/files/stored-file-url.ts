import type { FileStorage } from './file-storage';
import { FILES_URL_PREFIX, storedFileType } from './files.service';

/** The stored name behind one of our URLs ('/api/files/<uuid>.<ext>'); undefined for any other URL. */
export function storedNameOf(url: string): string | undefined {
  if (!url.startsWith(FILES_URL_PREFIX)) return undefined;
  const name = url.slice(FILES_URL_PREFIX.length);
  return storedFileType(name) ? name : undefined;
}

/** Whether `url` names a file the storage holds now. */
export async function isStoredFile(storage: FileStorage, url: string): Promise<boolean> {
  const name = storedNameOf(url);
  return name !== undefined && (await storage.size(name)) !== undefined;
}

/** Removes the file behind one of our URLs; links elsewhere (embeds) are left alone. */
export async function deleteStoredFile(storage: FileStorage, url: string): Promise<void> {
  const name = storedNameOf(url);
  if (name) await storage.delete(name);
}
