import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO = {
  admin: { email: 'admin@example.com', password: 'Admin123' },
  member: { email: 'member@example.com', password: 'Member123' },
  leader: { email: 'leader@example.com', password: 'Leader123' },
} as const;

/** A demo user's bearer token, through the API, for checking what the site recorded. */
export async function tokenOf(request: APIRequestContext, user: { email: string; password: string }): Promise<string> {
  const response = await request.post('/api/account/login', { data: user });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

const adminToken = (request: APIRequestContext) => tokenOf(request, DEMO.admin);

/**
 * The link in the newest e-mail to `to` whose subject matches, as a path on the site under
 * test (the server builds links from its public URL, which may name another port).
 */
export async function linkFromLatestEmail(request: APIRequestContext, to: string, subject: RegExp): Promise<string> {
  const token = await adminToken(request);
  let found: string | undefined;
  await expect(async () => {
    const response = await request.get('/api/outbox?take=50', { headers: { Authorization: `Bearer ${token}` } });
    const messages = (await response.json()) as { to: string; subject: string; text: string }[];
    const message = messages.find((entry) => entry.to === to && subject.test(entry.subject));
    const url = message?.text.match(/https?:\/\/\S+/)?.[0];
    expect(url, `an e-mail to ${to} with a link`).toBeTruthy();
    found = url;
  }).toPass({ timeout: 10_000 });
  const url = new URL(found ?? '');
  return `${url.pathname}${url.search}`;
}

export async function openSignIn(page: Page): Promise<void> {
  await page.locator('header').getByRole('button', { name: 'Join Us' }).click();
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

export async function signInThroughDialog(page: Page, email: string, password: string): Promise<void> {
  await openSignIn(page);
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * Signs a demo user in the way the sign-in dialog leaves the browser: the API's session answer
 * stored where the session store keeps it. For tests whose subject is not signing in.
 */
export async function signInAs(page: Page, user: { email: string; password: string }): Promise<void> {
  const response = await page.request.post('/api/account/login', { data: user });
  expect(response.ok(), await response.text()).toBe(true);
  const session: unknown = await response.json();
  await page.goto('/about-us');
  await page.evaluate((stored) => {
    localStorage.setItem('church-session', JSON.stringify({ state: { session: stored }, version: 1 }));
  }, session);
}
