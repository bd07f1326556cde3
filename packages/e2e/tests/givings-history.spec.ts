import { expect, test } from '@playwright/test';
import { DEMO, signInAs } from '../src/accounts';

test('a member refunds a gift: the toast, the refunded row, and no second refund, also after a reload', async ({
  page,
}) => {
  await signInAs(page, DEMO.member);
  await page.goto('/account/givings-history');
  const table = page.getByRole('table', { name: 'Your gifts' });
  const refunded = table.getByText('Refunded', { exact: true });
  const refundButtons = table.getByRole('button', { name: /^Refund / });
  await expect(refundButtons.first()).toBeVisible();
  const refundedBefore = await refunded.count();
  const refundableBefore = await refundButtons.count();

  await refundButtons.first().click();
  const dialog = page.getByRole('dialog', { name: 'Refund this gift?' });
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(page.getByText('Refund process ussualy takes 5-10 business days')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(refunded).toHaveCount(refundedBefore + 1);
  await expect(refundButtons).toHaveCount(refundableBefore - 1);

  // The gateway's refund webhook records it on the server; a reload shows what the server says.
  await expect(async () => {
    await page.reload();
    await expect(refundButtons.first()).toBeVisible();
    await expect(refunded).toHaveCount(refundedBefore + 1, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(refundButtons).toHaveCount(refundableBefore - 1);
});

test('the history pages six gifts at a time, with the page in the URL', async ({ page }) => {
  await signInAs(page, DEMO.member);
  await page.goto('/account/givings-history');
  const rows = page.getByRole('table', { name: 'Your gifts' }).locator('tbody tr');
  await expect(rows).toHaveCount(6);
  await page.getByRole('navigation', { name: 'Givings history pages' }).getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(rows.first()).toBeVisible();
});
