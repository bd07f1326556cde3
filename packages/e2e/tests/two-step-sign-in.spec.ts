import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, linkFromLatestEmail, signInThroughDialog, tokenOf } from '../src/accounts';
import { authenticatorCode, currentStep } from '../src/authenticator';

const password = 'TwoStep123';

/** A confirmed member of this test's own, made an admin: the demo admin stays as it was. */
async function newAdmin(request: APIRequestContext): Promise<{ email: string; userId: string }> {
  const email = `e2e-two-step-${Date.now()}@example.com`;
  const registered = await request.post('/api/account/register', {
    data: {
      firstName: 'Phoebe',
      lastName: 'Cenchreae',
      email,
      phoneNumber: '+13165550190',
      password,
      confirmPassword: password,
      address: { streetAddress: '3 Oak St', city: 'Wichita', stateId: 17, zipCode: '67202' },
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const link = await linkFromLatestEmail(request, email, /confirm/i);
  const token = new URL(link, 'http://x').searchParams.get('token');
  expect((await request.post('/api/account/confirm-email', { data: { token } })).ok()).toBe(true);
  const signedIn = await request.post('/api/account/login', { data: { email, password } });
  const { userId } = (await signedIn.json()) as { userId: string };

  const headers = { Authorization: `Bearer ${await tokenOf(request, DEMO.admin)}` };
  const roles = (await (await request.get('/api/roles/short', { headers })).json()) as { id: number; name: string }[];
  const roleId = roles.find((role) => role.name === 'Admin')?.id;
  expect((await request.put('/api/users/role', { headers, data: { userId, roleId } })).ok()).toBe(true);
  return { email, userId };
}

async function logOut(page: Page) {
  await page.locator('header').getByRole('button', { name: 'Your account menu' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.locator('header').getByRole('button', { name: 'Join Us' })).toBeVisible();
}

/** The password step; the dialog then asks for the code. */
async function reachCodeStep(page: Page, email: string) {
  await page.goto('/about-us');
  await signInThroughDialog(page, email, password);
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await expect(dialog.getByRole('form', { name: 'Two-step sign-in' })).toBeVisible();
  return dialog;
}

test("an admin turns on two-step sign-in by the QR code's key, signs in with a code, and uses a recovery code once", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await newAdmin(request);
  try {
    await page.goto('/about-us');
    await signInThroughDialog(page, admin.email, password);
    await expect(page).toHaveURL(/\/dashboard\//);

    // Account Settings: password, then the QR code with its key as text, then a code from the app.
    await page.goto('/dashboard/account-settings');
    const section = page.getByRole('region', { name: 'Two-step sign-in' });
    await section.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    await section.getByLabel('Password', { exact: true }).fill(password);
    await section.getByRole('button', { name: 'Continue' }).click();
    await expect(section.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    const secret = ((await section.getByLabel('Setup key').textContent()) ?? '').replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const enrolStep = currentStep();
    await section.getByLabel('Code').fill(authenticatorCode(secret, enrolStep));
    await section.getByRole('button', { name: 'Turn on' }).click();
    const codes = section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    const recoveryCode = ((await codes.first().textContent()) ?? '').trim();
    await section.getByRole('button', { name: 'Done' }).click();
    await expect(section.getByText('On. 10 of 10 recovery codes left.')).toBeVisible();
    await logOut(page);

    // The password alone no longer signs in: the dialog asks for the app's code. A code works
    // once, so this one is of a later step than the one that turned it on (one step ahead is accepted).
    let dialog = await reachCodeStep(page, admin.email);
    await expect(page.locator('header').getByRole('button', { name: 'Join Us' })).toBeVisible();
    await dialog.getByLabel('Code').fill('000000');
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(dialog.getByText('That code is not right, or it has expired')).toBeVisible();
    await dialog.getByLabel('Code').fill(authenticatorCode(secret, Math.max(currentStep(), enrolStep + 1)));
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/dashboard\//);
    await logOut(page);

    // A recovery code signs in once...
    dialog = await reachCodeStep(page, admin.email);
    await dialog.getByLabel('Code').fill(recoveryCode);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/dashboard\//);
    await logOut(page);

    // ...and is refused the second time.
    dialog = await reachCodeStep(page, admin.email);
    await dialog.getByLabel('Code').fill(recoveryCode);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(dialog.getByText('That code is not right, or it has expired')).toBeVisible();
    await expect(page.locator('header').getByRole('button', { name: 'Join Us' })).toBeVisible();
  } finally {
    // Other specs share the database: the admin made here goes.
    const headers = { Authorization: `Bearer ${await tokenOf(request, DEMO.admin)}` };
    await request.delete('/api/users/multiple', { headers, data: { ids: [admin.userId] } });
  }
});
