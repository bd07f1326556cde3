import { expect, test, type Page } from '@playwright/test';
import { areaPagePath, publicPages, type AreaPage } from '@church/areas/site-table';
import { expectNoSeriousA11yViolations } from '../src/axe';
import { DEMO, openSignIn, signInAs } from '../src/accounts';
import { giveButton, HOME_HEADING } from '../src/page-parts';

/** A page is checked once its content (not its loading skeleton) is on screen. */
async function openLoaded(page: Page, path: string, ready: (page: Page) => Promise<void>) {
  await page.goto(path);
  await ready(page);
}

const mainHeading = (page: Page) => expect(page.locator('main h1').first()).toBeVisible();
const firstArticle = (page: Page) => expect(page.locator('main article').first()).toBeVisible();

/** When a public page's content is on screen; a page not named here is ready with its heading. */
const readyOn: Record<string, (page: Page) => Promise<void>> = {
  '/': (page) => expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible(),
  '/videos': firstArticle,
  '/posts': firstArticle,
  '/events': firstArticle,
};

/** Every public page of the site table without a parameter (those with one are opened below). */
const publicRoutes = publicPages
  .filter((row) => !row.path.includes(':'))
  .map(({ path }) => ({ path, ready: readyOn[path] ?? mainHeading }));

test.describe('axe: no serious or critical WCAG 2.2 AA violation', () => {
  for (const route of publicRoutes) {
    test(`on ${route.path}`, async ({ page }) => {
      await openLoaded(page, route.path, route.ready);
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('on a video page and a post page', async ({ page }) => {
    await openLoaded(page, '/videos', firstArticle);
    await page.locator('main article a').first().click();
    await expect(page).toHaveURL(/\/videos\/\d+$/);
    await mainHeading(page);
    await expectNoSeriousA11yViolations(page);

    await openLoaded(page, '/posts', firstArticle);
    await page.locator('main article a').first().click();
    await expect(page).toHaveURL(/\/posts\/\d+$/);
    await mainHeading(page);
    await expectNoSeriousA11yViolations(page);
  });

  test('in the Giving, Sign In and Sign Up dialogs', async ({ page }) => {
    await page.goto('/about-us');
    await giveButton(page).click();
    await expect(page.getByRole('dialog', { name: 'Giving' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'dialog[open]');
    await page.keyboard.press('Escape');

    await openSignIn(page);
    await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'dialog[open]');

    await page.keyboard.press('Escape');

    await page.locator('header').getByRole('button', { name: 'Join Us' }).click();
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign Up' }).getByLabel('State')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'dialog[open]');
  });
});

test.describe('axe on the dashboard pages: no serious or critical violation', () => {
  const audited: AreaPage['exposed'][] = [
    'charts',
    'givings',
    'video-settings',
    'comments',
    'posts',
    'post-editor',
    'members',
    'roles',
  ];
  for (const path of audited.map((exposed) => areaPagePath('dashboard', exposed)!)) {
    test(`on ${path}`, async ({ page }) => {
      await signInAs(page, DEMO.admin);
      await page.goto(path);
      await mainHeading(page);
      // The page's data, not its skeleton: the first table row, list entry or form field.
      await expect(page.locator('main :is(tbody tr, li, input, canvas, svg)').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }
});
