import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { RemotesConfig } from '@church/contracts';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { replyNotFound } from './errors';
import { remoteOrigins, siteCsp } from './site-csp';

export interface SiteOptions {
  /** The shell's build output (index.html and its hashed assets). */
  shellDir: string;
  /** Read on every GET /remotes.json and every HTML response, so an edit needs no restart. */
  remotesConfig: () => Promise<RemotesConfig>;
}

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
// webpack's [contenthash] in a file name: `main.3f9a1c2b.js`, `412.a1b2c3d4e5f6.css`.
const HASHED_NAME = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

/** A file may be cached forever only when its name changes with its content. */
export function cacheControlFor(filePath: string): string {
  return HASHED_NAME.test(path.basename(filePath)) ? IMMUTABLE : NO_CACHE;
}

/**
 * Serves the built shell: static files, the remotes config, and the SPA fallback that hands
 * index.html to any page URL so the client router decides (including its 404 page).
 */
export const sitePlugin = fp<SiteOptions>(
  async (app, options) => {
    await app.register(fastifyStatic, {
      root: path.resolve(options.shellDir),
      wildcard: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', cacheControlFor(filePath));
      },
    });

    app.get('/remotes.json', { schema: { hide: true } }, async (_request, reply) => {
      reply.header('cache-control', NO_CACHE);
      return options.remotesConfig();
    });

    app.setNotFoundHandler(async (request, reply) => {
      if (wantsPage(request)) {
        reply.code(200).header('cache-control', NO_CACHE);
        return reply.sendFile('index.html');
      }
      return replyNotFound(request, reply);
    });

    // Only the shell's pages get the relaxed policy; JSON and the API docs keep helmet's. A page
    // request counts even without a body: a 304 revalidating index.html has no content type, and
    // the browser replaces the stored policy with the one the 304 carries.
    app.addHook('onSend', async (request, reply, payload) => {
      const isHtml = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
      if (isApi(request) || !(isHtml || wantsPage(request))) return payload;
      const origins = await options.remotesConfig().then(remoteOrigins, (error: unknown) => {
        // The page still loads; the shell then shows its remote-failure state.
        request.log.error({ err: error }, 'remotes config unreadable; CSP allows only self');
        return [];
      });
      reply.header('content-security-policy', siteCsp(origins));
      return payload;
    });
  },
  { name: 'site', dependencies: ['helmet'] },
);

function isApi(request: FastifyRequest): boolean {
  return request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?');
}

function wantsPage(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !isApi(request) &&
    (request.headers.accept ?? '').includes('text/html')
  );
}
