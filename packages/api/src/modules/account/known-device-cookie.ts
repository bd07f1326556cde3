import type { FastifyReply, FastifyRequest } from 'fastify';
import { KNOWN_DEVICE_DAYS, type KnownDevices } from './known-devices';

const COOKIE = 'church_known_device';

/** The known-device proof the browser sent, if any (no cookie library: one cookie, read here). */
export function readKnownDeviceCookie(request: FastifyRequest): string | undefined {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name === COOKIE) return value.join('=');
  }
  return undefined;
}

/**
 * Sent only to the sign-in endpoints (Path), never readable by scripts (HttpOnly), never sent by
 * another site's form (SameSite=Strict); Secure when the site is served over https.
 */
export function setKnownDeviceCookie(reply: FastifyReply, proof: string, publicUrl: string): void {
  const secure = publicUrl.startsWith('https:') ? '; Secure' : '';
  const maxAge = KNOWN_DEVICE_DAYS * 24 * 60 * 60;
  reply.header(
    'set-cookie',
    `${COOKIE}=${proof}; Path=/api/account; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${secure}`,
  );
}

/** After any finished sign-in (password, code step or e-mailed link): this browser is known to this e-mail. */
export function markDeviceKnown(
  request: FastifyRequest,
  reply: FastifyReply,
  device: { knownDevices: KnownDevices; publicUrl: string },
  email: string,
): void {
  setKnownDeviceCookie(reply, device.knownDevices.remember(readKnownDeviceCookie(request), email), device.publicUrl);
}
