import type { Language } from '@church/contracts';
import { signJwt, verifyJwt } from './jwt';

/** Who a valid bearer token speaks for. */
export interface AuthUser {
  id: string;
  roles: string[];
  allowedActions: string[];
  /** The member's stored language, read with the session (never from the token). */
  language?: Language;
}

export interface IssuedAccessToken {
  accessToken: string;
  /** Unix seconds, as the session stores it. */
  expiresAt: number;
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;

/** What a token says, before the server checks that its session still lives. */
export interface InspectedAccessToken {
  user: AuthUser;
  /** The sign-in (refresh-token family) it was issued for; absent on tokens older than that. */
  sessionId: string | undefined;
  /** Unix seconds. */
  expiresAt: number;
}

/** Verified tokens kept at most: each is a few hundred bytes. */
const maxVerified = 10_000;

/**
 * Short-lived HS256 access tokens naming the user and the session (`sid`). The roles and
 * allowed actions ride along for the client's sake; the server reads them afresh (see
 * modules/sessions/session-guard.ts).
 */

export function createAccessTokens(options: { secret: Buffer; ttlMinutes: number; now?: () => number }) {
  const nowSeconds = () => Math.floor((options.now ?? Date.now)() / 1000);
  // Tokens already verified, by their text: the same bytes under the same secret verify the
  // same way until they expire, so a member's next request skips the HMAC and the two JSON
  // parses (a fifth of what a signed-in cached read cost). Whether the session still lives is
  // asked on every request all the same (modules/sessions/session-guard.ts).
  const verified = new Map<string, InspectedAccessToken>();
  return {
    issue(user: AuthUser, sessionId: string): IssuedAccessToken {
      const iat = nowSeconds();
      const exp = iat + options.ttlMinutes * 60;
      const accessToken = signJwt(
        { sub: user.id, sid: sessionId, roles: user.roles, allowedActions: user.allowedActions, iat, exp },
        options.secret,
      );
      return { accessToken, expiresAt: exp };
    },
    verify(token: string): AuthUser | null {
      return this.inspect(token)?.user ?? null;
    },
    /** The token's claims and expiry (Unix seconds), for what outlives one request (a stream). */
    inspect(token: string): InspectedAccessToken | null {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt > nowSeconds()) return known;
        verified.delete(token);
        return null;
      }
      const claims = verifyJwt(token, options.secret, nowSeconds());
      if (!claims) return null;
      const strings = (value: unknown) =>
        Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
      const inspected: InspectedAccessToken = {
        user: { id: claims.sub, roles: strings(claims.roles), allowedActions: strings(claims.allowedActions) },
        sessionId: typeof claims.sid === 'string' ? claims.sid : undefined,
        expiresAt: claims.exp,
      };
      // Oldest first out; a forgotten token is only checked again.
      if (verified.size >= maxVerified) verified.delete(verified.keys().next().value as string);
      verified.set(token, inspected);
      return inspected;
    },
  };
}
