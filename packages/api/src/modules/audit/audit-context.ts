import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Who did something and from where, as the audit log keeps it. */
export interface AuditWho {
  /** Null for what nobody signed in did. */
  actorId: string | null;
  ip: string | null;
  userAgent: string | null;
}

const requests = new AsyncLocalStorage<FastifyRequest>();

/** User agents are the browser's to write: kept, but never longer than this. */
const MAX_USER_AGENT = 500;

/**
 * Who is asking and from where, for whatever runs on behalf of the current request: services
 * record an action with one line, without every route and service signature carrying the
 * request through (decision 0058). Outside a request (seeds, a webhook) nobody is named.
 */
export function currentWho(): AuditWho {
  const request = requests.getStore();
  if (!request) return { actorId: null, ip: null, userAgent: null };
  const userAgent = request.headers['user-agent'];
  return {
    actorId: request.user?.id ?? null,
    ip: request.ip,
    userAgent: typeof userAgent === 'string' ? userAgent.slice(0, MAX_USER_AGENT) : null,
  };
}

/**
 * Runs each handler inside its request's context. preHandler is the last hook before the
 * handler, after the body is read (a body's stream events would lose an earlier context) and
 * after the access hook has set `request.user`.
 */
export const auditContextPlugin = fp(
  async (app) => {
    app.addHook('preHandler', (request, _reply, done) => requests.run(request, done));
  },
  { name: 'audit-context' },
);
