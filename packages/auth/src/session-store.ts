import type { SessionResponse } from '@church/contracts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { isAdmin } from './permissions';

/** What login answers is what the browser keeps (spec section 3, Session); isSignedIn is derived. */
export type Session = SessionResponse;
export type SessionUser = SessionResponse['user'];

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
export const selectIsAdmin = (state: SessionState): boolean => isAdmin(state.session);

export function getSession(): Session | null {
  return useSession.getState().session;
}

export function setSession(session: Session): void {
  useSession.setState({ session });
}

export function clearSession(): void {
  useSession.setState({ session: null });
}
