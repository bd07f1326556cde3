import '@church/ui/styles.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { areaOfSession } from '@church/areas';
import { getSession, keepSessionHint, setHydratedSessionHint, useSession } from '@church/auth';
import { languageReady } from '@church/i18n';
import { reportClientError } from '@church/remotes';
import { App } from './app/app';
import { areaMenus, loadAreaMenus } from './lib/area-menus';
import { preloadPage } from './features/remotes/preload-page';
import { startRemotes } from './features/remotes/start-remotes';

/** How long a page the server drew may wait for its code before React takes it over anyway. */
const serverDrawnWaitMs = 10_000;
/** How long the first frame of a page drawn in the browser waits for that page's code. */
const pageCodeWaitMs = 3_000;

// The hint a member's next page is drawn from names where their header link leads, known once
// the area rows are in: they are fetched whenever there is a session, and the hint rewritten.
const rewriteHint = keepSessionHint((session) => areaMenus()?.areaEntryPath(areaOfSession(session), session));
const areaMenusForSession = () =>
  getSession()
    ? Promise.all([
        loadAreaMenus().then(rewriteHint),
        import('./lib/follow-account-language').then(({ followAccountLanguage }) => followAccountLanguage()),
      ]).then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
useSession.subscribe((state, previous) => {
  if (state.session && !previous.session) void areaMenusForSession();
});

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

/**
 * A page the server drew (decision 0052) is hydrated: React takes over its HTML instead of
 * drawing it again. It first waits for the page's code (modules and page chunk), so hydration
 * never meets a region still loading. Should the HTML differ from what React renders, React
 * draws the differing part anew; that is reported, not shown.
 */
async function hydrate(container: HTMLElement): Promise<void> {
  await Promise.race([
    Promise.all([preloadPage(location.pathname), areaMenusForSession()]).then(languageReady),
    new Promise((resolve) => setTimeout(resolve, serverDrawnWaitMs)),
  ]);
  // Hydrated from the hint the HTML was drawn with, whatever the cookie says by now.
  setHydratedSessionHint(container.dataset.sessionHint);
  // As a transition, React hydrates in slices too (a default-priority hydration is one task).
  startTransition(() => {
    hydrateRoot(container, app, {
      onRecoverableError: (error) => reportClientError('hydration', error),
    });
  });
  // React now handles (and replays) the page's clicks: its buttons need no guard any more.
  container.removeAttribute('data-server-drawn');
}

// Renders once the remotes are registered (startRemotes never rejects: without a config the
// frame still renders and each region offers a retry). As a transition, so React renders the
// first page in slices that leave the main thread free between them (a phone's taps and
// scrolls are not held up for a whole page's render; decision 0050).
// The page's language (a remembered choice, else the browser's) is drawn from the first render:
// its catalogues arrive beside the remotes (English is bundled; decision 0073-languages).
void startRemotes().then(async () => {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  if (container.hasAttribute('data-server-drawn')) return hydrate(container);
  // Someone signed in sees their area's link, in their account's language, in the first frame,
  // and the page's own code is waited for (a while): a region that suspended at the first render
  // would show its spinner, and React then holds the page back for its 300 ms reveal throttle.
  await Promise.race([
    Promise.all([preloadPage(location.pathname), areaMenusForSession()]),
    new Promise((resolve) => setTimeout(resolve, pageCodeWaitMs)),
  ]);
  await languageReady();
  const root = createRoot(container);
  startTransition(() => root.render(app));
});
