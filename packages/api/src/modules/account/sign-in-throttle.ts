import type { AccountsConfig } from '../../config';
import type { Db } from '../../db/types';
import { createLimiter, tooManyRequests } from '../throttles';
import { accountErrors } from './account.messages';

export interface SignInThrottle {
  /** Throws the 429 when this attempt may not even be checked. */
  beforeAttempt(email: string, ip: string): Promise<void>;
  failed(email: string, ip: string): Promise<void>;
  succeeded(email: string, ip: string): Promise<void>;
}

/**
 * Slows password guessing without handing strangers a switch that locks members out:
 * - an (e-mail, address) pair with too many failures waits for the window: the guesser is
 *   stopped, the owner elsewhere is not;
 * - an e-mail with too many failures from anywhere is paced, one attempt per few seconds from
 *   any address: guessing from many addresses slows to a crawl, the owner waits seconds;
 * - an address with many failures whatever the e-mail (password spraying) is refused; only
 *   failures count, so a church full of members signing in on one Wi-Fi never gets near it.
 * A success clears the e-mail's counts. The counts live in the database (decision 0045).
 */
export function createSignInThrottle(db: Db, limits: AccountsConfig['limits']): SignInThrottle {
  const windowSeconds = limits.loginWindowMinutes * 60;
  const perAddress = createLimiter(db, 'login-ip', { points: limits.loginMaxFailuresPerIp, windowSeconds });
  const perPair = createLimiter(db, 'login-pair', { points: limits.loginMaxFailuresPerPair, windowSeconds });
  const perEmail = createLimiter(db, 'login-email', { points: limits.loginMaxFailuresPerEmail, windowSeconds });
  const pace = createLimiter(db, 'login-pace', { points: 1, windowSeconds: limits.loginPaceSeconds });
  const pair = (email: string, ip: string) => `${email}|${ip}`;

  return {
    async beforeAttempt(email, ip) {
      const addressWait = await perAddress.blockedFor(ip);
      if (addressWait) throw tooManyRequests(accountErrors.tooManyAttempts, addressWait);
      const pairWait = await perPair.blockedFor(pair(email, ip));
      if (pairWait) throw tooManyRequests(accountErrors.tooManyFailures, pairWait);
      if (await perEmail.blockedFor(email)) {
        const paced = await pace.hit(email);
        if (!paced.allowed) throw tooManyRequests(accountErrors.tooManyFailures, paced.retryAfter);
      }
    },
    async failed(email, ip) {
      await Promise.all([perAddress.hit(ip), perPair.hit(pair(email, ip)), perEmail.hit(email)]);
    },
    async succeeded(email, ip) {
      await Promise.all([perPair.reset(pair(email, ip)), perEmail.reset(email)]);
    },
  };
}
