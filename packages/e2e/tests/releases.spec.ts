import { expect, test } from '@playwright/test';
import { recordRequests } from '../src/network';
import { documentMarker, HOME_HEADING, markDocument, retryPanel } from '../src/page-parts';
import { buildChangedCopy, releaseCommand, releasedId, type ChangedBuild } from '../src/releases';
import { remoteOrigin, writeRemotesConfig } from '../src/site';

const NEW_HEADING = 'A place to belong, believe and grow';
let changed: ChangedBuild | undefined;

test.beforeEach(() => {
  // The launcher names mfe_public, so the release pointer decides where it loads from.
  writeRemotesConfig({}, ['mfe_public']);
});

test.afterEach(() => {
  writeRemotesConfig();
  changed?.remove();
  changed = undefined;
});

test('an open page survives a release of mfe-public; a reload gets it, a rollback takes it back', async ({ page }) => {
  // One webpack build of the changed copy.
  test.setTimeout(120_000);
  const current = releasedId(releaseCommand(['release', 'mfe-public', '--from', 'mfe-public/dist']));
  const currentFiles = `${remoteOrigin('mfe_public')}/releases/${current}/`;

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
  await markDocument(page);

  changed = buildChangedCopy(
    'mfe-public',
    'src/features/home/components/welcome-slide.tsx',
    `<h1>${HOME_HEADING}</h1>`,
    `<h1>${NEW_HEADING}</h1>`,
  );
  const next = releasedId(releaseCommand(['release', 'mfe-public', '--from', changed.dist]));
  expect(next).not.toBe(current);

  // Without a reload: pages whose code this page has not loaded yet still come up, from the
  // release the page started with.
  const requests = recordRequests(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Events' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Upcoming events' })).toBeVisible();
  await nav.getByRole('link', { name: 'About Us' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  await nav.getByRole('link', { name: 'Watch Live' }).click();
  await page.locator('main article a').first().click();
  await expect(page).toHaveURL(/\/videos\/\d+$/);
  await expect(page.getByRole('heading', { name: 'More videos' })).toBeVisible();
  await expect(retryPanel(page, 'This page')).toHaveCount(0);
  expect(await documentMarker(page), 'the page was never reloaded').toBe('still-here');
  const fromRemote = requests.filter((url) => url.startsWith(remoteOrigin('mfe_public')));
  expect(fromRemote.length, 'the new pages loaded code').toBeGreaterThan(0);
  expect(
    fromRemote.filter((url) => !url.startsWith(currentFiles)),
    fromRemote.join('\n'),
  ).toEqual([]);

  // The next page load gets the new release.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: NEW_HEADING })).toBeVisible();

  // A rollback is a pointer flip: no build, and the next load has the old text again.
  expect(releasedId(releaseCommand(['rollback', 'mfe-public']))).toBe(current);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
});
