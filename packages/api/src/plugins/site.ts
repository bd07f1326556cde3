import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { findPublicPage, publicRemote } from '@church/areas/public-pages';
import {
  defaultChurchTimeZone,
  readSessionHint,
  sessionHintCookie,
  type RemotesConfig,
  type SessionHint,
} from '@church/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { replyNotFound } from './errors';
import { declareAccessOfPluginRoutes } from './route-access';
import { createPageDrawer } from './site-drawn-page';
import { readPageData } from './site-page-data';
import { createIndexRenderer } from './site-index';
import { siteLanguageOf } from './site-language';
import { siteSettingsFor } from './site-settings';
import { areaPageAssets } from './site-area-hints';
import { createSharedFiles } from './site-shared-files';
import { createRemoteHints } from './site-remote-hints';
import { remoteOrigins, siteCsp } from './site-csp';

export interface SiteOptions {
  /** The shell's build output (index.html and its hashed assets). */
  shellDir: string;
  /** Read on every GET /remotes.json and every HTML response, so an edit needs no restart. */
  remotesConfig: () => Promise<RemotesConfig>;
  /** The church's IANA time zone, handed to every page (CHURCH_TIME_ZONE). */
  timeZone?: string;
  /**
   * Where the site is reached (PUBLIC_URL): the origin of every absolute link a page is drawn
   * with, such as a sermon's share links. Never the request's Host header, which the client
   * writes and a shared cache would keep for everyone.
   */
  publicUrl?: string;
}

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
// webpack's [contenthash] in a file name: `main.3f9a1c.js`, `412.a1b2c3d4.css` (six or more digits).
const HASHED_NAME = /[.-][0-9a-f]{6,}\.[a-z0-9]+$/i;

/** A file may be cached forever only when its name changes with its content. */
export function cacheControlFor(filePath: string): string {
  return HASHED_NAME.test(path.basename(filePath)) ? IMMUTABLE : NO_CACHE;
}

/** The remote that draws the public pages (the site table's public rows), and its module. */
const PUBLIC_REMOTE = { name: publicRemote.remote, exposed: publicRemote.exposed };
const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? '/';

/**
 * Serves the built shell: static files, the remotes config, and the SPA fallback that hands
 * index.html to any page URL so the client router decides (including its 404 page).
 */
export const sitePlugin = fp<SiteOptions>(
  async (app, options) => {
    // The shell's files are for everyone; no page holds data (the API checks every read).
    await app.register(async (files) => {
      declareAccessOfPluginRoutes(files, 'public');
      await files.register(fastifyStatic, {
        root: path.resolve(options.shellDir),
        wildcard: true,
        // Source maps are built hidden and never served: they would publish the source.
        allowedPath: (pathName) => !pathName.endsWith('.map'),
        // index.html is rendered per request (below), with the current remotes config inlined.
        index: false,
        cacheControl: false,
        setHeaders: (reply, filePath) => {
          reply.header('cache-control', cacheControlFor(filePath));
        },
      });
    });

    app.get('/remotes.json', { schema: { hide: true }, config: { access: 'public' } }, async (_request, reply) => {
      reply.header('cache-control', NO_CACHE);
      return forBrowsers(await options.remotesConfig());
    });

    const timeZone = options.timeZone ?? defaultChurchTimeZone;
    const origin = new URL(options.publicUrl ?? 'http://localhost:3000').origin;
    const renderIndex = createIndexRenderer(options.shellDir, siteSettingsFor(timeZone));
    const pageDrawer = createPageDrawer(options.shellDir, app.log);
    app.addHook('onClose', () => pageDrawer.close());
    const remoteAssets = createRemoteHints();
    const sharedFilesOf = createSharedFiles(options.shellDir);
    // The first visitor after a start gets the hints and a drawn page too: the public remote's
    // manifest and the renderers are read as the server starts (best effort, never holding the
    // start up).
    app.addHook('onReady', async () => {
      const config = await options.remotesConfig().catch(() => undefined);
      const manifest = config?.remotes[PUBLIC_REMOTE.name];
      if (manifest) void remoteAssets(manifest, PUBLIC_REMOTE.exposed);
      if (manifest) void pageDrawer.warm(manifest, config?.serverRenderers?.[PUBLIC_REMOTE.name]);
    });
    const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
      const config = await options.remotesConfig().catch((error: unknown) => {
        // The shell then fetches /remotes.json itself and shows its remote-failure state.
        request.log.error({ err: error }, 'remotes config unreadable; page served without it');
        return undefined;
      });
      // A public page names its remote's first files; the home page and a post also carry their
      // first reads, so their first picture needs neither the scripts nor the API to be found
      // (decisions 0048, 0050).
      const path = pathOf(request) === '/index.html' ? '/' : pathOf(request);
      const language = siteLanguageOf(request);
      const publicPage = findPublicPage(path)?.page;
      const publicManifest = publicPage ? config?.remotes[PUBLIC_REMOTE.name] : undefined;
      const sessionHint = sessionHintOf(request);
      // An area page names its remotes' files too, for a browser that says it is signed in.
      const [data, assets] = await Promise.all([
        readPageData(app, path, request.log),
        publicManifest
          ? remoteAssets(publicManifest, PUBLIC_REMOTE.exposed, publicPage?.chunk)
          : areaPageAssets(path, sessionHint, config, remoteAssets, sharedFilesOf),
      ]);
      // A page whose first reads all answered is drawn on the server too (decision 0052).
      const drawnPage =
        publicManifest && data?.complete
          ? await pageDrawer.drawPage(
              {
                url: request.url,
                manifestUrl: publicManifest,
                rendererPin: config?.serverRenderers?.[PUBLIC_REMOTE.name],
                reads: data.reads,
                origin,
                timeZone,
                language,
                sessionHint,
              },
              request.log,
            )
          : undefined;
      return (
        reply
          .code(200)
          .header('cache-control', NO_CACHE)
          // A page drawn for a member differs from a visitor's only by the session hint, and
          // each page is drawn in the visitor's language (their cookie, else Accept-Language).
          .header('vary', 'cookie, accept-language')
          .type('text/html; charset=utf-8')
          .send(
            await renderIndex(config && forBrowsers(config), {
              language,
              drawnPage,
              sessionHint,
              firstPicture: data?.firstPicture,
              pageData: data?.reads,
              pageRemote: publicManifest ? PUBLIC_REMOTE.name : undefined,
              remoteAssets: assets,
            }),
          )
      );
    };
    app.get('/', { schema: { hide: true }, config: { access: 'public' } }, sendPage);
    app.get('/index.html', { schema: { hide: true }, config: { access: 'public' } }, sendPage);

    app.setNotFoundHandler(async (request, reply) => {
      if (wantsPage(request)) return sendPage(request, reply);
      return replyNotFound(request, reply);
    });

    // Only the shell's pages get the relaxed policy; JSON and the API docs keep theirs
    // (plugins/helmet.ts). A page request counts even without a body: a 304 revalidating
    // index.html has no content type, and the browser replaces the stored policy with the one
    // the 304 carries.
    const pagePolicy = async (request: FastifyRequest, reply: FastifyReply) => {
      const origins = await options.remotesConfig().then(remoteOrigins, (error: unknown) => {
        // The page still loads; the shell then shows its remote-failure state.
        request.log.error({ err: error }, 'remotes config unreadable; CSP allows only self');
        return [];
      });
      // The church's own live stream plays from its server: the player may load media from there.
      const streamOrigin = await app.liveStreamMediaOrigin().catch((error: unknown) => {
        request.log.warn({ err: error }, 'live stream settings unreadable; CSP allows media from self');
        return undefined;
      });
      reply.header(
        'content-security-policy',
        siteCsp(origins, {
          stripe: app.payments?.gateway.mode === 'stripe',
          media: streamOrigin ? [streamOrigin] : [],
        }),
      );
      // The page's first remote loads from these origins: open the connections while the shell
      // is still downloading.
      if (origins.length > 0) reply.header('link', origins.map((origin) => `<${origin}>; rel=preconnect`).join(', '));
    };
    // A callback hook: the API's answers, most of the traffic, pass without a promise.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (isApi(request)) return done(null, payload);
      const isHtml = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
      if (!(isHtml || wantsPage(request))) return done(null, payload);
      pagePolicy(request, reply).then(() => done(null, payload), done);
    });
  },
  { name: 'site', dependencies: ['helmet'] },
);

/** What the shell reads of the remotes config: where each remote is (the renderer pins are the API's). */
function forBrowsers(config: RemotesConfig): RemotesConfig {
  return { remotes: config.remotes };
}

const SESSION_HINT = new RegExp(`(?:^|;\\s*)${sessionHintCookie}=([^;]*)`);

/** The browser says it has a session, and where its header link leads (the session itself never travels in a cookie). */
function sessionHintOf(request: FastifyRequest): SessionHint | null {
  return readSessionHint(SESSION_HINT.exec(request.headers.cookie ?? '')?.[1]);
}

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
