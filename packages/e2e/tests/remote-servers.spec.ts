import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { remoteDirs, remoteOrigin } from '../src/site';

test("a remote's server sends a script host's security headers and never its source maps", async ({ request }) => {
  const entry = await request.get(`${remoteOrigin('mfe_public')}/remoteEntry.js`);
  expect(entry.status()).toBe(200);
  const headers = entry.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-frame-options']).toBe('DENY');
  // The production build keeps its maps beside the scripts, named nowhere and served never.
  expect(await entry.text()).not.toContain('sourceMappingURL');
  const map = fs.readdirSync(remoteDirs.mfe_public).find((name) => name.endsWith('.js.map'));
  expect(map, 'the build keeps maps for error reports').toBeTruthy();
  expect((await request.get(`${remoteOrigin('mfe_public')}/${map}`)).status()).toBe(404);
});
