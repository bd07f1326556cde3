import { findRemoteRoute } from '../../app/find-remote-route';
import { loadRemoteModule } from './load-remote-module';
import { registerRemotesFromConfig } from './register-remotes';
import { reportClientError } from './report-client-error';

let ready: Promise<void> | undefined;

/**
 * Registers the remotes once, and starts loading the page's remote right away, so its
 * manifest and chunks download while React is still loading instead of after it renders.
 * Never rejects: a missing or broken config must not blank the site (each region retries).
 */
export function startRemotes(): Promise<void> {
  ready ??= registerRemotesFromConfig().then(
    () => {
      const route = findRemoteRoute(location.pathname);
      // The region reuses this load; its failure is handled (and shown) there.
      if (route) loadRemoteModule(route.remote, route.exposed ?? 'routes', false).catch(() => undefined);
    },
    (error: unknown) => reportClientError('remotes-config', error),
  );
  return ready;
}
