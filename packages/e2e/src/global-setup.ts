import { remoteNames, remoteOrigin } from './site';

/** The shell answers first; wait until every remote's manifest does too. */
export default async function globalSetup(): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (const name of remoteNames) {
    const url = `${remoteOrigin(name)}/mf-manifest.json`;
    for (;;) {
      const ok = await fetch(url).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) break;
      if (Date.now() > deadline) throw new Error(`${name} never answered at ${url}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}
