import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { remoteEntryOf } from '@church/contracts';
import { fetchRemotesConfig, readInlineRemotesConfig } from './remotes-config';
import { reportClientError } from './report-client-error';
import { retryRemoteScripts } from './retry-remote-scripts';

let pluginsRegistered = false;

function registerRuntimePlugins(): void {
  if (pluginsRegistered) return;
  pluginsRegistered = true;
  registerPlugins([
    retryRemoteScripts(),
    {
      name: 'church-report-load-errors',
      errorLoadRemote({ id, error }) {
        reportClientError(String(id).split('/')[0] ?? 'unknown', error);
        // Returning nothing lets the error reach the region's boundary, which offers a retry.
        return undefined;
      },
    },
  ]);
}

/** Registers every remote the config names: the page's inlined copy, else /remotes.json. */
export async function registerRemotesFromConfig(): Promise<void> {
  registerRuntimePlugins();
  const config = readInlineRemotesConfig() ?? (await fetchRemotesConfig());
  registerRemotes(Object.entries(config.remotes).map(([name, manifest]) => ({ name, entry: remoteEntryOf(manifest) })));
}

/**
 * Before a retry: reads the config again (the remote may have moved) and re-registers only
 * this remote with `force`, which drops the runtime's cached failure for it and nothing else.
 */
export async function reRegisterRemote(name: string): Promise<void> {
  registerRuntimePlugins();
  const config = await fetchRemotesConfig();
  const manifest = config.remotes[name];
  if (!manifest) throw new Error(`The remotes config does not name ${name}`);
  registerRemotes([{ name, entry: remoteEntryOf(manifest) }], { force: true });
}
