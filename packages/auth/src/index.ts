export { useSession, getSession, setSession, clearSession, selectIsSignedIn, selectIsAdmin } from './session-store';
export type { Session, SessionUser } from './session-store';
export { keepSessionHint, setServerSessionHint, usePendingSession } from './session-hint';
export { isAdmin, can } from './permissions';
export {
  signIn,
  signOut,
  logOutAndGoHome,
  refreshAccessToken,
  isAccessTokenExpired,
  refreshFailedMessage,
  apiBaseUrl,
  ApiResponseError,
  post as postToApi,
} from './auth-client';
