import { useSyncExternalStore } from 'react';
import { readSessionHint, sessionHintCookie, sessionHintValue, type SessionHint } from '@church/contracts';
import { useSession, type Session } from './session-store';

const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

function writeHint(value: string | null): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie =
    value !== null
      ? `${sessionHintCookie}=${value}; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax${secure}`
      : `${sessionHintCookie}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
}

/** The hint's value in this browser's cookie, if it holds one the API would read. */
function cookieHint(): string | null {
  const prefix = `${sessionHintCookie}=`;
  const value = document.cookie
    .split('; ')
    .find((cookie) => cookie.startsWith(prefix))
    ?.slice(prefix.length);
  return readSessionHint(value) ? (value ?? null) : null;
}

/**
 * Keeps the hint cookie in step with the session: signing in sets it, signing out (or a refused
 * refresh) clears it, a session kept from before gets it now, and a change of the area link
 * (`areaEntryOf`, from the shell's page table, which this package does not know) rewrites it:
 * the function returned writes it anew when `areaEntryOf` has more to say.
 */
export function keepSessionHint(areaEntryOf: (session: Session) => string | undefined): () => void {
  const hintOf = (session: Session | null) => (session ? sessionHintValue({ areaEntry: areaEntryOf(session) }) : null);
  let written = cookieHint();
  const sync = (session: Session | null) => {
    const value = hintOf(session);
    if (value === written) return;
    written = value;
    writeHint(value);
  };
  sync(useSession.getState().session);
  useSession.subscribe((state) => sync(state.session));
  // Called again when the area link may have changed without the session changing.
  return () => sync(useSession.getState().session);
}

// What the page being drawn was drawn from: on the server, the hint its request carried (a
// renderer has no cookie jar; the API says); in the browser, the hint the page it hydrates was
// drawn with (the HTML says). Never the cookie as it is now: by the time React hydrates, the
// shell may have written it (a session kept from before the cookie, or whose cookie lapsed; a
// session gone while the cookie stayed), and the first render must be the one the server drew.
let drawnHint: string | null = null;

/** Server renderers: the hint the page being drawn was drawn with; null for none. */
export function setServerSessionHint(hint: SessionHint | null): void {
  drawnHint = hint ? sessionHintValue(hint) : null;
}

/**
 * The browser: the hint the page being hydrated was drawn with, as its HTML names it (read when
 * used). A string, so the shell's first script need not parse hints itself.
 */
export function setHydratedSessionHint(value: string | undefined): void {
  drawnHint = value ?? null;
}

const noSubscription = () => () => undefined;

/**
 * While a page drawn for someone signed in is being hydrated, the hint it was drawn with: the
 * session store reads as empty then (React uses its server snapshot), and the header must draw
 * what the server drew, neither Join Us nor the avatar yet, and the area link if the hint named
 * it. Null once hydrated and in every page drawn in the browser.
 */
export function usePendingSession(): SessionHint | null {
  const value = useSyncExternalStore(
    noSubscription,
    () => null,
    () => drawnHint,
  );
  return value === null ? null : readSessionHint(value);
}
