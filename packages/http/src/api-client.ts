import { getSession, isAccessTokenExpired, refreshAccessToken, refreshFailedMessage } from '@church/auth';
import { bodyOf, HTTPError, request, throwsFor, type RequestOptions } from '@church/http/core';
import { dropEarlyAnswers, keepEarlyAnswer, takeEarlyAnswer } from './early-reads';
import { translate } from './i18n/catalogues';
import { showResponseErrors } from './show-response-errors';
import { toast } from './toast';

export type ApiOptions = Omit<RequestOptions, 'method'>;

/** A pending answer; `.json()` reads its body (unknown: a caller checks it against its contract). */
export type ResponsePromise = Promise<Response> & {
  json: () => Promise<unknown>;
  blob: () => Promise<Blob>;
  text: () => Promise<string>;
};

/** A call that gets no answer in this time fails (fetch itself would wait for minutes). */
const timeoutMs = 10_000;

/** Refreshes the session; a failure signs the user out and its message is shown. */
async function refreshOrFail(): Promise<string> {
  try {
    return await refreshAccessToken();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // The auth client's text is English (it is on every first visit, without catalogues).
    toast.error(message === refreshFailedMessage ? translate('http.errors.refreshFailed') : message);
    throw error;
  }
}

function send(method: string, path: string, options: ApiOptions, token: string | undefined): Promise<Response> {
  const headers = { ...options.headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) };
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  return request(path, { ...options, method, headers, signal, throwHttpErrors: false });
}

/**
 * An expired token is refreshed before sending; a 401 to a signed-in call is refreshed once
 * (one refresh shared by concurrent calls) and retried. A failure status shows its toasts and
 * rejects with HTTPError, unless the caller asked for the Response back.
 */
async function call(method: string, path: string, options: ApiOptions): Promise<Response> {
  if (method !== 'GET') dropEarlyAnswers();
  if (isAccessTokenExpired()) await refreshOrFail();
  const token = getSession()?.accessToken;
  const early = method === 'GET' && isPlainRead(options) ? takeEarlyAnswer(path, token) : undefined;
  let response = (await early) ?? (await send(method, path, options, token));
  if (response.status === 401 && token) response = await send(method, path, options, await refreshOrFail());
  if (!throwsFor(response, options)) return response;
  await showResponseErrors(response);
  throw new HTTPError(response);
}

/** A read with no query, body or headers of its own: one an early answer can stand for. */
const isPlainRead = ({ searchParams = {}, json, headers }: ApiOptions) =>
  json === undefined && headers === undefined && Object.values(searchParams).every((value) => value === undefined);

/**
 * Asks for `path` now, for a page whose code is still on its way: the page's own read of it
 * takes this answer (early-reads.ts). Nothing is asked without a session or with an expired
 * token (the page's read refreshes it first).
 */
export function readEarly(path: string): void {
  const token = getSession()?.accessToken;
  if (!token || isAccessTokenExpired()) return;
  keepEarlyAnswer(path, token, () => send('GET', path, {}, token));
}

function method(name: string) {
  return (path: string, options: ApiOptions = {}): ResponsePromise => {
    const response = call(name, path, options);
    return Object.assign(response, {
      json: () => response.then(bodyOf),
      blob: () => response.then((answer) => answer.blob()),
      text: () => response.then((answer) => answer.text()),
    });
  };
}

/**
 * The one HTTP client every app uses, on the fetch core. Relative to the page's origin: the
 * shell and the API are served from the same origin, so remotes call '/api/...' wherever their
 * code was loaded from.
 */
export const api = {
  get: method('GET'),
  post: method('POST'),
  put: method('PUT'),
  patch: method('PATCH'),
  delete: method('DELETE'),
};
