import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, signInAs, tokenOf } from '../src/accounts';
import { expectNoSeriousA11yViolations } from '../src/axe';

/** Where the pages' screenshots go, to be looked at (not compared). */
const shots = process.env.E2E_SHOTS_DIR ?? 'test-results/master-calendar';
const ZONE = 'America/Chicago';

async function screenshot(page: Page, name: string, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
}

/** The church's calendar day `days` from now, 'YYYY-MM-DD'. */
function churchDay(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(Date.now() + days * 86_400_000));
}

/** The instant at which the church's clock reads `time` on `day` (Central time is UTC-5 or UTC-6). */
function churchInstant(day: string, time: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wall = new Intl.DateTimeFormat('en-CA', {
    timeZone: ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  for (const offset of [5, 6]) {
    const candidate = new Date(Date.UTC(year, month - 1, date, hour + offset, minute));
    if (wall.format(candidate).replace(',', '') === `${day} ${time}`) return candidate;
  }
  throw new Error(`no instant for ${day} ${time} in ${ZONE}`);
}

/** 'Monday, March 11': how the grid names a day. */
const dayName = (day: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

async function createEvent(request: APIRequestContext, token: string, data: Record<string, unknown>) {
  const response = await request.post('/api/events', { data, headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

test("an event created through the API shows in its day's cell and in the public feed, and in the list by day on a phone", async ({
  page,
}) => {
  // Two events, four screenshots and two axe runs: 28.7 s on a quiet machine, against 30 s.
  test.setTimeout(60_000);
  const token = await tokenOf(page.request, DEMO.admin);
  const headers = { Authorization: `Bearer ${token}` };
  const groups = await page.request.get('/api/groups?search=Sanctuary%20Choir', { headers });
  const choir = ((await groups.json()) as { entities: { id: number; name: string }[] }).entities[0];
  expect(choir?.name).toBe('Sanctuary Choir');

  // 11:30 PM church time: already the next day in UTC, so a wrong zone shows on the wrong day.
  const suffix = Date.now() % 100_000;
  const title = `Midnight Vigil ${suffix}`;
  const privateTitle = `Choir Leaders Meeting ${suffix}`;
  const day = churchDay(10);
  const start = churchInstant(day, '23:30');
  const id = await createEvent(page.request, token, {
    title,
    body: 'Prayer and hymns by candlelight.',
    location: 'Sanctuary',
    startDate: start.toISOString(),
    endDate: new Date(start.getTime() + 25 * 60_000).toISOString(),
    groupId: choir?.id,
    isPublic: true,
  });
  const privateId = await createEvent(page.request, token, {
    title: privateTitle,
    startDate: churchInstant(day, '18:00').toISOString(),
    endDate: churchInstant(day, '19:00').toISOString(),
    groupId: choir?.id,
    isPublic: false,
  });

  await signInAs(page, DEMO.admin);
  await page.setViewportSize({ width: 1280, height: 900 });
  const [year, month] = day.split('-').map(Number);
  await page.goto(`/dashboard/events-master-calendar?month=${month}&year=${year}`);
  await expect(page.getByRole('heading', { name: 'Master Calendar', level: 1 })).toBeVisible();
  // No menu entry of its own: Plans is the active one.
  const menu = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(menu.getByRole('link', { name: 'Plans' })).toHaveAttribute('aria-current', 'page');

  const cell = page.getByRole('cell', { name: new RegExp(`^${dayName(day)}(?!\\d)`) });
  const chip = cell.getByRole('button', { name: `11:30 PM ${title}` });
  await expect(chip).toBeVisible();
  await expect(cell.getByRole('button', { name: `06:00 PM ${privateTitle}` })).toBeVisible();
  await screenshot(page, 'grid', 1280);

  await chip.click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toContainText('Sanctuary Choir (Worship)');
  await expect(dialog).toContainText('Prayer and hymns by candlelight.');
  await expect(dialog).toContainText(/\d{2}\.\d{2}\.\d{4} 11:30 PM – 11:55 PM/);
  await expect(dialog.getByRole('textbox', { name: 'Sanctuary Choir public events feed' })).toHaveValue(
    new RegExp(`/api/calendar/groups/${choir?.id}\\.ics$`),
  );
  await screenshot(page, 'details', 1280);
  // The event details dialog, under axe where it is open (the grid is every-page's).
  await expectNoSeriousA11yViolations(page, 'dialog[open]');
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The feed the Subscribe box offers holds the public event at its UTC instant, not the private one.
  const feedUrl = await page.getByRole('textbox', { name: 'Public events feed' }).inputValue();
  const feed = await page.request.get(feedUrl);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const text = await feed.text();
  expect(text).toContain(`SUMMARY:${title}`);
  expect(text).toContain(`UID:event-${id}@`);
  expect(text).toContain(
    `DTSTART:${start
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '')}`,
  );
  expect(text).not.toContain(privateTitle);

  // A phone gets the days as a list.
  await screenshot(page, 'grid', 390);
  await expect(page.getByRole('table')).toHaveCount(0);
  const listDay = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: dayName(day) }) });
  await expect(listDay.getByRole('button', { name: `11:30 PM ${title}` })).toBeVisible();
  // every-page opens the calendar on a desktop only: the phone's list of days, under axe here.
  await expectNoSeriousA11yViolations(page);
  await listDay.getByRole('button', { name: `11:30 PM ${title}` }).click();
  await expect(page.getByRole('dialog', { name: title })).toContainText('Sanctuary Choir (Worship)');
  await screenshot(page, 'details', 390);
  await page.getByRole('dialog', { name: title }).getByRole('button', { name: 'Close' }).click();
  await page.getByRole('region', { name: 'Subscribe' }).scrollIntoViewIfNeeded();
  await screenshot(page, 'list', 390);

  // Deleted: gone from the feed on the next read.
  for (const event of [id, privateId]) {
    expect((await page.request.delete(`/api/events/${event}`, { headers })).status()).toBe(204);
  }
  expect(await (await page.request.get(feedUrl)).text()).not.toContain(title);
});
