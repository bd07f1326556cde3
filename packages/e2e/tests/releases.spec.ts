import { expect, test, type Page } from '@playwright/test';
import { DEMO, signInAs } from '../src/accounts';
import { recordRequests } from '../src/network';
import { documentMarker, HOME_HEADING, markDocument, retryPanel } from '../src/page-parts';
import { buildChangedCopy, releaseCommand, releasedId, type ChangedBuild } from '../src/releases';
import { remoteOrigin, writeRemotesConfig, type RemoteName } from '../src/site';

const NEW_HEADING = 'A place to belong, believe and grow';
let changed: ChangedBuild | undefined;

test.beforeEach(() => {
  // The launcher names these remotes, so their release pointers decide where they load from.
  writeRemotesConfig({}, ['mfe_public', 'mfe_account']);
});

/** The page was never reloaded, and loaded the new pages' code only from its own release. */
async function expectNoReloadAndOnlyOwnRelease(
  page: Page,
  requests: string[],
  remote: RemoteName,
  releaseFiles: string,
): Promise<void> {
  expect(await documentMarker(page), 'the page was never reloaded').toBe('still-here');
  const fromRemote = requests.filter((url) => url.startsWith(remoteOrigin(remote)));
  expect(fromRemote.length, 'the new pages loaded code').toBeGreaterThan(0);
  expect(
    fromRemote.filter((url) => !url.startsWith(releaseFiles)),
    fromRemote.join('\n'),
  ).toEqual([]);
}

/** Any region's retry panel ('This page', 'Givings History', ... is not available right now). */
const anyRetryPanel = (page: Page) => page.getByRole('heading', { name: /is not available right now$/ });

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
    // A first-visit text is its own id (decision 0073): a new id draws as written.
    `<h1>{t('${HOME_HEADING}')}</h1>`,
    `<h1>{t('${NEW_HEADING}')}</h1>`,
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
  // About Us is an article too: wait for the sermons before taking the first one's link.
  await expect(page.getByRole('heading', { level: 1, name: 'Sermons' })).toBeVisible();
  await page.locator('main article a').first().click();
  await expect(page).toHaveURL(/\/videos\/\d+$/);
  await expect(page.getByRole('heading', { name: 'More videos' })).toBeVisible();
  await expect(retryPanel(page, 'This page')).toHaveCount(0);
  await expectNoReloadAndOnlyOwnRelease(page, requests, 'mfe_public', currentFiles);

  // The next page load gets the new release.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: NEW_HEADING })).toBeVisible();

  // A rollback is a pointer flip: no build, and the next load has the old text again.
  expect(releasedId(releaseCommand(['rollback', 'mfe-public']))).toBe(current);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
});

test('a member on Account Settings keeps their typing through a release of mfe-account; its other pages still load', async ({
  page,
}) => {
  // One webpack build of the changed copy.
  test.setTimeout(120_000);
  const current = releasedId(releaseCommand(['release', 'mfe-account', '--from', 'mfe-account/dist']));
  const currentFiles = `${remoteOrigin('mfe_account')}/releases/${current}/`;

  await signInAs(page, DEMO.member);
  await page.goto('/account/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Photo', exact: true })).toBeVisible();
  // Typed, not saved: a release must not cost it.
  const firstName = page.getByRole('form', { name: 'Profile' }).getByLabel('First name');
  await firstName.fill('Danny');
  await markDocument(page);

  changed = buildChangedCopy(
    'mfe-account',
    'src/i18n/en.ts',
    "'account.settings.photo': 'Photo',",
    "'account.settings.photo': 'Your photo',",
  );
  const next = releasedId(releaseCommand(['release', 'mfe-account', '--from', changed.dist]));
  expect(next).not.toBe(current);
  await expect(firstName).toHaveValue('Danny');

  // Pages of the account whose code this page has not loaded yet come from its own release.
  const requests = recordRequests(page);
  const nav = page.getByRole('navigation', { name: 'Account' });
  await nav.getByRole('link', { name: 'Givings History' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Givings History' })).toBeVisible();
  await nav.getByRole('link', { name: 'My Prayer Requests' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Prayer Requests' })).toBeVisible();
  await expect(anyRetryPanel(page)).toHaveCount(0);
  await expectNoReloadAndOnlyOwnRelease(page, requests, 'mfe_account', currentFiles);

  // The next page load gets the new release; a rollback takes it back at the next one.
  await page.goto('/account/settings');
  await expect(page.getByRole('heading', { level: 2, name: 'Your photo' })).toBeVisible();
  expect(releasedId(releaseCommand(['rollback', 'mfe-account']))).toBe(current);
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Photo', exact: true })).toBeVisible();
});
