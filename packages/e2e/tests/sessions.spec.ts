import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { linkFromLatestEmail, signInThroughDialog } from '../src/accounts';

const password = 'Devices1';

/** A confirmed member of this test's own (the demo accounts are shared by other specs). */
async function newMember(request: APIRequestContext, label: string): Promise<string> {
  const email = `e2e-sessions-${label}-${Date.now()}@example.com`;
  const registered = await request.post('/api/account/register', {
    data: {
      firstName: 'Lydia',
      lastName: 'Purple',
      email,
      phoneNumber: '+13165550142',
      password,
      confirmPassword: password,
      address: { streetAddress: '4 River Rd', city: 'Salina', stateId: 17, zipCode: '67401' },
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const token = new URL(await linkFromLatestEmail(request, email, /confirm/i), 'http://x').searchParams.get('token');
  expect((await request.post('/api/account/confirm-email', { data: { token } })).ok()).toBe(true);
  return email;
}

/** A browser of its own (its own storage: another device), signed in through the dialog. */
async function deviceSignedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/about-us');
  await signInThroughDialog(page, email, password);
  await expect(page.locator('header').getByRole('link', { name: 'My Account' })).toBeVisible();
  await page.goto('/account/settings');
  await expect(page.getByRole('form', { name: 'Profile' }).getByLabel('First name')).toHaveValue('Lydia');
  return page;
}

// Two browsers, a member made for the test and two sign-ins: more than the default 30 s on a busy machine.
test.beforeEach(() => test.setTimeout(120_000));

const sessionsOf = (page: Page) => page.getByRole('region', { name: 'Sessions' }).getByRole('listitem');

test('a member sees two sessions, signs the other one out, and that browser is signed out on its next click', async ({
  browser,
  request,
}) => {
  const email = await newMember(request, 'two');
  const laptop = await deviceSignedIn(browser, email);
  const phone = await deviceSignedIn(browser, email);

  await laptop.reload();
  const rows = sessionsOf(laptop);
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'This device' })).toHaveCount(1);
  await expect(rows.first()).toContainText('This device');
  await expect(rows.first()).toContainText(/Chrome \d+ on Linux/);
  const other = rows.filter({ hasNotText: 'This device' });
  await expect(other).toContainText('Active now');

  await other.getByRole('button', { name: 'Sign out' }).click();
  const dialog = laptop.getByRole('dialog', { name: 'Sign out session' });
  await expect(dialog).toContainText('That device will need to sign in again.');
  await dialog.getByRole('button', { name: 'Sign out' }).click();
  await expect(laptop.getByText('The session was signed out')).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(laptop.getByText('You are not signed in on any other device.')).toBeVisible();

  // The phone's next click asks the API, which refuses its session: it is signed out.
  await phone.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Givings History' }).click();
  await expect(phone.locator('header').getByRole('button', { name: 'Join Us' })).toBeVisible();
  await expect(phone).toHaveURL(/\/$/);

  // The laptop is still signed in.
  await laptop.reload();
  await expect(laptop.getByRole('form', { name: 'Profile' }).getByLabel('First name')).toHaveValue('Lydia');
});

test('logging out on one browser leaves the other signed in', async ({ browser, request }) => {
  const email = await newMember(request, 'logout');
  const shared = await deviceSignedIn(browser, email);
  const own = await deviceSignedIn(browser, email);

  await shared.locator('header').getByRole('button', { name: 'Your account menu' }).click();
  await shared.getByRole('button', { name: 'Log out' }).click();
  await expect(shared.locator('header').getByRole('button', { name: 'Join Us' })).toBeVisible();

  await own.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Givings History' }).click();
  await expect(own).toHaveURL(/\/account\/givings-history$/);
  await own.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Account Settings' }).click();
  await expect(own.getByRole('form', { name: 'Profile' }).getByLabel('First name')).toHaveValue('Lydia');
  await expect(sessionsOf(own)).toHaveCount(1);
  await expect(sessionsOf(own).first()).toContainText('This device');
});
