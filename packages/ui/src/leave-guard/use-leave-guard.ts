import { useEffect, useRef } from 'react';
import { useNavigate } from '@church/router';

const mark = 'leaveGuard';

const isGuardEntry = () => (window.history.state as Record<string, unknown> | null)?.[mark] === true;

/** A plain left click on a link to another page of this site: the clicks the router would follow. */
function internalTarget(event: MouseEvent): URL | undefined {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  ) {
    return undefined;
  }
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return undefined;
  if (anchor.target && anchor.target !== '_self') return undefined;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return undefined;
  if (url.pathname === window.location.pathname && url.search === window.location.search) return undefined;
  return url;
}

export interface LeaveGuard {
  /** Goes to `to` without asking (after a save): replaces the guard's extra history entry. */
  leave: (to: string) => void;
}

/**
 * Asks (`ask` resolves true to leave) before a page with unsaved changes is left. The shell
 * runs a BrowserRouter, not a data router, so react-router's useBlocker is not there; instead,
 * while `active`:
 * - closing or reloading the tab gets the browser's own prompt (beforeunload);
 * - a click on a link to another page of the site is held until the user decides;
 * - Back and Forward: a twin of the current entry is pushed, so Back lands on the same page
 *   and asks; staying pushes the twin again, leaving goes one entry further back.
 */
export function useLeaveGuard(active: boolean, ask: () => Promise<boolean>): LeaveGuard {
  const navigate = useNavigate();
  const latest = useRef({ ask, navigate });
  useEffect(() => {
    latest.current = { ask, navigate };
  });

  useEffect(() => {
    if (!active) return;
    let leaving = false;
    const pushTwin = () =>
      window.history.pushState({ ...window.history.state, [mark]: true }, '', window.location.href);
    pushTwin();

    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium shows the prompt only when returnValue is set.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      const url = internalTarget(event);
      if (!url) return;
      // Capture phase on document: the router's own click handler (on React's root) never runs.
      event.preventDefault();
      event.stopPropagation();
      void latest.current.ask().then((leave) => {
        if (!leave) return;
        leaving = true;
        latest.current.navigate(url.pathname + url.search + url.hash, { replace: isGuardEntry() });
      });
    };
    const onPopState = () => {
      if (leaving) return;
      void latest.current.ask().then((leave) => {
        if (!leave) return pushTwin();
        leaving = true;
        window.history.back();
      });
    };

    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('popstate', onPopState);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('popstate', onPopState);
      document.removeEventListener('click', onClick, true);
      // Saved while staying on the page: drop the twin, so Back is not a step that does nothing.
      if (!leaving && isGuardEntry()) window.history.back();
    };
  }, [active]);

  return {
    leave: (to) => latest.current.navigate(to, { replace: isGuardEntry() }),
  };
}
