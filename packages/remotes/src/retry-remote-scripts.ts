import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type LoadEntryErrorAnswer = ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>>;

const RETRIES = 2;
const RETRY_DELAY_MS = 400;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `load` again after a pause, up to `retries` times, and throws its last failure. */
export async function withRetries<T>(load: () => Promise<T>, retries = RETRIES, delayMs = RETRY_DELAY_MS): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= retries) throw error;
      await pause(delayMs);
    }
  }
}

/**
 * A blip in the network should not cost the user a retry click: a remote's entry script and an
 * exposed module's chunks are fetched again twice, 400 ms apart, before the region's retry panel
 * shows. Ours rather than `@module-federation/retry-plugin`: the shell no longer fetches
 * manifests (remoteEntryOf), so only these two retries are needed, and the plugin's fetch
 * retries and logger cost ~0.6 KB gzip on every first visit (decision 0067).
 */
export function retryRemoteScripts(): ModuleFederationRuntimePlugin {
  return {
    name: 'church-retry-remote-scripts',
    loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) {
      const recovered = withRetries(() => {
        // The runtime remembers a failed load by this key; forget it so the script is asked for again.
        delete globalLoading[uniqueKey];
        return getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
      });
      // The hook's declared type wraps its answer in one promise more than the runtime awaits.
      return recovered as unknown as LoadEntryErrorAnswer;
    },
    async getModuleFactory({ remoteEntryExports, expose }) {
      // `get` answers a promise of the module's factory, whatever its declared type says.
      const factory: unknown = await withRetries(async () => remoteEntryExports.get(expose));
      return typeof factory === 'function' ? (factory as () => Promise<unknown>) : undefined;
    },
  };
}
