import type { AccountsConfig } from '../../config';
import type { Db } from '../../db/types';
import { clientNetwork } from '../../lib/client-network';
import { createLimiter, tooManyRequests } from '../throttles';
import { accountErrors } from './account.messages';
import type { KnownDevices } from './known-devices';

export interface SignInThrottle {
  /**
   * Throws the 429 when this attempt may not even be checked. `device` is the browser's
   * known-device proof (a cookie from an earlier successful sign-in), if it sent one.
   */
  beforeAttempt(email: string, ip: string, device?: string): Promise<void>;
  failed(email: string, ip: string, device?: string): Promise<void>;
  succeeded(email: string, ip: string, device?: string): Promise<void>;
}

/**
 * Slows password guessing without handing strangers a switch that locks members out:
 * - an (e-mail, address) pair with too many failures waits for the window: the guesser is
 *   stopped, the owner elsewhere is not;
 * - an e-mail with too many failures from anywhere is paced, one attempt per few seconds from
 *   any address: guessing from many addresses slows to a crawl. Guessers from a few addresses
 *   can keep that one slot busy, so a browser that signed in as this e-mail before (its
 *   known-device cookie) is not paced; it has its own failure count instead, so a stolen
 *   cookie buys a guesser ten tries, not a way around the pace (decision 0060). A member on a
 *   new device signs in with an e-mailed link instead;
 * - an address with many failures whatever the e-mail (password spraying) is refused; only
 *   failures count, so a church full of members signing in on one Wi-Fi never gets near it.
 * Addresses are counted by `clientNetwork` (an IPv6 client by its /64). A success clears the
 * e-mail's counts. The counts live in the database (decision 0045).
 */
export function createSignInThrottle(
  db: Db,
  limits: AccountsConfig['limits'],
  knownDevices: KnownDevices,
): SignInThrottle {
  const windowSeconds = limits.loginWindowMinutes * 60;
  const perAddress = createLimiter(db, 'login-ip', { points: limits.loginMaxFailuresPerIp, windowSeconds });
  const perPair = createLimiter(db, 'login-pair', { points: limits.loginMaxFailuresPerPair, windowSeconds });
  const perEmail = createLimiter(db, 'login-email', { points: limits.loginMaxFailuresPerEmail, windowSeconds });
  const perDevice = createLimiter(db, 'login-device', { points: limits.loginMaxFailuresPerPair, windowSeconds });
  const pace = createLimiter(db, 'login-pace', { points: 1, windowSeconds: limits.loginPaceSeconds });
  const pair = (email: string, ip: string) => `${email}|${clientNetwork(ip)}`;

  return {
    async beforeAttempt(email, ip, device) {
      const addressWait = await perAddress.blockedFor(clientNetwork(ip));
      if (addressWait) throw tooManyRequests(accountErrors.tooManyAttempts, addressWait);
      const pairWait = await perPair.blockedFor(pair(email, ip));
      if (pairWait) throw tooManyRequests(accountErrors.tooManyFailures, pairWait);
      const known = knownDevices.recognise(device, email);
      if (known && !(await perDevice.blockedFor(known))) return;
      if (await perEmail.blockedFor(email)) {
        const paced = await pace.hit(email);
        if (!paced.allowed) throw tooManyRequests(accountErrors.tooManyFailures, paced.retryAfter);
      }
    },
    async failed(email, ip, device) {
      const known = knownDevices.recognise(device, email);
      await Promise.all([
        perAddress.hit(clientNetwork(ip)),
        perPair.hit(pair(email, ip)),
        perEmail.hit(email),
        ...(known ? [perDevice.hit(known)] : []),
      ]);
    },
    async succeeded(email, ip, device) {
      const known = knownDevices.recognise(device, email);
      await Promise.all([
        perPair.reset(pair(email, ip)),
        perEmail.reset(email),
        ...(known ? [perDevice.reset(known)] : []),
      ]);
    },
  };
}
