import * as v from 'valibot';

/** What the Sessions section of Account Settings says (and the API answers). */
export const deviceSessionMessages = {
  notFound: 'Session not found',
  fetchFailed: 'Failed to get your sessions',
  signOutFailed: 'Failed to sign out the session',
  signedOut: 'The session was signed out',
  signedOutOthers: 'Every other session was signed out',
} as const;

/** One signed-in device of the member: a sign-in and the refreshes that followed it. */
export const DeviceSessionSchema = v.object({
  id: v.string(),
  /** From the user agent, e.g. 'Chrome 131'; 'Unknown browser' when it says nothing we know. */
  browser: v.string(),
  /** e.g. 'Windows', 'iOS 18', 'Android'; 'Unknown system' likewise. */
  system: v.string(),
  /** The client's network, approximately ('203.0.113.x'); no place names (no outside lookup). */
  where: v.string(),
  /** ISO 8601. */
  signedInAt: v.string(),
  /** ISO 8601; updated at most once a minute. */
  lastActiveAt: v.string(),
  /** The session of the request that asked: "This device". */
  current: v.boolean(),
});
export type DeviceSession = v.InferOutput<typeof DeviceSessionSchema>;

/** GET /api/account/sessions: this device first, then the most recently active. */
export const DeviceSessionListSchema = v.array(DeviceSessionSchema);

export const DeviceSessionIdParamsSchema = v.object({
  id: v.pipe(v.string(), v.uuid(deviceSessionMessages.notFound)),
});
