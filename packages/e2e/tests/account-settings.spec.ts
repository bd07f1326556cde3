import { expect, test } from '@playwright/test';
import { DEMO, signInThroughDialog } from '../src/accounts';

// A 1x1 transparent PNG.
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test('a member renames themself and changes their photo in Account Settings', async ({ page }) => {
  await page.goto('/about-us');
  await signInThroughDialog(page, DEMO.member.email, DEMO.member.password);
  const header = page.locator('header');
  await header.getByRole('link', { name: 'My Account' }).click();
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Account Settings' }).click();
  await expect(page).toHaveURL(/\/account\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();

  const profile = page.getByRole('form', { name: 'Profile' });
  const firstName = profile.getByLabel('First name');
  await expect(firstName).toHaveValue('Daniel');
  await firstName.fill('Danny');
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Changes have been saved')).toBeVisible();
  await expect(header.getByRole('img', { name: 'Danny Okafor' })).toBeVisible();

  await page.getByLabel('Change photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: onePixelPng });
  await expect(page.getByText('Avatar have been updated')).toBeVisible();
  await expect(header.locator('img[alt="Danny Okafor"]')).toBeVisible();

  // The demo member keeps their name for the other specs.
  await firstName.fill('Daniel');
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(header.locator('img[alt="Daniel Okafor"]')).toBeVisible();
});

test('on a phone, the account Menu opens the list of pages and logs out', async ({ page }) => {
  await page.goto('/about-us');
  await signInThroughDialog(page, DEMO.member.email, DEMO.member.password);
  await expect(page.locator('header').getByRole('img', { name: 'Daniel Okafor' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/account/settings');
  const menu = page.getByRole('navigation', { name: 'Account' });
  await expect(menu.getByRole('link', { name: 'Givings History' })).toBeHidden();
  await menu.getByRole('button', { name: 'Menu' }).click();
  await menu.getByRole('link', { name: 'Givings History' }).click();
  await expect(page).toHaveURL(/\/account\/givings-history$/);
  await menu.getByRole('button', { name: 'Menu' }).click();
  await menu.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  // Signed out, the account area sends the visitor home.
  await page.goto('/account/settings');
  await expect(page).toHaveURL(/\/$/);
});
