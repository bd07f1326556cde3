import { expect, test } from '@playwright/test';
import { DEMO, signInAs } from '../src/accounts';

// A visitor abroad: Tokyo is 15 hours ahead of the church in winter, 14 in summer, so a time
// shown in the browser's own zone would read in the evening, often of the next day.
test.use({ timezoneId: 'Asia/Tokyo' });

test("events show the church's time, not the visitor's: the 7:30 AM breakfast reads 07:30 AM", async ({ page }) => {
  await page.goto('/events');
  const breakfast = page.locator('main article').filter({ hasText: "Men's Breakfast" });
  await expect(breakfast).toBeVisible();
  await expect(breakfast.locator('time').first()).toHaveText(/^\d{2}\.\d{2}\.\d{4} 07:30 AM$/);
  // The page really runs in Tokyo time: the browser's own clock would say otherwise.
  const tokyoHour = await breakfast
    .locator('time')
    .first()
    .evaluate((time) => new Date(time.getAttribute('datetime') ?? '').getHours());
  expect(tokyoHour).not.toBe(7);
});

test("a sermon's date is the church's day for a visitor abroad, drawn and hydrated alike", async ({ page }) => {
  const clientErrors: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/client-errors')) clientErrors.push(request.postData() ?? 'client error');
  });
  const html = await (await page.request.get('/videos', { headers: { accept: 'text/html' } })).text();
  const drawn = [...html.matchAll(/<time[^>]*>([^<]+)<\/time>/g)].map((match) => match[1] ?? '');
  expect(drawn.length, 'the sermons page comes drawn with its dates').toBeGreaterThan(0);

  await page.goto('/videos');
  await expect(page.locator('[data-server-drawn]'), 'React has taken the page over').toHaveCount(0);
  const dates = page.locator('main article time');
  await expect(dates).toHaveText(drawn);
  const chicagoDay = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Chicago',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  for (const time of await dates.all()) {
    const [month, day, year] = chicagoDay.format(new Date((await time.getAttribute('datetime')) ?? '')).split('/');
    await expect(time).toHaveText(`${month}.${day}.${year}`);
  }
  expect(clientErrors, 'no hydration mismatch reported').toEqual([]);
});

test("a sermon's date reads the same on the public page and on the dashboard's Video Settings", async ({ page }) => {
  await page.goto('/videos');
  const card = page.locator('main article').first();
  const name = (await card.getByRole('heading').textContent())?.trim() ?? '';
  const publicDate = card.locator('time');
  const instant = (await publicDate.getAttribute('datetime')) ?? '';
  const [month, day, year] = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Chicago',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .format(new Date(instant))
    .split('/');
  await expect(publicDate).toHaveText(`${month}.${day}.${year}`);

  await signInAs(page, DEMO.admin);
  await page.goto(`/dashboard/video-settings?search=${encodeURIComponent(name)}`);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
  await expect(row).toContainText(`${month}.${day}.${year}`);
});
