import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export const REMEMBER_DEVICE_DAYS = 30;
const DAY_SECONDS = 24 * 60 * 60;
/** Sent only to the sign-in endpoints, never read by scripts. */
const COOKIE_PATH = '/api/account';

/**
 * "Remember this device for 30 days": an http-only cookie, one per person (several people may
 * share a church computer), signed and bound to the person and to their current authenticator
 * (`deviceKey`), so turning it off, a reset or a new setup forgets every remembered device.
 */
export function createRememberedDevices(serverSecret: Buffer, options: { secure: boolean; now?: () => number }) {
  const key = createHmac('sha256', serverSecret).update('two-step-device').digest();
  const nowSeconds = () => Math.floor((options.now ?? Date.now)() / 1000);
  const mac = (body: string) => createHmac('sha256', key).update(body).digest('base64url');
  const cookieName = (userId: string) =>
    `church_device_${createHash('sha256').update(userId).digest('hex').slice(0, 16)}`;

  return {
    /** The Set-Cookie header that remembers this browser for `userId`. */
    cookie(userId: string, deviceKey: string): string {
      const body = `${userId}.${deviceKey}.${nowSeconds() + REMEMBER_DEVICE_DAYS * DAY_SECONDS}`;
      const attributes = [
        `Max-Age=${REMEMBER_DEVICE_DAYS * DAY_SECONDS}`,
        `Path=${COOKIE_PATH}`,
        'HttpOnly',
        'SameSite=Strict',
        ...(options.secure ? ['Secure'] : []),
      ];
      return [`${cookieName(userId)}=${body}.${mac(body)}`, ...attributes].join('; ');
    },

    /** Whether the request's cookies remember this browser for this person and authenticator. */
    remembers(cookieHeader: string | undefined, userId: string, deviceKey: string): boolean {
      const name = cookieName(userId);
      const value = (cookieHeader ?? '')
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${name}=`))
        ?.slice(name.length + 1);
      const parts = value?.split('.');
      if (parts?.length !== 4) return false;
      const [cookieUser, cookieKey, expires, signature] = parts as [string, string, string, string];
      const expected = Buffer.from(mac(`${cookieUser}.${cookieKey}.${expires}`));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
      return cookieUser === userId && cookieKey === deviceKey && Number(expires) > nowSeconds();
    },
  };
}
export type RememberedDevices = ReturnType<typeof createRememberedDevices>;
