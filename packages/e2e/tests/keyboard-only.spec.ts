import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO } from '../src/accounts';
import { expectNoSeriousA11yViolations } from '../src/axe';
import { TEST_CARDS } from '../src/giving';
import { giveButton, HOME_HEADING } from '../src/page-parts';

// A gift and a prayer request done with the keyboard alone (Tab, Enter, typing): no click, no
// fill. axe checks each dialog step on the way, so the wizard's steps need no visit of their own.

/** Presses Tab until `target` has the focus; fails if it never comes in `most` presses. */
async function tabTo(page: Page, target: Locator, most = 80): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < most; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

const checkDialog = (page: Page) => expectNoSeriousA11yViolations(page, 'dialog[open]');

// Four or five axe runs and a few hundred key presses each.
test.describe.configure({ timeout: 90_000 });

test('a visitor gives once, from the header to the thank-you, by keyboard', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
  await tabTo(page, giveButton(page));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Giving' });
  await tabTo(page, dialog.getByRole('button', { name: 'Give once' }));
  await page.keyboard.press('Enter');

  await tabTo(page, dialog.getByLabel('Amount ($)'));
  await page.keyboard.type('20');
  await page.keyboard.press('Tab');
  const givingType = dialog.getByLabel('Giving type');
  await expect(givingType).toBeFocused();
  // A closed select takes the first letters of an option.
  await page.keyboard.type('Tithe');
  await expect(givingType.locator('option:checked')).toHaveText('Tithe');
  await expect(dialog.getByText('Total: $20.00')).toBeVisible();
  await checkDialog(page);
  await tabTo(page, dialog.getByRole('button', { name: 'Checkout' }));
  await page.keyboard.press('Enter');

  await tabTo(page, dialog.getByLabel('Your name'));
  await page.keyboard.type('Kim Keyboard');
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Your email')).toBeFocused();
  await page.keyboard.type('kim@example.org');
  await checkDialog(page);
  await tabTo(page, dialog.getByRole('button', { name: 'Confirm' }));
  await page.keyboard.press('Enter');

  await tabTo(page, dialog.getByLabel('Card number'));
  await page.keyboard.type(TEST_CARDS.succeeds.replace(/\D/g, ''));
  await page.keyboard.press('Tab');
  await page.keyboard.type('1234');
  await page.keyboard.press('Tab');
  await page.keyboard.type('123');
  await checkDialog(page);
  await tabTo(page, dialog.getByRole('button', { name: 'Pay $20.00' }));
  await page.keyboard.press('Enter');

  await expect(dialog.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await checkDialog(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Back where the visitor started.
  await expect(giveButton(page)).toBeFocused();
});

test('a member signs in and sends a prayer request by keyboard', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
  await tabTo(page, page.locator('header').getByRole('button', { name: 'Join Us' }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('button', { name: 'Sign In', exact: true }));
  await page.keyboard.press('Enter');

  const signIn = page.getByRole('dialog', { name: 'Sign In' });
  // The dialog starts in its first field.
  await expect(signIn.getByLabel('Email')).toBeFocused();
  await page.keyboard.type(DEMO.member.email);
  await page.keyboard.press('Tab');
  await expect(signIn.getByLabel('Password')).toBeFocused();
  await page.keyboard.type(DEMO.member.password);
  await page.keyboard.press('Enter');
  await expect(page.locator('header').getByRole('link', { name: 'My Account' })).toBeVisible();

  const prayerButton = page.locator('main').getByRole('button', { name: 'Prayer Request' }).first();
  await tabTo(page, prayerButton);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Prayer request' });
  await tabTo(page, dialog.getByLabel('My Prayer Request'));
  await page.keyboard.type(`Pray for my sister's surgery on Friday (${Date.now()})`);
  await checkDialog(page);
  await tabTo(page, dialog.getByRole('button', { name: 'Send' }));
  await page.keyboard.press('Enter');

  await expect(page.getByText('Your request has been sent')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(prayerButton).toBeFocused();
});
