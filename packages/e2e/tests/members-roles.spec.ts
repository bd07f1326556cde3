import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, signInAs, tokenOf } from '../src/accounts';

/** Where the pages' screenshots go, to be looked at (not compared). */
const shots = process.env.E2E_SHOTS_DIR ?? 'test-results/members-roles';

async function screenshots(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The stored session, as the session store persists it. */
function storedSession(page: Page) {
  return page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('church-session') ?? 'null') as {
      state: { session: { userId: string; refreshToken: string; accessTokenExpirationDateTimeOffset: number } };
    } | null;
    return stored?.state.session ?? null;
  });
}

/** The clock moves past the access token's expiry: the stored expiry is set in the past. */
async function letAccessTokenExpire(page: Page) {
  await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('church-session') ?? '{}') as {
      state: { session: { accessTokenExpirationDateTimeOffset: number } };
    };
    stored.state.session.accessTokenExpirationDateTimeOffset = Math.floor(Date.now() / 1000) - 60;
    localStorage.setItem('church-session', JSON.stringify(stored));
  });
}

async function deleteRole(request: APIRequestContext, name: string) {
  const token = await tokenOf(request, DEMO.admin);
  const headers = { Authorization: `Bearer ${token}` };
  const roles = (await (await request.get('/api/roles/short', { headers })).json()) as { id: number; name: string }[];
  const role = roles.find((candidate) => candidate.name === name);
  if (role) await request.delete(`/api/roles/${role.id}`, { headers });
}

test('an admin gives member@example.com a role with Video upload; the member gets Video Settings without signing in again', async ({
  page,
  browser,
  request,
}) => {
  // Two browsers, a role made and given, and the member's menu followed: close to 30 s under load.
  test.setTimeout(60_000);
  const roleName = `Video Team ${Date.now() % 100_000}`;
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  try {
    // The member is signed in before the change: no Video Settings in their menu.
    await signInAs(memberPage, DEMO.member);
    await memberPage.goto('/account/settings');
    const memberMenu = memberPage.getByRole('navigation', { name: 'Account' });
    await expect(memberMenu.getByRole('link', { name: 'Account Settings' })).toBeVisible();
    await expect(memberMenu.getByRole('link', { name: 'Video Settings' })).toHaveCount(0);
    const before = await storedSession(memberPage);

    // The admin makes a role holding Video upload...
    await signInAs(page, DEMO.admin);
    await page.goto('/dashboard/roles');
    await page.getByRole('button', { name: 'Create role' }).click();
    const create = page.getByRole('dialog', { name: 'Create role' });
    await create.getByRole('textbox', { name: 'Role name' }).fill(roleName);
    await create.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('Successfully added!')).toBeVisible();
    await page.getByRole('checkbox', { name: `Video upload for ${roleName}` }).check();
    await page.getByRole('button', { name: `Save ${roleName}` }).click();
    await expect(page.getByText('Changes saved successfully!')).toBeVisible();

    // ...finds the member by search and gives it to them.
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Members' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
    // Other specs add members, so which ones fill the first page varies: the table has loaded.
    await expect(page.getByRole('table', { name: 'Members' }).locator('tbody tr').first()).toBeVisible();
    await screenshots(page, 'members');
    await page.getByRole('searchbox', { name: 'Search members' }).fill('member@example.com');
    const found = page.getByRole('table', { name: /^Members matching/ });
    await expect(found.locator('tbody tr')).toHaveCount(1);
    await expect(found.getByText('Daniel Okafor')).toBeVisible();
    const roleOfDaniel = found.getByRole('combobox', { name: 'Role of Daniel Okafor' });
    // Choosing Admin by a slip asks first; Cancel leaves the role as it was.
    await roleOfDaniel.selectOption({ label: 'Admin' });
    const askAdmin = page.getByRole('dialog', { name: 'Give Daniel Okafor the role Admin?' });
    await expect(askAdmin).toContainText('An admin can do everything, including giving and taking roles.');
    await askAdmin.getByRole('button', { name: 'Cancel' }).click();
    await expect(askAdmin).toBeHidden();
    await expect(roleOfDaniel.locator('option:checked')).toHaveText('Member');
    // The role is given once confirmed, by its name.
    await roleOfDaniel.selectOption({ label: roleName });
    const ask = page.getByRole('dialog', { name: `Give Daniel Okafor the role ${roleName}?` });
    await expect(ask).toContainText(`Daniel Okafor will hold the role ${roleName} instead of Member.`);
    await ask.getByRole('button', { name: `Give ${roleName}` }).click();
    await expect(page.getByText('Changes have been saved')).toBeVisible();
    await expect(page).toHaveURL(/search=member%40example\.com/);

    // The member's access token expires; its refresh brings the new role's pages.
    await letAccessTokenExpire(memberPage);
    await memberPage.reload();
    await expect(memberMenu.getByRole('link', { name: 'Video Settings' })).toBeVisible();
    await memberMenu.getByRole('link', { name: 'Video Settings' }).click();
    await expect(memberPage).toHaveURL(/\/account\/video-settings$/);
    await expect(memberPage.getByRole('heading', { level: 1, name: 'Video Settings' })).toBeVisible();
    // The same session, refreshed: never signed out and in again.
    const after = await storedSession(memberPage);
    expect(after?.userId).toBe(before?.userId);
    expect(after?.refreshToken).not.toBe(before?.refreshToken);
  } finally {
    await memberContext.close();
    // The member falls back to the Member role, as other specs expect them.
    await deleteRole(request, roleName);
  }
});

test('the role matrix: unsaved toggles ask before leaving, and Save all survives a reload', async ({ page }) => {
  await signInAs(page, DEMO.admin);
  await page.goto('/dashboard/roles');
  const reports = page.getByRole('checkbox', { name: 'Reports for Member' });
  const comments = page.getByRole('checkbox', { name: 'Comments for Ministry Leader' });
  await expect(reports).not.toBeChecked();
  await expect(comments).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Roles for Admin' })).toBeDisabled();

  await reports.check();
  await comments.uncheck();
  await screenshots(page, 'roles');

  // Leaving with unsaved toggles asks first; staying keeps them.
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Members' }).click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toContainText('Your changes to 2 roles are not saved yet');
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/dashboard\/roles$/);
  await expect(reports).toBeChecked();

  await page.getByRole('button', { name: 'Save all (2 roles)' }).click();
  await expect(page.getByText('Changes saved successfully!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save all', exact: true })).toBeDisabled();

  await page.reload();
  await expect(reports).toBeChecked();
  await expect(comments).not.toBeChecked();

  // As it was, for the specs that sign in as these members.
  await reports.uncheck();
  await comments.check();
  await page.getByRole('button', { name: 'Save all (2 roles)' }).click();
  await expect(page.getByText('Changes saved successfully!').first()).toBeVisible();
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Members' }).click();
  await expect(page).toHaveURL(/\/dashboard\/members$/);
});
