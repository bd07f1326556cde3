import { api } from './api-client';
import { saveBlob } from './save-blob';

/** The file name a Content-Disposition gives, the UTF-8 form first (RFC 6266). */
export function fileNameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed encoding: fall back to the plain name.
    }
  }
  return /filename="([^"]*)"/i.exec(disposition)?.[1] ?? undefined;
}

/**
 * GETs a file the API names itself (a report's PDF, a ZIP) and saves it under that name, or
 * under `fallbackName` when the answer gives none. Signed in like every call, so the download
 * cannot be a plain link.
 */
export async function downloadFile(
  path: string,
  searchParams: Record<string, string | number>,
  fallbackName: string,
): Promise<string> {
  const response = await api.get(path, { searchParams });
  const fileName = fileNameOf(response.headers.get('content-disposition')) ?? fallbackName;
  saveBlob(await response.blob(), fileName);
  return fileName;
}
