/**
 * Query keys one remote fills and another must invalidate. Everything else keys its own
 * queries in its own `get-x.ts`; these are the few a change elsewhere makes stale (a gift paid
 * in the Giving dialog makes the member's history, on the account page, out of date).
 */
export const sharedKeys = {
  /** The signed-in member's gift history, every page (mfe-account). */
  givingsHistory: ['givings', 'history', 'current'],
  /** Everybody's gifts, every page and filter (mfe-dashboard's Givings History). */
  allGivings: ['givings', 'history', 'all'],
  /** Every giving types query: the Giving dialog's list (mfe-giving), the dashboard's pages of them. */
  givingTypes: ['giving-types'],
  /** The dashboard's four charts, every period (mfe-dashboard's Statistics): a gift changes one. */
  dashboardStatistics: ['dashboard', 'statistics'],
  /** The dashboard's recent activities, every period: a gift, a member, a post adds one. */
  dashboardActivities: ['dashboard', 'activities'],
} as const;
