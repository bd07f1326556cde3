import type { Db } from '../../db/types';
import { clientNetwork } from '../../lib/client-network';
import { createLimiter, tooManyRequests } from './limiter';

export const tooManyPasswordChecks = 'Too many password attempts, please try again later';
const WINDOW_SECONDS = 15 * 60;

/** Counts the password work someone starts outside sign-in (which has its own throttle). */
export interface PasswordChecks {
  /** One more reset, password change or old-password check for this person; 429 over the limit. */
  byPerson(userId: string): Promise<void>;
  /** The same per client address (an IPv6 client by its /64). */
  byAddress(ip: string): Promise<void>;
}

/**
 * Each check runs scrypt (about half a second of a thread-pool thread), and an old-password
 * check answers whether a guess is right: a password oracle for whoever holds a session. A
 * person changes a password once in a long while; ten tries in 15 minutes is plenty, and one
 * network's hundred covers a family or an office. Resets and changes count apart, so a stolen
 * session spent on guessing the old password cannot also block the owner's reset (decision 0060).
 */
export function createPasswordChecks(db: Db, name: 'password-reset' | 'password-change'): PasswordChecks {
  const perPerson = createLimiter(db, `${name}-user`, { points: 10, windowSeconds: WINDOW_SECONDS });
  const perAddress = createLimiter(db, `${name}-ip`, { points: 100, windowSeconds: WINDOW_SECONDS });
  const count = async (hit: Promise<{ allowed: boolean; retryAfter: number }>) => {
    const { allowed, retryAfter } = await hit;
    if (!allowed) throw tooManyRequests(tooManyPasswordChecks, retryAfter);
  };
  return {
    byPerson: (userId) => count(perPerson.hit(userId)),
    byAddress: (ip) => count(perAddress.hit(clientNetwork(ip))),
  };
}
