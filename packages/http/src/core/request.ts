import { HTTPError } from './http-error';

export type SearchParams = Record<string, string | number | boolean | undefined>;

export interface RequestOptions {
  method?: string;
  /** Sent as the query string; undefined values are left out. */
  searchParams?: SearchParams;
  /** Sent as a JSON body. */
  json?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** False (or false for a status) to get a failure status back as the Response instead of an HTTPError. */
  throwHttpErrors?: boolean | ((status: number) => boolean);
}

/** Whether a failure status rejects (the default) or is handed back to the caller. */
export function throwsFor(response: Response, options: Pick<RequestOptions, 'throwHttpErrors'>): boolean {
  const { throwHttpErrors = true } = options;
  return !response.ok && (typeof throwHttpErrors === 'function' ? throwHttpErrors(response.status) : throwHttpErrors);
}

/** Absolute, because Request objects outside a page (tests, workers) cannot resolve '/api'. */
export function apiBaseUrl(): string {
  return new URL('/api', globalThis.location?.origin ?? 'http://localhost').href;
}

function urlOf(path: string, searchParams: SearchParams = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(searchParams)) if (value !== undefined) query.set(key, String(value));
  const search = query.size > 0 ? `?${query.toString()}` : '';
  return `${apiBaseUrl()}/${path}${search}`;
}

/**
 * The page's language: `<html lang>`, which @church/i18n keeps on the active language. Read from
 * the page rather than imported, so the fetch core brings no translation code to a first visit.
 */
export function pageLanguage(): string | undefined {
  return globalThis.document?.documentElement.lang || undefined;
}

/**
 * The one fetch core: every call to the API goes through here (the shared client, the auth
 * client, the public pages' first-visit reads, the card sandbox). It sends JSON and asks for
 * JSON, in the page's language (Accept-Language: the API writes its messages in it); a failure
 * status rejects with HTTPError. Nothing is toasted here: the shared client
 * adds tokens and toasts on top, and callers that show failures themselves use this directly.
 */
export async function request(path: string, options: RequestOptions = {}): Promise<Response> {
  const language = pageLanguage();
  const headers = new Headers({
    Accept: 'application/json',
    ...(language ? { 'Accept-Language': language } : {}),
    ...options.headers,
  });
  if (options.json !== undefined) headers.set('Content-Type', 'application/json');
  const response = await fetch(
    new Request(urlOf(path, options.searchParams), {
      method: options.method ?? 'GET',
      headers,
      body: options.json === undefined ? undefined : JSON.stringify(options.json),
      signal: options.signal,
    }),
  );
  if (throwsFor(response, options)) throw new HTTPError(response);
  return response;
}

/** The JSON an answer carries; an empty answer (204) reads as undefined. */
export async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  return text ? (JSON.parse(text) as unknown) : undefined;
}
