import { createHash } from 'node:crypto';
import { isIP } from 'node:net';

/** This machine by name or address: what only a process here can answer as. */
function isLoopback(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  return host === '::1';
}

/**
 * Why a renderer at `url` may not be fetched, or undefined when it may: over HTTPS, or plain
 * HTTP to this machine only (where `pnpm start` serves the remotes). The pin decides what runs;
 * refusing plain HTTP elsewhere keeps a network on the way from even offering code.
 */
export function refusedRendererSource(url: URL): string | undefined {
  if (url.protocol === 'https:') return undefined;
  if (url.protocol === 'http:' && isLoopback(url.hostname)) return undefined;
  return `${url.protocol}//${url.host} is neither HTTPS nor this machine`;
}

/** How a renderer is pinned: the SHA-256 of its file's bytes, in lower-case hex (what `sha256sum` prints). */
export function rendererPin(bytes: Uint8Array | string): string {
  return createHash('sha256').update(bytes).digest('hex');
}
