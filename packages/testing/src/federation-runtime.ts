import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

// The federation runtime is a third-party boundary: jest.config.mjs replaces it for every test
// file, and tests drive what a remote does while everything of ours runs for real.
export const loadRemoteMock = jest.mocked(loadRemote);
export const registerRemotesMock = jest.mocked(registerRemotes);

export function remoteModule(component: ComponentType<Record<string, unknown>>) {
  return { default: component };
}

/** fetch as the browser sees it: /remotes.json answers, client error reports are recorded. */
export function fakeFetch(remotes: Record<string, string> = { mfe_public: 'http://localhost:3001/mf-manifest.json' }) {
  const calls: { url: string; body: unknown }[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (url === '/remotes.json') return Response.json({ remotes });
    return new Response(null, { status: 204 });
  });
  return calls;
}
