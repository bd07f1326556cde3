/**
 * Tells the server that part of the site failed for a visitor. Best effort by design: a
 * report that cannot be sent must never become a second error on the page.
 */
export function reportClientError(source: string, error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  void fetch('/api/client-errors', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      source,
      message: message.slice(0, 2000) || 'Unknown error',
      url: location.href.slice(0, 2000),
    }),
    keepalive: true,
  }).catch(() => undefined);
}
