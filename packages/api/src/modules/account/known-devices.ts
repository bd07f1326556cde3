import { createHmac, timingSafeEqual } from 'node:crypto';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long a device stays known after its last successful sign-in. */
export const KNOWN_DEVICE_DAYS = 365;
/** A shared computer remembers at most this many people. */
const MAX_PEOPLE_PER_DEVICE = 5;

export interface KnownDevices {
  /** The proof's key for this e-mail (its per-device failure count), or undefined: a stranger. */
  recognise(proof: string | undefined, email: string): string | undefined;
  /** The proof to keep after a successful sign-in: this e-mail's entry first, others kept. */
  remember(proof: string | undefined, email: string): string;
}

/**
 * Proof that a browser signed in successfully as an e-mail before, kept in an HttpOnly cookie:
 * entries `<issued>.<mac>` (the mac binds e-mail and time to the server's secret), so the
 * e-mails themselves are not in the cookie. Nothing is stored on the server.
 */
export function createKnownDevices(secret: string | Buffer, now: () => number = Date.now): KnownDevices {
  const key = createHmac('sha256', secret).update('known-device').digest();
  const mac = (email: string, issued: string) =>
    createHmac('sha256', key).update(`${email.toLowerCase()}|${issued}`).digest('base64url').slice(0, 22);
  const entries = (proof: string | undefined) =>
    (proof ?? '').split('~').filter((entry) => /^[0-9a-z]+\.[\w-]{22}$/.test(entry));
  const isFor = (entry: string, email: string) => {
    const [issued = '', given = ''] = entry.split('.');
    const expected = Buffer.from(mac(email, issued));
    const fresh = now() - parseInt(issued, 36) < KNOWN_DEVICE_DAYS * DAY_MS;
    return fresh && timingSafeEqual(Buffer.from(given), expected);
  };

  return {
    recognise(proof, email) {
      const entry = entries(proof).find((candidate) => isFor(candidate, email));
      return entry?.split('.')[1];
    },
    remember(proof, email) {
      const issued = now().toString(36);
      const others = entries(proof).filter((entry) => !isFor(entry, email));
      return [`${issued}.${mac(email, issued)}`, ...others].slice(0, MAX_PEOPLE_PER_DEVICE).join('~');
    },
  };
}
