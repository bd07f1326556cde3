import { expect, test, type Page } from '@playwright/test';
import { DEMO, signInAs } from '../src/accounts';
import { fillDesignation, openGivingFlow } from '../src/giving';

/** The member's row of this gift in Givings History. */
async function historyRow(page: Page) {
  await page.goto('/account/givings-history');
  return page.getByRole('table', { name: 'Your gifts' }).getByRole('row').filter({ hasText: '$12.34' }).first();
}

// Named to run after the other giving specs (one worker, files in order): advancing the test
// clock moves the sandbox's time for everything on the server from then on.
test('a member pays once by bank account covering the fee: Pending, then Paid once the test clock passes', async ({
  page,
}) => {
  test.slow();
  await signInAs(page, DEMO.member);
  await page.goto('/');
  const dialog = await openGivingFlow(page, 'Give once');
  await fillDesignation(dialog, 0, '12.34', 'Tithe');
  await dialog.getByRole('button', { name: 'Checkout' }).click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();

  await dialog.getByRole('radio', { name: 'Bank account' }).check();
  // 0.8% of the $12.44 charge is the $0.10 fee: the church receives $12.34.
  await dialog.getByRole('checkbox', { name: 'Add $0.10 to cover processing fees' }).check();
  await dialog.getByLabel('Account holder name').fill('Daniel Okafor');
  await dialog.getByLabel('Routing number').fill('110000000');
  await dialog.getByLabel('Account number').fill('000123456789');
  await dialog.getByRole('button', { name: 'Pay $12.44' }).click();
  await expect(dialog.getByText('Your gift of $12.34 is pending until your bank completes it')).toBeVisible();

  const pending = await historyRow(page);
  await expect(pending).toContainText('Pending');
  await expect(pending).toContainText('+ $0.10 fee covered');

  await signInAs(page, DEMO.admin);
  await page.goto('/dashboard/givings');
  await page.getByLabel('Days to advance').fill('4');
  await page.getByRole('button', { name: 'Advance clock' }).click();
  await expect(page.getByText(/^The clock moved on/)).toBeVisible();

  await signInAs(page, DEMO.member);
  await expect(async () => {
    await expect(await historyRow(page)).toContainText('Paid', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
});
