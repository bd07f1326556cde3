import { serveRemote, type RemoteServer } from '@church/launcher';
import { expect, test } from '@playwright/test';
import { fromOrigin, recordScripts } from '../src/network';
import { HOME_HEADING } from '../src/page-parts';
import { remoteDirs, remoteOrigin, writeRemotesConfig } from '../src/site';

let moved: RemoteServer | undefined;

test.afterEach(async () => {
  writeRemotesConfig();
  await moved?.close();
  moved = undefined;
});

test('moving a remote is an edit of the remotes config, not a rebuild', async ({ page, request }) => {
  moved = await serveRemote(remoteDirs.mfe_public, 0);
  const manifest = `${moved.url}/mf-manifest.json`;
  writeRemotesConfig({ mfe_public: manifest });

  const served = (await (await request.get('/remotes.json')).json()) as { remotes: Record<string, string> };
  expect(served.remotes.mfe_public).toBe(manifest);

  const scripts = recordScripts(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
  // Drawn by the server first (decision 0052); React takes it over with the remote's code.
  await expect(page.locator('[data-server-drawn]')).toHaveCount(0);

  const fromMoved = fromOrigin(scripts, moved.url);
  expect(
    fromMoved.some((url) => url.endsWith('/remoteEntry.js')),
    scripts.join('\n'),
  ).toBe(true);
  expect(fromOrigin(scripts, remoteOrigin('mfe_public')), 'nothing may come from the old port').toEqual([]);
});
