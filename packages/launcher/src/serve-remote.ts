import fs from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { cacheControlFor } from '@church/api';
import Fastify, { type FastifyReply } from 'fastify';
import { RELEASES_URL_PATH } from './remotes-config';

/**
 * A script host's headers: its files are scripts and styles other origins load (hence
 * cross-origin resource policy), and its standalone page is never framed nor allowed anything
 * beyond its own origin.
 */
export const REMOTE_SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy':
    "default-src 'self'; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-resource-policy': 'cross-origin',
} as const;

export interface RemoteServer {
  /** The port actually bound (useful when 0 was asked for). */
  port: number;
  url: string;
  close(): Promise<void>;
}

// Source maps stay on the build machine (hidden-source-map): they would publish the source.
const notSourceMap = (pathName: string) => !pathName.endsWith('.map');
// Inside the releases folder only finished releases: not the pointer, a lock or a release in flight.
const RELEASE_FILE = /^\/?[0-9a-f]{12}\//;

function setFileHeaders(reply: FastifyReply, filePath: string) {
  reply.headers(REMOTE_SECURITY_HEADERS);
  reply.header('access-control-allow-origin', '*');
  reply.header('timing-allow-origin', '*');
  // Hashed chunks forever; the manifest, remoteEntry.js and the standalone page revalidate.
  reply.header('cache-control', cacheControlFor(filePath));
}

/**
 * Serves one remote's build output on its own port, as a CDN would: readable from any origin
 * (the shell runs on another port), compressed, with the cache rules above. With
 * `releasesDir` (`<releases>/<remote>`), its releases too, each under `/releases/<id>/`.
 */
export async function serveRemote(
  dir: string,
  port: number,
  host = '0.0.0.0',
  releasesDir?: string,
): Promise<RemoteServer> {
  // Browsers keep connections to a remote open; stopping it must not wait for them to idle.
  const app = Fastify({ logger: false, forceCloseConnections: true });
  await app.register(compress, { encodings: ['br', 'gzip'] });
  await app.register(fastifyStatic, {
    root: path.resolve(dir),
    cacheControl: false,
    allowedPath: notSourceMap,
    setHeaders: setFileHeaders,
  });
  if (releasesDir) {
    // A release appears after start; the folder must exist for the static root.
    fs.mkdirSync(releasesDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: path.resolve(releasesDir),
      prefix: RELEASES_URL_PATH,
      decorateReply: false,
      cacheControl: false,
      allowedPath: (pathName) => RELEASE_FILE.test(pathName) && notSourceMap(pathName),
      setHeaders: setFileHeaders,
    });
  }
  app.setNotFoundHandler((request, reply) => {
    reply.headers(REMOTE_SECURITY_HEADERS);
    reply.header('access-control-allow-origin', '*');
    return reply.code(404).send({ errors: [`File ${request.url.split('?')[0]} not found`] });
  });
  await app.listen({ port, host });
  const address = app.server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  return { port: boundPort, url: `http://localhost:${boundPort}`, close: () => app.close() };
}
