import type { Page } from '@playwright/test';

export const SITE_NAME = 'Cornerstone Community Church';
export const HOME_HEADING = 'A place to belong, believe and become';
export const NOT_FOUND_TEXT = 'Sorry, the page you are looking for doesn`t exist';
export const GIVING_OPTIONS = ['One-time online gift', 'Recurring gift', 'In person', 'By mail'];

export function siteHeader(page: Page) {
  return page.locator('header').first();
}

export function siteFooter(page: Page) {
  return page.locator('footer').first();
}

export function giveButton(page: Page) {
  return siteHeader(page).getByRole('button', { name: 'Give', exact: true });
}

export function retryPanel(page: Page, label: string) {
  return page.getByRole('heading', { name: `${label} is not available right now` });
}

/** A value on window that only survives while the document is not reloaded. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __e2eMarker?: string }).__e2eMarker = 'still-here';
  });
}

export async function documentMarker(page: Page): Promise<string | undefined> {
  return page.evaluate(() => (window as unknown as { __e2eMarker?: string }).__e2eMarker);
}

/** The footer's postal address is in Kansas (written with the state's postal code). */
export const KANSAS_ADDRESS = /\b(KS|Kansas)\b/;
