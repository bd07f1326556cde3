import type { SessionResponse } from '@church/contracts';
import { create } from 'zustand';
import { isAdmin } from './permissions';

/** What login answers is what the browser keeps (spec section 3, Session); isSignedIn is derived. */
export type Session = SessionResponse;
export type SessionUser = SessionResponse['user'];

interface SessionState {
  session: Session | null;
}

/**
 * Where the session is kept, in the shape zustand's persist middleware wrote it, so a browser
 * signed in before stays signed in. Two small functions instead of the middleware: it cost ~0.8 KB
 * gzip on every first visit for hydration options this store never uses (decision 0067).
 */
const STORAGE_KEY = 'church-session';
const STORAGE_VERSION = 1;

function readStoredSession(): Session | null {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as {
      state?: SessionState;
      version?: number;
    } | null;
    return stored?.version === STORAGE_VERSION ? (stored.state?.session ?? null) : null;
  } catch {
    // No storage (the server's renderer, a locked-down browser) or a damaged entry: signed out.
    return null;
  }
}

function storeSession(session: Session | null): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ state: { session }, version: STORAGE_VERSION }));
  } catch {
    // Private mode with storage off: the session lasts as long as the page.
  }
}

// The store's first state is no session, and the kept one is set right after: React hydrates a
// page the server drew from the first state (its server snapshot), as the server drew it, which
// knows no session; the kept session is drawn in the render after (decision 0052).
export const useSession = create<SessionState>()(() => ({ session: null }));
useSession.setState({ session: readStoredSession() });
useSession.subscribe(({ session }) => storeSession(session));

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
