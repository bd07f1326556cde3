import type { AccountsConfig } from '../../config';
import type { LimitRule } from './limiter';
import { tooManyPasswordChecks } from './password-checks';

/** One count shared by the routes that do the same thing (every way to give, say). */
export interface WriteThrottle {
  name: string;
  /** `METHOD /url` as the route was registered, e.g. 'POST /api/comments'. */
  routes: readonly string[];
  /** Per signed-in person. */
  perUser?: LimitRule;
  /** Per client address, signed in or not: a church's Wi-Fi is one address, so it is generous. */
  perAddress: LimitRule;
  /** What the 429 says; the front end shows it as it shows every `{ errors }` answer. */
  message: string;
}

/** Said by the account routes' own checks too (the account module reads them here). */
export const accountThrottleMessages = {
  tooManyAttempts: 'Too many sign-in attempts, please try again later',
  tooManyRegistrations: 'Too many sign-ups from this network, please try again later',
};

const minutes = (count: number) => count * 60;

/** What a 429 says, written out whole: the API's catalogue translates each by its English text. */
export const writeThrottleMessages = {
  comments: 'Too many comments in a short time, please try again later',
  prayerRequests: 'Too many prayer requests in a short time, please try again later',
  messages: 'Too many messages in a short time, please try again later',
  gifts: 'Too many gifts in a short time, please try again later',
  cardPayments: 'Too many card payments in a short time, please try again later',
  cards: 'Too many cards in a short time, please try again later',
  uploads: 'Too many uploads in a short time, please try again later',
};

/**
 * Every throttled write. Each limit is several times what a person does (a member writes a few
 * comments in a minute; a family gives a few gifts, each taking two calls) and far below what a
 * script does (thousands of comments in seconds, card testing through the anonymous gift form).
 */
export function writeThrottles(limits: AccountsConfig['limits']): readonly WriteThrottle[] {
  return [
    {
      // Counted before the e-mail is looked up: the 409 for a known address is not free to probe.
      name: 'register',
      routes: ['POST /api/account/register'],
      perAddress: { points: limits.registerMaxPerIp, windowSeconds: minutes(limits.registerWindowMinutes) },
      message: accountThrottleMessages.tooManyRegistrations,
    },
    {
      // Bogus tokens cost a lookup each, nothing more; a person follows a link or two.
      name: 'sign-in-links',
      routes: ['POST /api/account/sign-in-with-link'],
      perAddress: { points: 30, windowSeconds: minutes(15) },
      message: accountThrottleMessages.tooManyAttempts,
    },
    {
      // Each reset hashes a new password: a guard on the thread pool as much as on guessing.
      name: 'password-resets',
      routes: ['POST /api/account/reset-password'],
      perAddress: { points: 20, windowSeconds: minutes(15) },
      message: tooManyPasswordChecks,
    },
    {
      name: 'comments',
      routes: ['POST /api/comments'],
      perUser: { points: 10, windowSeconds: minutes(1) },
      perAddress: { points: 120, windowSeconds: minutes(1) },
      message: writeThrottleMessages.comments,
    },
    {
      name: 'prayer-requests',
      routes: ['POST /api/requests'],
      perUser: { points: 20, windowSeconds: minutes(60) },
      perAddress: { points: 100, windowSeconds: minutes(60) },
      message: writeThrottleMessages.prayerRequests,
    },
    {
      name: 'messages',
      routes: ['POST /api/messages'],
      perUser: { points: 30, windowSeconds: minutes(1) },
      perAddress: { points: 300, windowSeconds: minutes(1) },
      message: writeThrottleMessages.messages,
    },
    {
      // No account to count by, and the way card testers try stolen cards: tighter per address.
      name: 'anonymous-gifts',
      routes: ['POST /api/givings/anonymous-giving', 'POST /api/givings/anonymous-giving-payment'],
      perAddress: { points: 30, windowSeconds: minutes(10) },
      message: writeThrottleMessages.gifts,
    },
    {
      name: 'gifts',
      routes: [
        'POST /api/givings/one-time-giving',
        'POST /api/givings/one-time-giving-payment',
        'POST /api/givings/create-subscription',
        'POST /api/givings/retry-invoice',
        'POST /api/recurring-givings/current/:id/pay-past-due',
        'POST /api/bank-verifications',
        'POST /api/bank-verifications/:id/verify',
      ],
      perUser: { points: 20, windowSeconds: minutes(10) },
      perAddress: { points: 200, windowSeconds: minutes(10) },
      message: writeThrottleMessages.gifts,
    },
    {
      // The sandbox's stand-in for the provider's card form: anyone holding an intent's secret
      // can try cards on it, so it is limited per network as the provider limits its own. A whole
      // congregation giving on the church's Wi-Fi shares one address: the per-intent decline cap
      // stops card testers, this only stops a flood.
      name: 'card-confirms',
      routes: ['POST /api/sandbox/payment-intents/:id/confirm', 'POST /api/sandbox/payment-intents/:id/authenticate'],
      perAddress: { points: 120, windowSeconds: minutes(10) },
      message: writeThrottleMessages.cardPayments,
    },
    {
      name: 'cards',
      routes: ['POST /api/payment-methods', 'POST /api/sandbox/payment-methods', 'POST /api/sandbox/bank-accounts'],
      perUser: { points: 10, windowSeconds: minutes(60) },
      perAddress: { points: 60, windowSeconds: minutes(10) },
      message: writeThrottleMessages.cards,
    },
    {
      name: 'uploads',
      routes: ['POST /api/files'],
      perUser: { points: 100, windowSeconds: minutes(10) },
      perAddress: { points: 300, windowSeconds: minutes(10) },
      message: writeThrottleMessages.uploads,
    },
  ];
}
