import { expect, type Locator, type Page } from '@playwright/test';
import { giveButton } from './page-parts';

/** The provider's test cards, which the sandbox honours. */
export const TEST_CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  requiresAuthentication: '4000 0025 0000 3155',
} as const;

/** Opens the Giving dialog and chooses one of its flows. */
export async function openGivingFlow(page: Page, option: 'Give once' | 'Give monthly'): Promise<Locator> {
  await giveButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Giving' });
  await dialog.getByRole('button', { name: option }).click();
  return dialog;
}

/** Fills designation `index` (0-based) of the designations step. */
export async function fillDesignation(dialog: Locator, index: number, amount: string, givingType: string) {
  await dialog.getByLabel('Amount ($)').nth(index).fill(amount);
  await dialog.getByLabel('Giving type').nth(index).selectOption({ label: givingType });
}

/** Types a test card into the card field (sandbox mode) with a future expiry. */
export async function fillCard(dialog: Locator, number: string) {
  await dialog.getByLabel('Card number').fill(number);
  await dialog.getByLabel('Expiration date (MM / YY)').fill('12 / 34');
  await dialog.getByLabel('Security code (CVC)').fill('123');
}

export async function expectThankYou(dialog: Locator, amount: string) {
  await expect(dialog.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await expect(dialog.getByText(`Your gift of ${amount} has been received.`)).toBeVisible();
}
