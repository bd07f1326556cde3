import type { LoginResponse, RefreshTokenResponse, SignIn } from '@church/contracts';
import { clearSession, getSession, setSession } from './session-store';

// Plain fetch, not ky: this code is on every first visit (the header signs out), and
// @church/http builds on this package, so auth cannot use the shared client either.

export const refreshFailedMessage = "Can't get refresh token";

/** Absolute, because Request objects outside a page (tests, workers) cannot resolve '/api'. */
export function apiBaseUrl(): string {
  return new URL('/api', globalThis.location?.origin ?? 'http://localhost').href;
}

/** A non-2xx answer; `response` carries the API's `{ errors: [...] }` body. */
export class ApiResponseError extends Error {
  constructor(readonly response: Response) {
    super(`Request failed with status ${response.status}`);
    this.name = 'ApiResponseError';
  }
}

export async function post<T>(path: string, body: unknown, accessToken?: string): Promise<T> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  const response = await fetch(`${apiBaseUrl()}/${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  if (!response.ok) throw new ApiResponseError(response);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/** Spec: expiry is compared with the current time in seconds. */
export function isAccessTokenExpired(nowSeconds = Math.floor(Date.now() / 1000)): boolean {
  const session = getSession();
  return session !== null && session.accessTokenExpirationDateTimeOffset <= nowSeconds;
}

/**
 * The password step. Most accounts get their session here; an account with a second factor
 * (or one its church requires) gets a challenge instead, answered with two-step-client's calls.
 */
export async function signIn(credentials: SignIn): Promise<LoginResponse> {
  const answer = await post<LoginResponse>('account/login', credentials);
  // A challenge is told by its one key: contracts' runtime code stays off the first visit.
  if (!('twoStep' in answer)) setSession(answer);
  return answer;
}

let refreshing: Promise<string> | null = null;

/**
 * Single flight: concurrent 401s share one refresh. Resolves with the new access token; on any
 * failure the session is cleared (the user is signed out) and the promise rejects.
 */
export function refreshAccessToken(): Promise<string> {
  refreshing ??= (async () => {
    const session = getSession();
    if (!session) throw new Error(refreshFailedMessage);
    try {
      const tokens = await post<RefreshTokenResponse>('account/refresh-access-token', {
        accessToken: session.accessToken,
        refreshToken: session.refreshToken,
      });
      setSession({ ...session, ...tokens });
      return tokens.accessToken;
    } catch {
      clearSession();
      throw new Error(refreshFailedMessage);
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * Tells the server to revoke the refresh tokens, then forgets the session whatever it answered:
 * a user who asks to leave must end up signed out.
 */
export async function signOut(): Promise<void> {
  const token = getSession()?.accessToken;
  try {
    if (token) await post('account/logout', {}, token);
  } finally {
    clearSession();
  }
}

/**
 * What every Log out control does: end the session (locally even when the server call fails,
 * which `onFailure` reports) and load / afresh, so nothing of the session stays in memory.
 */
export async function logOutAndGoHome(onFailure: () => void): Promise<void> {
  try {
    await signOut();
  } catch {
    onFailure();
  }
  window.location.assign('/');
}
