import { registerRemotesFromConfig, reportClientError } from '@church/remotes';
import { preloadAreaOfSession, preloadOnIntent, preloadPage } from './preload-page';

let ready: Promise<void> | undefined;

/**
 * Registers the remotes once, and starts loading the page's remote and its data right away,
 * so they download while React is still loading instead of after it renders; from then on,
 * pages a link or the session points to load ahead of the click (decision 0048).
 * Never rejects: a missing or broken config must not blank the site (each region retries).
 */
export function startRemotes(): Promise<void> {
  ready ??= registerRemotesFromConfig().then(
    () => {
      // The regions reuse these loads (an area's layout and its page, fetched side by side);
      // a failure is handled, and shown, there.
      void preloadPage(location.pathname, { readEarly: true });
      preloadOnIntent();
      preloadAreaOfSession();
    },
    (error: unknown) => reportClientError('remotes-config', error),
  );
  return ready;
}
