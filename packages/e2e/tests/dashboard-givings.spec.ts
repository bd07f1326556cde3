import { expect, test, type Page } from '@playwright/test';
import { DEMO, signInAs, tokenOf } from '../src/accounts';

/** A number no other run of this spec on the same data has used. */
const unique = () => String(Date.now()).slice(-6);

const giftsTable = (page: Page) => page.getByRole('table', { name: 'Gifts' });

/** The week's gifts total on the Statistics page, in dollars. */
async function weekGivingsTotal(page: Page): Promise<number> {
  const total = page.getByRole('region', { name: 'Givings' }).locator('p').first();
  await expect(total).toContainText('$');
  const amount = /\$([\d,]+\.\d{2})/.exec(await total.innerText())?.[1] ?? 'NaN';
  return Number(amount.replace(/,/g, ''));
}

test('the admin records a $40 check gift offline for a member: it shows in the gift list and the gifts chart', async ({
  page,
}) => {
  await signInAs(page, DEMO.admin);
  await page.goto('/dashboard/charts');
  const totalBefore = await weekGivingsTotal(page);
  const menu = page.getByRole('navigation', { name: 'Dashboard' });
  await menu.getByRole('link', { name: 'Givings History' }).click();
  await expect(page.getByRole('heading', { name: 'Givings History', level: 1 })).toBeVisible();
  await expect(giftsTable(page).locator('tbody tr')).toHaveCount(5);

  const checkNumber = unique();
  await page.getByRole('button', { name: 'Add offline gift' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add offline gift' });
  await dialog.getByRole('searchbox', { name: 'Find a member' }).fill('member@example.com');
  await dialog
    .getByRole('list', { name: 'Members found' })
    .getByRole('button', { name: /member@example\.com/ })
    .click();
  await dialog.getByLabel('Amount ($)').fill('40');
  await dialog.getByLabel('Giving type').selectOption({ label: 'Missions' });
  await dialog.getByRole('radio', { name: 'Check' }).check();
  // Submitting without the check's number is refused, and keeps what was typed.
  await dialog.getByRole('button', { name: 'Add gift' }).click();
  await expect(dialog.getByText('Check number is required')).toBeVisible();
  await expect(dialog.getByLabel('Amount ($)')).toHaveValue('40.00');
  await dialog.getByLabel('Check number').fill(checkNumber);
  await dialog.getByRole('button', { name: 'Add gift' }).click();

  await expect(page.getByText('Successfully added!')).toBeVisible();
  await expect(dialog).toBeHidden();
  // Received today: the newest gift, on the first page.
  const row = giftsTable(page)
    .getByRole('row')
    .filter({ hasText: `Check #${checkNumber}` });
  await expect(row).toContainText('$40.00');
  await expect(row).toContainText('Missions');
  await expect(row).toContainText('member@example.com');

  // The same check for the same member again asks first; cancelled, nothing more is recorded.
  await page.getByRole('button', { name: 'Add offline gift' }).click();
  await dialog.getByRole('searchbox', { name: 'Find a member' }).fill('member@example.com');
  await dialog
    .getByRole('list', { name: 'Members found' })
    .getByRole('button', { name: /member@example\.com/ })
    .click();
  await dialog.getByLabel('Amount ($)').fill('40');
  await dialog.getByLabel('Giving type').selectOption({ label: 'Missions' });
  await dialog.getByRole('radio', { name: 'Check' }).check();
  await dialog.getByLabel('Check number').fill(checkNumber);
  await dialog.getByRole('button', { name: 'Add gift' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    `Check ${checkNumber} from this donor is already recorded.Add it again only if this is a second gift.`,
  );
  await expect(dialog.getByRole('button', { name: 'Add it again' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    giftsTable(page)
      .getByRole('row')
      .filter({ hasText: `Check #${checkNumber}` }),
  ).toHaveCount(1);

  // The week's gifts chart counts it, without a reload (the cached statistics went stale).
  await menu.getByRole('link', { name: 'Statistics' }).click();
  await expect.poll(() => weekGivingsTotal(page)).toBeCloseTo(totalBefore + 40, 2);

  // It stays after a reload: the server recorded it.
  await page.goto('/dashboard/givings');
  await expect(row).toContainText('$40.00');
});

test('the admin filters the gifts by giving type, and the filter is in the URL', async ({ page }) => {
  await signInAs(page, DEMO.admin);
  await page.goto('/dashboard/givings');
  await expect(giftsTable(page).locator('tbody tr')).toHaveCount(5);
  await page
    .getByRole('group', { name: 'Filter gifts' })
    .getByLabel('Giving type')
    .selectOption({ label: 'Benevolence' });
  await expect(page).toHaveURL(/[?&]type=\d+/);
  const typeCells = giftsTable(page).locator('tbody tr td:nth-child(4)');
  await expect(typeCells.first()).toHaveText('Benevolence');
  for (const text of await typeCells.allTextContents()) expect(text).toBe('Benevolence');

  await page.reload();
  await expect(page.getByRole('group', { name: 'Filter gifts' }).getByLabel('Giving type')).toHaveValue(/\d+/);
  await expect(typeCells.first()).toHaveText('Benevolence');
});

test('the admin adds a giving type and renames it; one that gifts use cannot be deleted', async ({ page }) => {
  await signInAs(page, DEMO.admin);
  await page.goto('/dashboard/givings');
  const types = page.getByRole('table', { name: 'Giving types' });
  await expect(types.getByRole('cell', { name: 'Tithe', exact: true })).toBeVisible();

  const name = `Camp Fund ${unique()}`;
  await page.getByRole('button', { name: 'Add giving type' }).click();
  const add = page.getByRole('dialog', { name: 'Add giving type' });
  await add.getByLabel('Name').fill(name);
  await add.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Successfully added!')).toBeVisible();
  await expect(types.getByRole('cell', { name, exact: true })).toBeVisible();

  await types.getByRole('button', { name: `Rename ${name}` }).click();
  const rename = page.getByRole('dialog', { name: `Rename “${name}”` });
  await rename.getByLabel('Name').fill(`${name} renamed`);
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully updated!')).toBeVisible();
  await expect(types.getByRole('cell', { name: `${name} renamed`, exact: true })).toBeVisible();
  // The gifts' filter offers the new name too.
  await expect(
    page.getByRole('group', { name: 'Filter gifts' }).getByRole('option', { name: `${name} renamed` }),
  ).toBeAttached();

  await types.getByRole('button', { name: 'Delete Tithe' }).click();
  await page.getByRole('dialog', { name: 'Delete this giving type?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alert')).toContainText('“Tithe” was not deleted');
  await expect(types.getByRole('cell', { name: 'Tithe', exact: true })).toBeVisible();
});

test('a member without the Givings action has no Givings Settings, and the API refuses them', async ({
  page,
  request,
}) => {
  await signInAs(page, DEMO.member);
  await page.goto('/account/settings');
  await expect(page.getByRole('link', { name: 'Givings History' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Givings Settings' })).toHaveCount(0);
  await page.goto('/account/givings-settings');
  await expect(page).toHaveURL(/\/$/);

  const headers = { Authorization: `Bearer ${await tokenOf(request, DEMO.member)}` };
  for (const answer of [
    await request.get('/api/givings/history', { headers }),
    await request.get('/api/paginated-givingTypes', { headers }),
    await request.post('/api/givings/offline', {
      headers,
      data: { givingTypeId: 1, amount: 40, method: 'cash', receivedOn: '2026-01-04', donorName: 'Nobody' },
    }),
    await request.post('/api/givingTypes', { headers, data: { name: 'Nope' } }),
  ]) {
    expect(answer.status(), answer.url()).toBe(403);
  }

  // The leader's role has the action: the same page, under the account area's title.
  await signInAs(page, DEMO.leader);
  await page.goto('/account/givings-settings');
  await expect(page.getByRole('heading', { name: 'Givings Settings', level: 1 })).toBeVisible();
  await expect(giftsTable(page).locator('tbody tr')).toHaveCount(5);
});

test('screenshots of the page at 1280 and 390 px wide', async ({ page }) => {
  await signInAs(page, DEMO.admin);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/dashboard/givings');
    await expect(giftsTable(page).locator('tbody tr')).toHaveCount(5);
    await expect(page.getByRole('table', { name: 'Giving types' }).locator('tbody tr').first()).toBeVisible();
    await page.screenshot({ path: `test-results/dashboard-givings-${width}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Add offline gift' }).click();
    await page.getByRole('dialog', { name: 'Add offline gift' }).getByRole('radio', { name: 'Check' }).check();
    await page.screenshot({ path: `test-results/dashboard-givings-form-${width}.png` });
  }
});
