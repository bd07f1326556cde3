import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, signInAs, tokenOf } from '../src/accounts';
import { repoRoot } from '../src/site';

// A 60 KB H.264 clip of the demo content: small, and a type the API and Chromium both take.
const clipPath = path.join(repoRoot, 'packages/api/demo/videos/youth-night.mp4');

interface VideoJson {
  id: number;
  name: string;
  videoUrl: string;
  isOnHomePage: boolean;
  posterUrl: string | null;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function findVideo(request: APIRequestContext, name: string): Promise<VideoJson | undefined> {
  const videos = (await (await request.get('/api/videos')).json()) as VideoJson[];
  return videos.find((video) => video.name === name);
}

/** Every value the upload's progress bar shows, recorded in the page as it changes. */
async function recordProgress(page: Page): Promise<() => Promise<number[]>> {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { __progress: number[] }).__progress = seen;
    const record = () => {
      const bar = document.querySelector('[role="progressbar"]');
      const value = Number(bar?.getAttribute('aria-valuenow') ?? NaN);
      if (bar && seen.at(-1) !== value) seen.push(value);
    };
    new MutationObserver(record).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-valuenow'],
    });
  });
  return () => page.evaluate(() => (window as unknown as { __progress: number[] }).__progress);
}

/** Uploads crawl (about 40 KB/s), so the progress bar is seen moving. */
async function slowUploads(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 40 * 1024,
  });
  return () =>
    cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
}

test('the leader uploads a video with progress to 100, it plays on /videos, goes on the home page, and is deleted with its files', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const name = `Evening Prayer ${Date.now()}`;
  await signInAs(page, DEMO.leader);
  await page.goto('/account/video-settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Video Settings' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Video Settings' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Upload video' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Upload video' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Video file (MP4 or WebM)').setInputFiles(clipPath);
  const progress = await recordProgress(page);
  const fullSpeed = await slowUploads(page);
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog.getByRole('progressbar', { name: 'Uploading youth-night.mp4' })).toBeVisible();
  await expect(page.getByText('Video successfully uploaded!')).toBeVisible({ timeout: 20_000 });
  await fullSpeed();
  await expect(dialog).toBeHidden();
  const values = await progress();
  expect(values.at(-1)).toBe(100);
  expect(values.length).toBeGreaterThan(2);
  expect(values).toEqual([...values].sort((a, b) => a - b));

  // The new video heads the list, switched off the home page.
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
  await expect(row).toBeVisible();
  const homeSwitch = page.getByRole('switch', { name: `Show ${name} on the home page` });
  await expect(homeSwitch).not.toBeChecked();
  const stored = await findVideo(request, name);
  expect(stored?.videoUrl).toMatch(/^\/api\/files\/[0-9a-f-]{36}\.mp4$/);
  // The browser took a still of the clip (its frame at one second, 480 × 270 like the clip) and
  // stored it as the video's poster: the list's thumbnail shows it.
  expect(stored?.posterUrl).toMatch(/^\/api\/files\/[0-9a-f-]{36}\.webp$/);
  await expect(row.locator('img')).toHaveAttribute('src', stored?.posterUrl ?? '');
  await expect
    .poll(() => row.locator('img').evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight]))
    .toEqual([480, 270]);

  // It is on /videos and plays.
  await page.goto('/videos');
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/videos/${stored?.id}$`));
  const player = page.locator('main video').first();
  // The poster shows, and nothing of the video is fetched before Play.
  await expect(player).toHaveAttribute('poster', stored?.posterUrl ?? '');
  await expect(player).toHaveAttribute('preload', 'none');
  await page.getByRole('button', { name: `Play ${name}` }).click();
  await expect
    .poll(() => player.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 10_000 })
    .toBeGreaterThan(0.3);
  expect(await player.evaluate((element: HTMLVideoElement) => element.error)).toBeNull();

  // Switched onto the home page: the newest video marked for it, so the home page shows it.
  await page.goto('/account/video-settings');
  await homeSwitch.click();
  await expect(homeSwitch).toBeChecked();
  await expect(homeSwitch).toBeEnabled();
  await page.goto('/');
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible();

  // Deleted: gone from the list, from the public pages, and its file from storage.
  await page.goto('/account/video-settings');
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog', { name: 'Delete this video?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Video successfully deleted!')).toBeVisible();
  await expect(page.getByRole('link', { name, exact: true })).toBeHidden();
  expect((await request.get(stored?.videoUrl ?? '')).status()).toBe(404);
  expect((await request.get(stored?.posterUrl ?? '')).status()).toBe(404);
  expect((await request.get(`/api/videos/${stored?.id}`)).status()).toBe(404);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Sunday Worship: Come, Thou Fount' })).toBeVisible();
  await expect(page.getByRole('link', { name, exact: true })).toBeHidden();
});

test('an admin deletes a comment from the dashboard, and it is gone from the video page', async ({ page, request }) => {
  const text = `Thank you for this message (${Date.now()})`;
  const video = await findVideo(request, 'Sunday Worship: Come, Thou Fount');
  const memberToken = await tokenOf(request, DEMO.member);
  const created = await request.post('/api/comments', {
    headers: bearer(memberToken),
    data: { videoId: video?.id, text },
  });
  expect(created.status()).toBe(201);

  await page.goto(`/videos/${video?.id}`);
  await expect(page.getByText(text)).toBeVisible();

  await signInAs(page, DEMO.admin);
  await page.goto('/dashboard/comments');
  await expect(page.getByRole('heading', { level: 1, name: 'Comments' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Video' }).selectOption({ label: 'Sunday Worship: Come, Thou Fount' });
  await expect(page).toHaveURL(new RegExp(`video=${video?.id}`));
  const row = page.getByRole('row').filter({ hasText: text });
  await expect(row.getByRole('link', { name: 'Sunday Worship: Come, Thou Fount' })).toHaveAttribute(
    'href',
    `/videos/${video?.id}`,
  );
  await expect(row).toContainText(/\d\d\.\d\d\.\d{4} \d\d:\d\d (AM|PM)/);
  await row.getByRole('button', { name: /^Delete the comment by Daniel Okafor/ }).click();
  await page.getByRole('dialog', { name: 'Delete this comment?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(row).toBeHidden();

  await page.goto(`/videos/${video?.id}`);
  await expect(page.getByRole('heading', { name: /^Comments/ })).toBeVisible();
  await expect(
    page.getByText('Singing this together this morning was such a gift. Thank you, worship team!'),
  ).toBeVisible();
  await expect(page.getByText(text)).toBeHidden();
});

test('member@example.com (no allowed actions) sees neither page, and the API refuses their writes', async ({
  page,
  request,
}) => {
  await signInAs(page, DEMO.member);
  await page.goto('/account/settings');
  const menu = page.getByRole('navigation', { name: 'Account' });
  await expect(menu.getByRole('link', { name: 'Account Settings' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Video Settings' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Comments' })).toHaveCount(0);
  for (const path of ['/account/video-settings', '/account/comments', '/dashboard/video-settings']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
  }

  const token = await tokenOf(request, DEMO.member);
  const adminToken = await tokenOf(request, DEMO.admin);
  const [video] = (await (await request.get('/api/videos')).json()) as VideoJson[];
  const othersComment = (
    (await (await request.get(`/api/paginated-comments-all?take=50`, { headers: bearer(adminToken) })).json()) as {
      entities: { id: number; creator: { firstName: string } }[];
    }
  ).entities.find((comment) => comment.creator.firstName !== 'Daniel');
  const forbidden = [
    request.post('/api/videos', {
      headers: bearer(token),
      data: { name: 'Mine', videoUrl: 'https://youtu.be/abcdef12345' },
    }),
    request.put(`/api/videos/toggle-home-visibility/${video?.id}`, { headers: bearer(token) }),
    request.delete(`/api/videos/${video?.id}`, { headers: bearer(token) }),
    request.get('/api/paginated-comments-all', { headers: bearer(token) }),
    request.delete(`/api/comments/${othersComment?.id}`, { headers: bearer(token) }),
  ];
  for (const response of await Promise.all(forbidden)) {
    expect(response.status(), response.url()).toBe(403);
    expect(await response.json()).toEqual({ errors: ['You do not have permission to do this'] });
  }
  // Nothing changed.
  expect((await findVideo(request, video?.name ?? ''))?.isOnHomePage).toBe(video?.isOnHomePage);
});

test('screenshots of both pages at 1280 and 390 px wide', async ({ page }, testInfo) => {
  // E2E_SHOTS_DIR keeps them out of the output folder that every run empties.
  const shot = (name: string) =>
    process.env.E2E_SHOTS_DIR ? path.join(process.env.E2E_SHOTS_DIR, name) : testInfo.outputPath(name);
  await signInAs(page, DEMO.admin);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/dashboard/video-settings');
    await expect(page.getByRole('link', { name: 'Sunday Worship: Come, Thou Fount' })).toBeVisible();
    await page.screenshot({ path: shot(`video-settings-${width}.png`), fullPage: true });
    await page.getByRole('button', { name: 'Upload video' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Upload video' });
    await dialog.getByLabel('Name').fill('Good Friday');
    await dialog.getByRole('radio', { name: 'A link to a social network' }).check();
    await dialog.getByLabel('Link to the video').fill('https://www.youtube.com/watch?v=aqz-KE-bpKQ');
    await expect(dialog.getByTitle('Preview of Good Friday')).toBeVisible();
    await page.screenshot({ path: shot(`video-upload-${width}.png`) });
    await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
    await page.goto('/dashboard/comments');
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByRole('row').nth(1).getByRole('link')).toBeVisible();
    await page.screenshot({ path: shot(`comments-${width}.png`), fullPage: true });
  }
});
