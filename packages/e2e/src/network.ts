import type { Page, Response } from '@playwright/test';

export function isScript(response: Response): boolean {
  return response.request().resourceType() === 'script' || /javascript/.test(response.headers()['content-type'] ?? '');
}

/** Every script URL the page downloads from now on, in order. */
export function recordScripts(page: Page): string[] {
  const urls: string[] = [];
  page.on('response', (response) => {
    if (isScript(response)) urls.push(response.url());
  });
  return urls;
}

/** Every request URL the page makes from now on (answered or not). */
export function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

export function fromOrigin(urls: string[], origin: string): string[] {
  return urls.filter((url) => new URL(url).origin === new URL(origin).origin);
}
