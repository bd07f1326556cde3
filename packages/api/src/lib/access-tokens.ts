import { signJwt, verifyJwt } from './jwt';

/** Who a valid bearer token speaks for. */
export interface AuthUser {
  id: string;
  roles: string[];
  allowedActions: string[];
}

export interface IssuedAccessToken {
  accessToken: string;
  /** Unix seconds, as the session stores it. */
  expiresAt: number;
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;

/** Short-lived HS256 access tokens carrying the user's id, roles and allowed actions. */
export function createAccessTokens(options: { secret: Buffer; ttlMinutes: number; now?: () => number }) {
  const nowSeconds = () => Math.floor((options.now ?? Date.now)() / 1000);
  return {
    issue(user: AuthUser): IssuedAccessToken {
      const iat = nowSeconds();
      const exp = iat + options.ttlMinutes * 60;
      const accessToken = signJwt(
        { sub: user.id, roles: user.roles, allowedActions: user.allowedActions, iat, exp },
        options.secret,
      );
      return { accessToken, expiresAt: exp };
    },
    verify(token: string): AuthUser | null {
      return this.inspect(token)?.user ?? null;
    },
    /** The user and the token's expiry (Unix seconds), for what outlives one request (a stream). */
    inspect(token: string): { user: AuthUser; expiresAt: number } | null {
      const claims = verifyJwt(token, options.secret, nowSeconds());
      if (!claims) return null;
      const strings = (value: unknown) =>
        Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
      return {
        user: { id: claims.sub, roles: strings(claims.roles), allowedActions: strings(claims.allowedActions) },
        expiresAt: claims.exp,
      };
    },
  };
}
