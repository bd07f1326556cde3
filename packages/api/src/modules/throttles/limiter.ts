import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../../db/types';
import { HttpError } from '../../lib/http-error';
import { rateLimits } from './rate-limits.table';

/** A fixed-window count per key, shared through the database by every API process. */
export interface Limiter {
  /** Counts one hit for `key`; `allowed` is false when that hit went over the limit. */
  hit(key: string): Promise<{ allowed: boolean; retryAfter: number }>;
  /** Seconds until `key` may try again when it has used its whole limit, else 0 (counts nothing). */
  blockedFor(key: string): Promise<number>;
  /** Forgets `key`'s count (after a successful sign-in, say). */
  reset(key: string): Promise<void>;
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
 * with several processes on one PostgreSQL (decision 0045).
 */
export function createLimiter(db: Db, name: string, rule: LimitRule): Limiter {
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
        await store.consume(key);
        return { allowed: true, retryAfter: 0 };
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes) return { allowed: false, retryAfter: seconds(refusal.msBeforeNext) };
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
  };
}

/** The 429 a refused hit answers with: the message, and when to try again. */
export function tooManyRequests(message: string, retryAfter: number): HttpError {
  return new HttpError(429, [message], { 'retry-after': String(retryAfter) });
}
