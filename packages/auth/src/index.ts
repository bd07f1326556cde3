export { useSession, getSession, setSession, clearSession, selectIsSignedIn, selectIsAdmin } from './session-store';
export type { Session, SessionUser } from './session-store';
export { keepSessionHint, setHydratedSessionHint, setServerSessionHint, usePendingSession } from './session-hint';
export { isAdmin, can } from './permissions';
export {
  signIn,
  signOut,
  logOutAndGoHome,
  refreshAccessToken,
  isAccessTokenExpired,
  refreshFailedMessage,
  post as postToApi,
} from './auth-client';
// Where the API is, for the calls that cannot go through fetch (an event stream).
export { apiBaseUrl } from '@church/http/core';
