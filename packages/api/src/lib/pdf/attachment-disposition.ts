/**
 * A Content-Disposition that makes the browser download the file under `fileName`. The plain
 * name is reduced to safe ASCII; the UTF-8 form (RFC 6266 / 5987) keeps the real one.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\w.\- ]+/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
