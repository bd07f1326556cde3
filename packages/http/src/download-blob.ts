import { api } from './api-client';

/** POSTs `body` and saves the answer as a file named `fileName` (reports, printouts). */
export async function downloadBlob(path: string, body: unknown, fileName: string): Promise<void> {
  const blob = await api.post(path, { json: body }).blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
