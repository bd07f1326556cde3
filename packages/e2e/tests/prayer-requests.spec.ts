import { expect, test, type Page } from '@playwright/test';
import { DEMO, signInAs, tokenOf } from '../src/accounts';

const escaped = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
const requestRow = (page: Page, text: string) =>
  page.getByRole('list', { name: 'Prayer requests' }).getByRole('button', { name: escaped(text) });

test('a prayer request and its answer travel live between a member and the staff', async ({ browser }) => {
  // Two browsers signed in and a whole thread: 20 s on a quiet machine, past 30 s under load.
  test.setTimeout(60_000);
  const member = await (await browser.newContext()).newPage();
  const admin = await (await browser.newContext()).newPage();
  await signInAs(member, DEMO.member);
  await signInAs(admin, DEMO.admin);
  await admin.goto('/dashboard/prayer-requests');
  await expect(admin.getByRole('list', { name: 'Prayer requests' })).toBeVisible();

  // The member sends a request from a sermon.
  const text = `Pray for our move to Topeka (${Date.now()})`;
  await member.goto('/');
  await member.locator('main').getByRole('button', { name: 'Prayer Request' }).first().click();
  const dialog = member.getByRole('dialog', { name: 'Prayer request' });
  await dialog.getByLabel('My Prayer Request').fill(text);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(member.getByText('Your request has been sent')).toBeVisible();
  await member.goto('/account/prayer-requests');
  await expect(requestRow(member, text)).toBeVisible();

  // The staff see it arrive without reloading, and answer it.
  await expect(requestRow(admin, text)).toBeVisible();
  await requestRow(admin, text).click();
  const answer = 'We are praying with you. Pastor Mark will call this week.';
  await admin.getByLabel('Your message').fill(answer);
  await admin.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(admin.getByRole('list', { name: 'Messages' })).toContainText(answer);

  // The member sees the answer arrive: the badge on the list, then the message in the thread.
  await expect(requestRow(member, text)).toContainText('1 new message');
  await requestRow(member, text).click();
  await expect(member.getByRole('list', { name: 'Messages' })).toContainText(answer);
  await expect(requestRow(member, text)).not.toContainText('new message');

  // The member's reply reaches the open thread of the staff live.
  await member.getByLabel('Your message').fill('Thank you so much!');
  await member.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(admin.getByRole('list', { name: 'Messages' })).toContainText('Thank you so much!');

  // The member marks it answered; both lists say so.
  await member.getByRole('button', { name: 'Mark as answered' }).click();
  const answered = member.getByRole('dialog', { name: 'Mark as answered' });
  await answered.getByLabel('Note of thanks (optional)').fill('The house sold in a week.');
  await answered.getByRole('button', { name: 'Mark as answered' }).click();
  await expect(requestRow(member, text)).toContainText('Answered');
  await expect(requestRow(admin, text)).toContainText('Answered');

  await member.context().close();
  await admin.context().close();
});

test('showing earlier messages keeps the thread in order', async ({ page, request }) => {
  const token = await tokenOf(request, DEMO.member);
  const auth = { Authorization: `Bearer ${token}` };
  const text = `A long thread (${Date.now()})`;
  const created = await request.post('/api/requests', { data: { requestText: text, page: '/' }, headers: auth });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as { id: number };
  const texts = Array.from({ length: 8 }, (_, index) => `Update ${index + 1}`);
  for (const messageText of texts) {
    const sent = await request.post('/api/messages', { data: { requestId: id, messageText }, headers: auth });
    expect(sent.ok(), await sent.text()).toBe(true);
  }

  await signInAs(page, DEMO.member);
  await page.goto('/account/prayer-requests');
  await requestRow(page, text).click();
  const messages = page.getByRole('list', { name: 'Messages' }).getByRole('listitem');
  // The newest six first, oldest at the top.
  await expect(messages).toHaveCount(6);
  await expect(messages.first()).toContainText('Update 3');
  await page.getByRole('button', { name: 'Show earlier messages' }).click();
  await expect(messages).toHaveCount(8);
  const shown = await messages.allTextContents();
  expect(shown.map((entry) => entry.match(/Update \d/)?.[0])).toEqual(texts);
  await expect(page.getByRole('button', { name: 'Show earlier messages' })).toHaveCount(0);
});
