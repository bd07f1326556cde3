import { useSyncExternalStore } from 'react';
import { sessionHintCookie } from '@church/contracts';
import { useSession } from './session-store';

const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

function writeHint(signedIn: boolean): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = signedIn
    ? `${sessionHintCookie}=1; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax${secure}`
    : `${sessionHintCookie}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
}

function hasHint(): boolean {
  return document.cookie.split('; ').includes(`${sessionHintCookie}=1`);
}

// The browser keeps the cookie in step with the session: signing in sets it, signing out (or a
// refused refresh) clears it, and a session kept from before the cookie existed gets it now.
if (typeof document !== 'undefined') {
  let signedIn = useSession.getState().session !== null;
  if (signedIn !== hasHint()) writeHint(signedIn);
  useSession.subscribe((state) => {
    if ((state.session !== null) === signedIn) return;
    signedIn = state.session !== null;
    writeHint(signedIn);
  });
}

// A server renderer has no cookie jar; the API tells it what the request carried.
let serverHint = false;

/** Server renderers: whether the request being drawn carried the hint. */
export function setServerSessionHint(signedIn: boolean): void {
  serverHint = signedIn;
}

const noSubscription = () => () => undefined;

/**
 * True while a page drawn for someone signed in is being hydrated: the session store reads as
 * empty then (React uses its server snapshot), and the header must draw what the server drew,
 * neither Join Us nor the avatar yet. False once hydrated and in every page drawn in the browser.
 */
export function useSessionPending(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => (typeof document === 'undefined' ? serverHint : hasHint()),
  );
}
