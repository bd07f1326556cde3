import path from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

export interface RemoteServer {
  /** The port actually bound (useful when 0 was asked for). */
  port: number;
  url: string;
  close(): Promise<void>;
}

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Entry points change on every deploy under the same name; chunks have content-hashed names.
 * So the manifest, remoteEntry.js and any JSON are revalidated, everything else kept forever.
 */
export function remoteCacheControl(filePath: string): string {
  const name = path.basename(filePath);
  return name === 'remoteEntry.js' || name.endsWith('.json') ? NO_CACHE : IMMUTABLE;
}

/**
 * Serves one remote's build output on its own port, as a CDN would: readable from any origin
 * (the shell runs on another port), compressed, with the cache rules above.
 */
export async function serveRemote(dir: string, port: number, host = '0.0.0.0'): Promise<RemoteServer> {
  const app = Fastify({ logger: false });
  await app.register(compress, { encodings: ['br', 'gzip'] });
  await app.register(fastifyStatic, {
    root: path.resolve(dir),
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header('access-control-allow-origin', '*');
      reply.header('timing-allow-origin', '*');
      reply.header('cache-control', remoteCacheControl(filePath));
    },
  });
  app.setNotFoundHandler((request, reply) => {
    reply.header('access-control-allow-origin', '*');
    return reply.code(404).send({ errors: [`File ${request.url.split('?')[0]} not found`] });
  });
  await app.listen({ port, host });
  const address = app.server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  return { port: boundPort, url: `http://localhost:${boundPort}`, close: () => app.close() };
}
