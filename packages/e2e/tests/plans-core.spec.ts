import { expect, test, type Page } from '@playwright/test';
import { DEMO, signInAs, tokenOf } from '../src/accounts';
import { expectNoSeriousA11yViolations } from '../src/axe';

/** Where the pages' screenshots go, to be looked at (not compared). */
const shots = process.env.E2E_SHOTS_DIR ?? 'test-results/plans-core';

async function screenshots(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const orderOfService = (page: Page) =>
  page.getByRole('list', { name: 'Order of service' }).getByRole('listitem').locator('strong');

test('the leader creates a service type, adds items, moves the last to the top by keyboard, and the total follows', async ({
  page,
  request,
}) => {
  // A service type, three items (one checked by axe) and a keyboard move: close to 30 s under load.
  test.setTimeout(60_000);
  const name = `Easter Sunrise ${Date.now()}`;
  await signInAs(page, DEMO.leader);
  await page.goto('/account/event-plans');
  await expect(page.getByRole('link', { name: 'Sunday Morning Worship' })).toBeVisible();
  await screenshots(page, 'plans-list');

  await page.getByRole('button', { name: 'New service type' }).click();
  const create = page.getByRole('dialog', { name: 'New service type' });
  await create.getByLabel('Name').fill(name);
  await create.getByRole('button', { name: 'Create' }).click();
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('No items yet.', { exact: false })).toBeVisible();

  for (const [kind, title, minutes] of [
    ['song', 'Christ the Lord Is Risen Today', '4'],
    ['reading', 'Luke 24:1-12', '3'],
    ['sermon', 'He Is Not Here', '25'],
  ] as const) {
    await page.getByRole('button', { name: 'Add item' }).click();
    const add = page.getByRole('dialog', { name: 'Add item' });
    await add.getByLabel('Kind').selectOption(kind);
    await add.getByLabel('Title').fill(title);
    await add.getByLabel('Length (minutes)').fill(minutes);
    if (kind === 'song') {
      await add.getByLabel('Key').selectOption('C');
      await expectNoSeriousA11yViolations(page, 'dialog[open]');
    }
    await add.getByRole('button', { name: 'Add' }).click();
    await expect(add).toBeHidden();
  }
  await expect(page.getByTestId('plan-total')).toHaveText('32 min');

  // Keyboard only: the sermon goes up twice; the focus follows it.
  await page.getByRole('button', { name: 'Move up He Is Not Here' }).focus();
  await page.keyboard.press('Enter');
  await expect(orderOfService(page)).toHaveText(['Christ the Lord Is Risen Today', 'He Is Not Here', 'Luke 24:1-12']);
  await expect(page.getByRole('button', { name: 'Move up He Is Not Here' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(orderOfService(page)).toHaveText(['He Is Not Here', 'Christ the Lord Is Risen Today', 'Luke 24:1-12']);
  await expect(page.getByRole('button', { name: 'Move down He Is Not Here' })).toBeFocused();

  // The server kept the order: a reload shows it.
  await page.reload();
  await expect(orderOfService(page)).toHaveText(['He Is Not Here', 'Christ the Lord Is Risen Today', 'Luke 24:1-12']);
  await expect(page.getByTestId('plan-total')).toHaveText('32 min');
  await page.getByLabel('New note').fill('Chairs on the lawn by 5:30.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText('Chairs on the lawn by 5:30.', { exact: true })).toBeVisible();
  await screenshots(page, 'plan-page');

  // Clean up through the API, so reruns start from the demo plans.
  const token = await tokenOf(request, DEMO.leader);
  const id = new URL(page.url()).pathname.split('/').at(-1);
  await request.delete(`/api/service-types/${id}`, { headers: { Authorization: `Bearer ${token}` } });
});

test('a member without the Service plans action reaches no plans page, and the API refuses them', async ({
  page,
  request,
}) => {
  await signInAs(page, DEMO.member);
  await page.goto('/account/event-plans');
  // Redirected or told the page is not there: either way no plans and no Plans entry.
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('button', { name: 'New service type' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Plans', exact: true })).toHaveCount(0);
  const token = await tokenOf(request, DEMO.member);
  const refused = await request.post('/api/service-types', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: 'Nope' },
  });
  expect(refused.status()).toBe(403);
});
