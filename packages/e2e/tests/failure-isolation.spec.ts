import { serveRemote, type RemoteServer } from '@church/launcher';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, signInAs } from '../src/accounts';
import { fromOrigin, recordScripts } from '../src/network';
import {
  GIVING_OPTIONS,
  HOME_HEADING,
  KANSAS_ADDRESS,
  documentMarker,
  giveButton,
  markDocument,
  retryPanel,
  siteFooter,
  siteHeader,
} from '../src/page-parts';
import { remoteDirs, remoteOrigin, writeRemotesConfig } from '../src/site';

// The runtime retries a failed fetch twice before the region gives up.
const PANEL_TIMEOUT = 20_000;

function blockOrigin(page: Page, origin: string) {
  return page.route(`${origin}/**`, (route) => route.abort('connectionrefused'));
}

async function expectShellChrome(page: Page) {
  await expect(siteHeader(page).getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(siteFooter(page)).toContainText(KANSAS_ADDRESS);
}

test.describe('when the public remote cannot be reached', () => {
  test('the shell still works, and Try again recovers without a reload', async ({ page }) => {
    await blockOrigin(page, remoteOrigin('mfe_public'));
    await page.goto('/');

    await expect(retryPanel(page, 'This page')).toBeVisible({ timeout: PANEL_TIMEOUT });
    await expectShellChrome(page);
    await expect(page.getByRole('heading', { name: HOME_HEADING })).toHaveCount(0);

    // Another remote is unaffected.
    await giveButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'Giving' });
    await expect(dialog.getByRole('heading', { name: GIVING_OPTIONS[0], exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await markDocument(page);
    await page.unroute(`${remoteOrigin('mfe_public')}/**`);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
    await expect(retryPanel(page, 'This page')).toHaveCount(0);
    expect(await documentMarker(page), 'Try again must not reload the page').toBe('still-here');
  });
});

test.describe('when the giving remote cannot be reached', () => {
  test('the Giving dialog shows the retry panel and the rest of the site works', async ({ page }) => {
    await blockOrigin(page, remoteOrigin('mfe_giving'));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();

    await giveButton(page).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Giving is not available right now' })).toBeVisible({
      timeout: PANEL_TIMEOUT,
    });
    await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeAttached();
    await expectShellChrome(page);

    await markDocument(page);
    await page.unroute(`${remoteOrigin('mfe_giving')}/**`);
    await dialog.getByRole('button', { name: 'Try again' }).click();
    await expect(dialog.getByRole('heading', { name: GIVING_OPTIONS[3], exact: true })).toBeVisible();
    expect(await documentMarker(page), 'Try again must not reload the page').toBe('still-here');

    await page.keyboard.press('Escape');
    await siteHeader(page).getByRole('link', { name: 'About Us', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  });
});

test.describe('when the remote that owns a page of an area cannot be reached', () => {
  test("only that page's region fails; the area's menu and its other pages work", async ({ page }) => {
    await signInAs(page, DEMO.member);
    await blockOrigin(page, remoteOrigin('mfe_giving'));
    await page.goto('/account/payment-settings');

    await expect(retryPanel(page, 'Payment Settings')).toBeVisible({ timeout: PANEL_TIMEOUT });
    const menu = page.getByRole('navigation', { name: 'Account' });
    await menu.getByRole('link', { name: 'Account Settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();

    await page.unroute(`${remoteOrigin('mfe_giving')}/**`);
    await menu.getByRole('link', { name: 'Payment Settings' }).click();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Settings' })).toBeVisible();
  });
});

test.describe('when the server behind a remote stops', () => {
  let server: RemoteServer | undefined;

  test.afterEach(async () => {
    writeRemotesConfig();
    await server?.close();
    server = undefined;
  });

  test('the region shows the retry panel, and recovers once the server is back', async ({ page }) => {
    server = await serveRemote(remoteDirs.mfe_public, 0);
    const { port, url: origin } = server;
    writeRemotesConfig({ mfe_public: `${origin}/mf-manifest.json` });

    const scripts = recordScripts(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
    // Drawn by the server first (decision 0052); React takes it over with the remote's code.
    await expect(page.locator('[data-server-drawn]')).toHaveCount(0);
    expect(fromOrigin(scripts, origin).length, scripts.join('\n')).toBeGreaterThan(0);

    await server.close();
    await page.reload();
    await expect(retryPanel(page, 'This page')).toBeVisible({ timeout: PANEL_TIMEOUT });
    await expectShellChrome(page);

    await markDocument(page);
    server = await serveRemote(remoteDirs.mfe_public, port);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
    expect(await documentMarker(page), 'Try again must not reload the page').toBe('still-here');
  });
});

test.describe('when the public remote is slow', () => {
  const delayMs = 4_000;
  // The entry is the first thing the runtime asks the remote for; everything waits on it.
  test.beforeEach(async ({ page }) => {
    await page.route(`${remoteOrigin('mfe_public')}/remoteEntry.js`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      await route.continue().catch(() => undefined);
    });
  });

  test('the header and footer show at once, the page when the remote answers', async ({ page }) => {
    const started = Date.now();
    // A page the server does not draw (decision 0052) waits for its remote in the browser.
    await page.goto('/events', { waitUntil: 'commit' });

    await expectShellChrome(page);
    expect(Date.now() - started, 'header and footer must not wait for the remote').toBeLessThan(delayMs);
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toHaveCount(0);

    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible({ timeout: 20_000 });
    // The page itself really waited for the slow remote (so the check above meant something).
    expect(Date.now() - started).toBeGreaterThanOrEqual(delayMs);
  });

  test('a page the server drew shows at once, and React takes it over when the remote answers', async ({ page }) => {
    const started = Date.now();
    await page.goto('/', { waitUntil: 'commit' });

    await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
    expect(Date.now() - started, 'the drawn page must not wait for the remote').toBeLessThan(delayMs);
    await expect(page.locator('[data-server-drawn]')).toHaveCount(1);

    await expect(page.locator('[data-server-drawn]')).toHaveCount(0, { timeout: 20_000 });
    expect(Date.now() - started, 'React waited for the page, not a spinner').toBeGreaterThanOrEqual(delayMs);
    await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
  });
});
