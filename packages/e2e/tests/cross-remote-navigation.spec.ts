import { expect, test } from '@playwright/test';
import { DEMO, signInAs } from '../src/accounts';
import { HOME_HEADING } from '../src/page-parts';

// Issue 16: opening a remote not loaded yet, click to content, on localhost. The CI machine
// (2 shared cores) runs the site, its remotes and Chromium side by side: half again there.
const TARGET_MS = 150;
const LIMIT_MS = process.env.CI ? TARGET_MS * 1.5 : TARGET_MS;

interface Timings {
  clickedAt?: number;
  contentAt?: number;
  /** A frame between the click and the content showing a spinner instead of a page. */
  spinnerFrame: boolean;
}

test(`a member opens Account Settings from the home page within ${TARGET_MS} ms, the home page staying until it is ready`, async ({
  page,
}) => {
  await signInAs(page, DEMO.member);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
  // A member who reads the home page for a moment before moving on.
  await page.waitForLoadState('networkidle');

  // Browser timings: from the click to the first frame showing the member's own profile,
  // checked in every frame in between for a spinner standing in for the page.
  await page.evaluate(() => {
    const timings: Timings = { spinnerFrame: false };
    (window as unknown as { navTimings: Timings }).navTimings = timings;
    const field = () => document.querySelector<HTMLInputElement>('input[name="firstName"]');
    const onFrame = () => {
      if (field()?.value) {
        timings.contentAt = performance.now();
        return;
      }
      if (document.querySelector('main [role="status"] .ui-spinner')) timings.spinnerFrame = true;
      requestAnimationFrame(onFrame);
    };
    document.addEventListener(
      'click',
      () => {
        timings.clickedAt = performance.now();
        requestAnimationFrame(onFrame);
      },
      { capture: true, once: true },
    );
  });

  await page.locator('header').getByRole('link', { name: 'My Account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Profile' }).getByLabel('First name')).toHaveValue('Daniel');

  const timings = await page.evaluate(() => (window as unknown as { navTimings: Timings }).navTimings);
  const elapsed = (timings.contentAt ?? Infinity) - (timings.clickedAt ?? 0);
  console.log(`click to Account Settings with the profile: ${elapsed.toFixed(0)} ms (limit ${LIMIT_MS} ms)`);
  expect(elapsed, 'click to the profile on screen, in ms').toBeLessThanOrEqual(LIMIT_MS);
  expect(timings.spinnerFrame, 'a frame showed a spinner between the click and the content').toBe(false);
});
