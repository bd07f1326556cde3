import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { DbOrTx } from '../../db/types';
import { HttpError } from '../../lib/http-error';
import { rateLimits } from './rate-limits.table';

/** A fixed-window count per key, shared through the database by every API process. */
export interface Limiter {
  /**
   * Counts one hit for `key`; `allowed` is false when that hit went over the limit, and
   * `remaining` says how many more the window takes.
   */
  hit(key: string): Promise<{ allowed: boolean; retryAfter: number; remaining: number }>;
  /** Seconds until `key` may try again when it has used its whole limit, else 0 (counts nothing). */
  blockedFor(key: string): Promise<number>;
  /** Forgets `key`'s count (after a successful sign-in, say). */
  reset(key: string): Promise<void>;
  /** Uses up `key`'s whole limit for `seconds` from now: a cool-down, whatever was left of the window. */
  block(key: string, seconds: number): Promise<void>;
}

export interface LimitRule {
  /** How many hits a key may make in one window. */
  points: number;
  windowSeconds: number;
}

/** Seconds, at least 1, for a Retry-After header. */
function seconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

/**
 * Limits named by `name` (the key prefix, so two limits never share a counter) over the
 * `rate_limits` table. rate-limiter-flexible does the counting in one atomic upsert, which holds
 * with several processes on one PostgreSQL (decision 0045). Given a transaction, the counts are
 * written in it (a webhook's, say): they exist only if what they count does.
 */
export function createLimiter(db: DbOrTx, name: string, rule: LimitRule): Limiter {
  const store = new RateLimiterDrizzle({
    storeClient: db,
    schema: rateLimits,
    keyPrefix: name,
    points: rule.points,
    duration: rule.windowSeconds,
    // One sweep for every limit runs in the throttles plugin instead of a timer per limit.
    clearExpiredByTimeout: false,
  });
  return {
    async hit(key) {
      try {
        const counted = await store.consume(key);
        return { allowed: true, retryAfter: 0, remaining: counted.remainingPoints };
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes)
          return { allowed: false, retryAfter: seconds(refusal.msBeforeNext), remaining: 0 };
        throw refusal;
      }
    },
    async blockedFor(key) {
      const state = await store.get(key);
      return state && state.consumedPoints >= rule.points ? seconds(state.msBeforeNext) : 0;
    },
    async reset(key) {
      await store.delete(key);
    },
    async block(key, blockSeconds) {
      await store.block(key, blockSeconds);
    },
  };
}

/** The 429 a refused hit answers with: the message, and when to try again. */
export function tooManyRequests(message: string, retryAfter: number): HttpError {
  return new HttpError(429, [message], { 'retry-after': String(retryAfter) });
}
