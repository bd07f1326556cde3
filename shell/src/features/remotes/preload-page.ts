import { getSession, useSession, type Session } from '@church/auth';
import { areaOfSession, findSiteRoute } from '@church/areas';
import { loadRemoteModule } from '@church/remotes';
import { loadAreaMenus, type AreaMenus } from '../../lib/area-menus';

/**
 * Starts what the page at `pathname` needs: its remotes' modules, the page's own chunk inside
 * a route module (its `preloadPage`) and its first data request, side by side, so a click
 * finds them arriving or arrived (decision 0048). A page the session may not enter is left
 * alone. Repeats are cheap: loads are shared, fresh data is not refetched. With `readEarly`
 * (the page the site was opened on), the page's own first reads are asked for too. Resolves once the
 * code has arrived, or failed (a failure is the region's to show).
 */
export async function preloadPage(pathname: string, { readEarly = false } = {}): Promise<void> {
  const session = getSession();
  const route = findSiteRoute(pathname);
  if (!route || (route.canEnter && !route.canEnter(session))) return;
  // An area's page is found in the area rows, fetched for it (a public page needs none).
  const modules: ReturnType<AreaMenus['modulesFor']> = route.canEnter
    ? await loadAreaMenus().then(
        (menus) => menus.modulesFor(pathname, session),
        () => [route],
      )
    : [route];
  for (const module of modules) module.prefetch?.().catch(() => undefined);
  // The page opened by its address: its own first reads go out now, not once its code has run.
  const firstRequests = readEarly
    ? modules.flatMap((module) => ('firstRequests' in module && module.firstRequests) || [])
    : [];
  if (firstRequests.length > 0) {
    void import('@church/http').then((http) => firstRequests.forEach((path) => http.readEarly(path)));
  }
  const loads = modules.map(({ remote, exposed }) =>
    loadRemoteModule(remote, exposed, false).then((module) => module.preloadPage?.(pathname)),
  );
  return Promise.all(loads).then(
    () => undefined,
    () => undefined,
  );
}

const whenIdle = (run: () => void) =>
  'requestIdleCallback' in window ? window.requestIdleCallback(run, { timeout: 2_000 }) : setTimeout(run, 200);

/**
 * The session says where a signed-in user goes next: their account, or the dashboard for an
 * admin. Its code and first data are fetched once the browser is idle.
 */
export function preloadAreaOfSession(): void {
  const preloadArea = (session: Session | null) => {
    if (!session) return;
    whenIdle(() => {
      loadAreaMenus().then(
        (menus) => preloadPage(menus.areaEntryPath(areaOfSession(session), session)),
        () => undefined,
      );
    });
  };
  preloadArea(getSession());
  useSession.subscribe((state, previous) => {
    if (state.session && !previous.session) preloadArea(state.session);
  });
}

/** A link hovered, focused or touched starts its page loading before the click. */
export function preloadOnIntent(): void {
  let last = '';
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin) return;
    if (link.pathname === location.pathname || link.pathname === last) return;
    last = link.pathname;
    void preloadPage(link.pathname);
  };
  for (const type of ['pointerover', 'focusin', 'touchstart']) {
    document.addEventListener(type, onIntent, { capture: true, passive: true });
  }
}
