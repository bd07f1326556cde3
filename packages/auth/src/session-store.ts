import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export interface SessionUser {
  firstName: string;
  lastName: string;
  email: string;
  photoUrl: string | null;
}

/** What the spec persists across reloads; isSignedIn is derived, never stored. */
export interface Session {
  userId: string;
  accessToken: string;
  /** Unix seconds: the spec compares expiry with the current time in seconds. */
  accessTokenExpirationDateTimeOffset: number;
  refreshToken: string;
  roles: string[];
  allowedActions: string[];
  user: SessionUser;
}

interface SessionState {
  session: Session | null;
}

export const useSession = create<SessionState>()(
  persist<SessionState>(() => ({ session: null }), {
    name: 'church-session',
    version: 1,
    storage: createJSONStorage(() => localStorage),
    partialize: (state) => ({ session: state.session }),
  }),
);

export const selectIsSignedIn = (state: SessionState): boolean => state.session !== null;
export const selectIsAdmin = (state: SessionState): boolean => state.session?.roles[0] === 'Admin';

export function getSession(): Session | null {
  return useSession.getState().session;
}

export function setSession(session: Session): void {
  useSession.setState({ session });
}

export function clearSession(): void {
  useSession.setState({ session: null });
}
