import { api } from './api-client';
import { fileNameOf } from './download-file';
import { saveBlob } from './save-blob';

/**
 * POSTs `body` and saves the answer as a file (reports, printouts): under `fileName`, else
 * under the name the API gives in Content-Disposition, else 'download'.
 */
export async function downloadBlob(path: string, body: unknown, fileName?: string): Promise<void> {
  const response = await api.post(path, { json: body });
  saveBlob(await response.blob(), fileName ?? fileNameOf(response.headers.get('content-disposition')) ?? 'download');
}
