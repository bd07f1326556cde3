import { like, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/types';
import { createLimiter, rateLimits, tooManyRequests, type LimitRule } from '../throttles';

/** The refusals a visitor reads in the anonymous wizard (translated in the API's catalogue). */
export const cardTestingMessages = {
  tooManyAttempts: 'Too many payment attempts in a short time, please try again later',
  coolDown: 'Too many cards were declined from this network, please wait an hour before trying again',
};

const HOUR = 60 * 60;

/**
 * Card testers drive the anonymous form with card after card (ChurchApps saw it: bots searching
 * for valid numbers); a donor pays once, maybe after a mistyped card or two. Each anonymous gift
 * takes at most MAX_DECLINES_PER_INTENT cards (decision 0060), so we count the gifts paid for:
 * 20 an hour from one network (a church's Wi-Fi on a Sunday is one network) and 5 an hour for
 * one e-mail address. And declines: the 5th decline in an hour from one network starts an hour's
 * cool-down in which no new anonymous payment starts there. Numbers and reasons: decision
 * 0075-card-testing-limits.
 */
export const cardTestingRules = {
  attemptsPerNetwork: { points: 20, windowSeconds: HOUR },
  attemptsPerEmail: { points: 5, windowSeconds: HOUR },
  declinesPerNetwork: { points: 5, windowSeconds: HOUR },
  coolDownSeconds: HOUR,
} satisfies Record<string, LimitRule | number>;

export type CardTestingLimits = ReturnType<typeof createCardTestingLimits>;

/** Who is paying an anonymous gift: the client's network (clientNetwork) and the donor's e-mail. */
export interface AnonymousPayer {
  network: string;
  email: string;
}

/**
 * The limits live in the rate-limit table every API process shares (decision 0045), so a tester
 * gains nothing from a load balancer spreading their tries.
 */
const names = {
  attemptsPerNetwork: 'anonymous-payments-ip',
  attemptsPerEmail: 'anonymous-payments-email',
  declines: 'anonymous-declines-ip',
};

export function createCardTestingLimits(db: Db) {
  const attemptsPerNetwork = createLimiter(db, names.attemptsPerNetwork, cardTestingRules.attemptsPerNetwork);
  const attemptsPerEmail = createLimiter(db, names.attemptsPerEmail, cardTestingRules.attemptsPerEmail);
  const declines = (tx: Db | Tx) => createLimiter(tx, names.declines, cardTestingRules.declinesPerNetwork);

  return {
    /**
     * Before an anonymous gift's payment: refused (429, with Retry-After) while its network cools
     * down; `newAttempt` (the gift has no intent yet) counts one attempt, refused over a limit.
     */
    async beforePayment(payer: AnonymousPayer, { newAttempt }: { newAttempt: boolean }): Promise<void> {
      const coolingDown = await declines(db).blockedFor(payer.network);
      if (coolingDown > 0) throw tooManyRequests(cardTestingMessages.coolDown, coolingDown);
      if (!newAttempt) return;
      const hits = await Promise.all([
        attemptsPerNetwork.hit(payer.network),
        attemptsPerEmail.hit(payer.email.toLowerCase()),
      ]);
      const refused = hits.filter((hit) => !hit.allowed);
      if (refused.length > 0) {
        throw tooManyRequests(cardTestingMessages.tooManyAttempts, Math.max(...refused.map((hit) => hit.retryAfter)));
      }
    },

    /**
     * A card was declined on an anonymous gift from `network` (the provider's event, in its
     * transaction): the decline that uses up the hour's allowance starts the cool-down.
     */
    async declined(network: string, tx: Tx): Promise<void> {
      const limiter = declines(tx);
      const { remaining } = await limiter.hit(network);
      if (remaining === 0) await limiter.block(network, cardTestingRules.coolDownSeconds);
    },

    /**
     * Sandbox only: forgets every attempt, decline and cool-down counted. The end-to-end site
     * has one address, so a test that makes it cool down would refuse every later test's gift
     * for an hour; it lifts the cool-down when done. Never reachable with real keys.
     */
    async forgetAll(): Promise<void> {
      await db.delete(rateLimits).where(or(...Object.values(names).map((name) => like(rateLimits.key, `${name}:%`))));
    },
  };
}
