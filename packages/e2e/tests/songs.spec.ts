import { expect, test, type Page } from '@playwright/test';
import { DEMO, signInAs, tokenOf } from '../src/accounts';

/** Where the screenshots go, to be looked at (not compared). */
const shots = process.env.E2E_SHOTS_DIR ?? 'test-results/songs';

async function screenshots(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await page.getByRole('region', { name: 'Add a song' }).screenshot({ path: `${shots}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('the leader finds a hymn by its first line, reads its details, adds it to a plan, and sees it among the popular songs', async ({
  page,
  request,
}) => {
  const token = await tokenOf(request, DEMO.leader);
  const created = await request.post('/api/service-types', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: `Hymn Sing ${Date.now()}` },
  });
  expect(created.ok()).toBeTruthy();
  const { id } = (await created.json()) as { id: number };

  await signInAs(page, DEMO.leader);
  await page.goto(`/account/plan-page/${id}`);
  const songs = page.getByRole('region', { name: 'Add a song' });
  await songs.getByLabel('Search by').selectOption('lyrics');
  await songs.getByRole('searchbox', { name: 'Search songs' }).fill('how sweet the sound');
  const found = songs.getByRole('list', { name: 'Songs found' });
  await expect(found.getByText('Amazing Grace', { exact: true })).toBeVisible();
  await songs.getByRole('button', { name: 'Details: Amazing Grace' }).click();
  await expect(songs.getByRole('region', { name: 'Song details' })).toContainText('Traditional American melody');
  await screenshots(page, 'song-search');

  await songs.getByRole('button', { name: 'Add to plan: Amazing Grace' }).click();
  const order = page.getByRole('list', { name: 'Order of service' });
  await expect(order.locator('strong', { hasText: 'Amazing Grace' })).toBeVisible();

  // Keyboard: from the Search tab to Popular with an arrow key.
  await songs.getByRole('tab', { name: 'Search' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(songs.getByRole('tab', { name: 'Popular' })).toHaveAttribute('aria-selected', 'true');
  await expect(songs.getByRole('list', { name: 'Popular songs' }).getByText('Amazing Grace')).toBeVisible();
  await screenshots(page, 'song-popular');
});

test('a member without Service plans cannot search songs', async ({ request }) => {
  const token = await tokenOf(request, DEMO.member);
  const response = await request.get('/api/songs/search?query=grace', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(403);
});
