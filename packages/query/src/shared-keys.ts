/**
 * Query keys one remote fills and another must invalidate. Everything else keys its own
 * queries in its own `get-x.ts`; these are the few a change elsewhere makes stale (a gift paid
 * in the Giving dialog makes the member's history, on the account page, out of date).
 */
export const sharedKeys = {
  /** The signed-in member's gift history, every page (mfe-account). */
  givingsHistory: ['givings', 'history', 'current'],
} as const;
