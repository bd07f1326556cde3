import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AccessTokens, AuthUser } from '../lib/access-tokens';
import { HttpError } from '../lib/http-error';
import type { SessionActivity, SessionGuard } from '../modules/sessions';

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
    /** Call `forgetAll()` after committing anything that ends sessions or changes roles. */
    sessionGuard: SessionGuard;
    /**
     * A valid access token, else 401; sets `request.user`. The token comes as a bearer header,
     * or also as `?accessToken=` with `tokenInQuery` (event streams: a browser's EventSource
     * cannot send headers). Called by plugins/route-access.ts for every route not declared public.
     */
    authenticate(request: FastifyRequest, options?: { tokenInQuery?: boolean }): Promise<void>;
  }
  interface FastifyRequest {
    user: AuthUser | null;
    /** The session (refresh-token family) of `user`'s access token: "this device". */
    sessionId: string;
    /** Unix seconds when the access token of `user` expires. */
    tokenExpiresAt: number;
  }
}

export const UNAUTHORIZED = 'Unauthorized';
export const FORBIDDEN = 'You do not have permission to do this';

/** The signed-in user of a route not declared public. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new HttpError(401, [UNAUTHORIZED]);
  return request.user;
}

/** Who is asking: the access token, checked against its session on every request. */
export const authPlugin = fp<{
  accessTokens: AccessTokens;
  sessionGuard: SessionGuard;
  /** Records each session's device and last activity (at most once a minute each). */
  sessionActivity: SessionActivity;
}>(
  async (app, options) => {
    app.decorate('accessTokens', options.accessTokens);
    app.decorate('sessionGuard', options.sessionGuard);
    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', '');
    app.decorateRequest('tokenExpiresAt', 0);

    // A token is only as good as its session: signed out, reset, deleted or demoted users are
    // refused (or see their new roles) on their next request, not when the token expires.
    const signIn = async (request: FastifyRequest, token: string | undefined) => {
      const verified = token ? options.accessTokens.inspect(token) : null;
      const sessionId = verified?.sessionId;
      if (!verified || sessionId === undefined) throw new HttpError(401, [UNAUTHORIZED]);
      const user = await options.sessionGuard.resolve(sessionId, verified.user.id);
      if (!user) throw new HttpError(401, [UNAUTHORIZED]);
      request.user = user;
      request.sessionId = sessionId;
      request.tokenExpiresAt = verified.expiresAt;
      // Not awaited: the first request of a minute would wait for a write the person does not
      // need (a page's first read took 50 ms longer). A failure only leaves an older "last active".
      options.sessionActivity
        .seen(sessionId, user.id, { userAgent: request.headers['user-agent'], ip: request.ip })
        .catch((error: unknown) => request.log.warn({ err: error }, 'session activity not recorded'));
    };
    const bearerToken = (request: FastifyRequest) => {
      const header = request.headers.authorization;
      return header ? /^Bearer ([A-Za-z0-9_\-.]+)$/.exec(header)?.[1] : undefined;
    };

    app.decorate('authenticate', async (request: FastifyRequest, { tokenInQuery = false } = {}) => {
      const query = request.query as { accessToken?: unknown } | undefined;
      const fromQuery = tokenInQuery && typeof query?.accessToken === 'string' ? query.accessToken : undefined;
      await signIn(request, bearerToken(request) ?? fromQuery);
    });
  },
  { name: 'auth' },
);
