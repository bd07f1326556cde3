import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { languageReady } from '@church/i18n';
import { reRegisterRemote } from './register-remotes';

/** A remote slower than this is treated as down, so the user gets a retry instead of a spinner forever. */
const loadTimeoutMs = 15_000;

export interface RemoteComponentModule {
  default: ComponentType<Record<string, unknown>>;
  /**
   * A route module that keeps pages in chunks of their own loads the one for `pathname`, so
   * the page draws without suspending (a page drawn on the server is then hydrated whole,
   * decision 0052; a link's intent fetches the page, not only its routes).
   */
  preloadPage?: (pathname: string) => Promise<unknown>;
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not load within ${ms / 1000} s`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

// First loads in flight or done, so a load started early (see start-remotes) is reused.
const firstLoads = new Map<string, Promise<RemoteComponentModule>>();
// Modules that have arrived, readable synchronously: a region whose module was loaded on intent
// renders it at once instead of suspending (decision 0048).
const arrived = new Map<string, RemoteComponentModule>();

async function load(remote: string, exposed: string, isRetry: boolean): Promise<RemoteComponentModule> {
  if (isRetry) await reRegisterRemote(remote);
  const id = `${remote}/${exposed}`;
  const module = await withTimeout(loadRemote<RemoteComponentModule>(id), loadTimeoutMs, id);
  if (!module?.default) throw new Error(`${id} did not provide a component`);
  // Its catalogue registered as it loaded: in the page's language before it draws, never English first.
  await languageReady();
  return module;
}

/** Loads `remote/exposed`; a retry first re-reads the config and drops the runtime's cached failure. */
export function loadRemoteModule(remote: string, exposed: string, isRetry: boolean): Promise<RemoteComponentModule> {
  if (isRetry) return load(remote, exposed, true);
  const id = `${remote}/${exposed}`;
  let first = firstLoads.get(id);
  if (!first) {
    first = load(remote, exposed, false);
    first.then((module) => arrived.set(id, module)).catch(() => undefined);
    firstLoads.set(id, first);
  }
  return first;
}

/**
 * A module given instead of loaded: a server renderer (decision 0052) has no federation
 * runtime, and draws a remote's region as a slot the remote's own renderer fills.
 */
export function provideRemoteModule(remote: string, exposed: string, module: RemoteComponentModule): void {
  arrived.set(`${remote}/${exposed}`, module);
}

/** The module if it has arrived already, without waiting. */
export function loadedRemoteModule(remote: string, exposed: string): RemoteComponentModule | undefined {
  return arrived.get(`${remote}/${exposed}`);
}
