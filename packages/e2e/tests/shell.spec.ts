import { expect, test } from '@playwright/test';
import { fromOrigin, recordRequests, recordScripts } from '../src/network';
import {
  GIVING_OPTIONS,
  HOME_HEADING,
  KANSAS_ADDRESS,
  NOT_FOUND_TEXT,
  SITE_NAME,
  giveButton,
  siteFooter,
  siteHeader,
} from '../src/page-parts';
import { remoteOrigin } from '../src/site';

test('the home page shows the header, the main navigation and the footer', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Watch Sermons' })).toBeVisible();
  await expect(page).toHaveTitle(`Home | ${SITE_NAME}`);

  const nav = siteHeader(page).getByRole('navigation', { name: 'Main' });
  for (const name of ['Home', 'Watch Live', 'Events', 'About Us']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(giveButton(page)).toBeVisible();
  await expect(siteFooter(page)).toContainText(KANSAS_ADDRESS);
});

test('reloading a page keeps it working', async ({ page }) => {
  // A reload revalidates the cached HTML; the answer must still let the remotes load.
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
});

test('/about-us is rendered by the public remote', async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  await expect(page).toHaveTitle(`About Us | ${SITE_NAME}`);

  const publicScripts = fromOrigin(scripts, remoteOrigin('mfe_public'));
  expect(
    publicScripts.some((url) => url.endsWith('/remoteEntry.js')),
    publicScripts.join('\n'),
  ).toBe(true);
  // The page's own module comes from the remote, not from the shell's origin.
  expect(
    publicScripts.some((url) => /__federation_expose_/.test(url)),
    scripts.join('\n'),
  ).toBe(true);
});

test('Give opens the Giving dialog from the giving remote, and Escape closes it', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
  const requests = recordRequests(page);

  await giveButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Giving' });
  await expect(dialog).toBeVisible();
  for (const name of GIVING_OPTIONS) {
    await expect(dialog.getByRole('heading', { name, exact: true })).toBeVisible();
  }
  const givingRequests = fromOrigin(requests, remoteOrigin('mfe_giving'));
  expect(givingRequests.length, `requests after Give:\n${requests.join('\n')}`).toBeGreaterThan(0);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
});

for (const path of ['/no/such/page', '/videos/1/2/3']) {
  test(`an unknown path (${path}) shows the 404 page`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
    await expect(page.getByText(NOT_FOUND_TEXT, { exact: true })).toBeVisible();
    await expect(siteHeader(page)).toBeVisible();
  });
}

test('the header is marked scrolled after 50 px of scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 480 });
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  const header = siteHeader(page);
  await expect(header).not.toHaveAttribute('data-scrolled', 'true');

  await page.mouse.wheel(0, 40);
  await page.waitForTimeout(200);
  await expect(header).not.toHaveAttribute('data-scrolled', 'true');

  await page.mouse.wheel(0, 300);
  await expect(header).toHaveAttribute('data-scrolled', 'true');

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).not.toHaveAttribute('data-scrolled', 'true');
});
