import { expect, test } from '@playwright/test';
import { DEMO, signInAs, tokenOf } from '../src/accounts';

test('the leader sees when each item starts, inserts a song after the welcome from the keyboard, and is told which files attachments take', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const headers = { Authorization: `Bearer ${await tokenOf(request, DEMO.leader)}` };
  const created = await request.post('/api/service-types', { headers, data: { name: `Start times ${Date.now()}` } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  for (const [title, lengthMinutes] of [
    ['Welcome', 5],
    ['Sermon', 30],
  ] as const) {
    const item = { serviceTypeId: id, kind: 'reading', title, lengthMinutes };
    expect((await request.post('/api/service-types/plan-items', { headers, data: item })).status()).toBe(201);
  }
  // Sunday 6 June 2027, 10:30 AM on the demo church's clock (Chicago, daylight time).
  const dated = await request.put(`/api/scheduling/plans/${id}/time`, {
    headers,
    data: { startsAt: '2027-06-06T15:30:00.000Z' },
  });
  expect(dated.ok(), await dated.text()).toBeTruthy();

  await signInAs(page, DEMO.leader);
  await page.goto(`/account/plan-page/${id}`);
  const order = page.getByRole('list', { name: 'Order of service' });
  const row = (title: string) =>
    order.getByRole('listitem').filter({ has: page.locator('strong', { hasText: title }) });
  await expect(row('Welcome')).toContainText('Starts 10:30 AM · 5 min');
  await expect(row('Sermon')).toContainText('Starts 10:35 AM · 30 min');

  // Where the song goes, chosen from the keyboard: the first place, then one down.
  const songs = page.getByRole('region', { name: 'Add a song' });
  const placement = songs.getByRole('combobox', { name: 'Insert songs' });
  await placement.focus();
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowDown');
  await expect(placement.locator('option:checked')).toHaveText('After 1. Welcome');
  await songs.getByRole('searchbox', { name: 'Search songs' }).fill('Amazing Grace');
  await songs.getByRole('searchbox', { name: 'Search songs' }).press('Enter');
  await songs.getByRole('button', { name: 'Add to plan: Amazing Grace' }).first().click();
  await expect(order.locator('strong')).toHaveText(['Welcome', 'Amazing Grace', 'Sermon']);
  await expect(row('Sermon')).toContainText('Starts 10:39 AM');
  // Saved on the server in that order.
  await page.reload();
  await expect(order.locator('strong')).toHaveText(['Welcome', 'Amazing Grace', 'Sermon']);

  const files = page.getByLabel('Add files');
  await expect(files).toHaveAccessibleDescription('Takes PDF, DOCX, MP3, JPEG, PNG, WebP, GIF, MP4, and WebM files.');
  await files.setInputFiles({ name: 'Anthem.wav', mimeType: 'audio/wav', buffer: Buffer.from('RIFF....WAVEfmt ') });
  await expect(page.getByRole('list', { name: 'Uploads' }).getByRole('alert')).toHaveText(
    'Error while uploading file This type of file is not taken: choose a PDF, DOCX, MP3, JPEG, PNG, WebP, GIF, MP4, or WebM file.',
  );
});
