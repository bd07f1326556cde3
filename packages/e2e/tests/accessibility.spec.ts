import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../src/axe';
import { openSignIn } from '../src/accounts';
import { giveButton, HOME_HEADING } from '../src/page-parts';

// Every page of the site table is checked by axe in every-page.spec.ts, on its one visit; here
// the dialogs (the giving wizard's steps and the prayer request in keyboard-only.spec.ts) and the
// banner's Pause (WCAG 2.2.2).

const openDialog = (page: Page, name: string) => page.getByRole('dialog', { name });

test.describe('axe: no serious or critical WCAG 2.2 AA violation', () => {
  test('in the Giving and the account dialogs', async ({ page }) => {
    // Six axe runs.
    test.setTimeout(90_000);
    await page.goto('/about-us');
    await giveButton(page).click();
    await expect(openDialog(page, 'Giving')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'dialog[open]');
    await page.keyboard.press('Escape');
    // Focus goes back to the control that opened the dialog.
    await expect(giveButton(page)).toBeFocused();

    await openSignIn(page);
    await expect(openDialog(page, 'Sign In').getByLabel('Email')).toBeFocused();
    await expectNoSeriousA11yViolations(page, 'dialog[open]');
    await page.keyboard.press('Escape');
    await expect(page.locator('header').getByRole('button', { name: 'Join Us' })).toBeFocused();

    // Each dialog the Sign In dialog links to, opened from it.
    for (const [link, title] of [
      ['Forgot password', 'Forgot password'],
      ['Resend confirmation email', 'Resend confirmation email'],
      ['Email me a sign-in link', 'Email me a sign-in link'],
    ] as const) {
      await openSignIn(page);
      await openDialog(page, 'Sign In').getByRole('button', { name: link }).click();
      await expect(page.locator('dialog[open]')).toBeVisible();
      await expect(page.locator('dialog[open] h2')).toHaveText(title);
      await expectNoSeriousA11yViolations(page, 'dialog[open]');
      await page.keyboard.press('Escape');
    }

    await page.locator('header').getByRole('button', { name: 'Join Us' }).click();
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(openDialog(page, 'Sign Up').getByLabel('State')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'dialog[open]');
    await page.keyboard.press('Escape');
    await expect(page.locator('header').getByRole('button', { name: 'Join Us' })).toBeFocused();
  });
});

test('the banner stays on its slide for 10 s once paused, on a phone too', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.clock.install();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
  const banner = page.getByRole('region', { name: 'Welcome' });
  const status = banner.getByRole('status');
  await expect(status).toHaveText(/^Slide 1 of 3/);
  // It moves by itself on this clock...
  await page.clock.runFor(5_000);
  await expect(status).toHaveText(/^Slide 2 of 3/);

  // ...until paused by keyboard; then pointer and focus leave it, which pause it on their own.
  const pause = banner.getByRole('button', { name: 'Pause' });
  await pause.focus();
  await page.keyboard.press('Enter');
  await expect(banner.getByRole('button', { name: 'Play' })).toBeVisible();
  await page.mouse.move(1, 1);
  await page.locator('footer').getByRole('link', { name: 'Accessibility' }).focus();
  await page.clock.runFor(10_000);
  await expect(status).toHaveText(/^Slide 2 of 3/);

  await banner.getByRole('button', { name: 'Play' }).click();
  await page.mouse.move(1, 1);
  await page.locator('footer').getByRole('link', { name: 'Accessibility' }).focus();
  await page.clock.runFor(5_000);
  await expect(status).toHaveText(/^Slide 3 of 3/);
});
