import { modulesFor } from '@church/areas';
import { loadRemoteModule, registerRemotesFromConfig, reportClientError } from '@church/remotes';

let ready: Promise<void> | undefined;

/**
 * Registers the remotes once, and starts loading the page's remote right away, so its
 * manifest and chunks download while React is still loading instead of after it renders.
 * Never rejects: a missing or broken config must not blank the site (each region retries).
 */
export function startRemotes(): Promise<void> {
  ready ??= registerRemotesFromConfig().then(
    () => {
      // The regions reuse these loads (an area's layout and its page, fetched side by side);
      // a failure is handled, and shown, there.
      for (const { remote, exposed } of modulesFor(location.pathname)) {
        loadRemoteModule(remote, exposed, false).catch(() => undefined);
      }
    },
    (error: unknown) => reportClientError('remotes-config', error),
  );
  return ready;
}
