import ky from 'ky';
import type { RefreshTokenResponse, SessionResponse, SignIn } from '@church/contracts';
import { clearSession, getSession, setSession } from './session-store';

// Its own ky instance: @church/http builds on this package, so auth must not depend on it.
/** Absolute, because Request objects outside a page (tests, workers) cannot resolve '/api'. */
export function apiBaseUrl(): string {
  return new URL('/api', globalThis.location?.origin ?? 'http://localhost').href;
}

const authApi = ky.create({ prefixUrl: apiBaseUrl(), retry: 0 });

export const refreshFailedMessage = "Can't get refresh token";

/** Spec: expiry is compared with the current time in seconds. */
export function isAccessTokenExpired(nowSeconds = Math.floor(Date.now() / 1000)): boolean {
  const session = getSession();
  return session !== null && session.accessTokenExpirationDateTimeOffset <= nowSeconds;
}

export async function signIn(credentials: SignIn): Promise<SessionResponse> {
  const session = await authApi.post('account/login', { json: credentials }).json<SessionResponse>();
  setSession(session);
  return session;
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
      const tokens = await authApi
        .post('account/refresh-access-token', {
          json: { accessToken: session.accessToken, refreshToken: session.refreshToken },
        })
        .json<RefreshTokenResponse>();
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
    if (token) await authApi.post('account/logout', { headers: { Authorization: `Bearer ${token}` } });
  } finally {
    clearSession();
  }
}
