import type { LoginResponse, SignIn } from '@church/contracts';
import { bodyOf, checkLazily, request } from '@church/http/core';
import { clearSession, getSession, setSession } from './session-store';

// The fetch core, not the shared client: this code is on every first visit (the header signs
// out), and the shared client builds on this package (its token refresh is here).

export const refreshFailedMessage = "Can't get refresh token";

/** POSTs through the fetch core: the API's JSON answer, unchecked; a failure status rejects with HTTPError. */
export async function post(path: string, body: unknown, accessToken?: string): Promise<unknown> {
  const headers: Record<string, string> = accessToken ? { Authorization: `Bearer ${accessToken}` } : {};
  return bodyOf(await request(path, { method: 'POST', json: body, headers }));
}

// The account answers' contracts load with valibot when first needed, not on a first visit.
const contracts = () => import('./account-contracts');

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
  const answer = await checkLazily(
    await post('account/login', credentials),
    async () => (await contracts()).LoginResponseSchema,
  );
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
      const answer = await post('account/refresh-access-token', {
        accessToken: session.accessToken,
        refreshToken: session.refreshToken,
      });
      const tokens = await checkLazily(answer, async () => (await contracts()).RefreshTokenResponseSchema);
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
