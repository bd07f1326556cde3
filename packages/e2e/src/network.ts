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

/**
 * What goes wrong on the page from now on: uncaught errors, errors in the console and the
 * shell's reports to the API, among them a page drawn on the server that React could not
 * hydrate as drawn (it draws it anew and reports it).
 */
export function recordPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('request', (request) => {
    if (request.url().endsWith('/api/client-errors')) errors.push(request.postData() ?? 'client error');
  });
  return errors;
}

export function fromOrigin(urls: string[], origin: string): string[] {
  return urls.filter((url) => new URL(url).origin === new URL(origin).origin);
}
