import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import ICAL from 'ical.js';

// A first-time visitor on a phone: when and where to come, then an event into their calendar.
test.use({ viewport: { width: 390, height: 844 } });

const CHURCH_ZONE = 'America/Chicago';
const churchDay = (iso: string) => new Date(iso).toLocaleDateString('en-CA', { timeZone: CHURCH_ZONE });

test('a visitor finds the service times and a maps link near the top of the home page', async ({ page }) => {
  // Drawn by the server: the times are in the HTML itself.
  const html = await (await page.request.get('/', { headers: { accept: 'text/html' } })).text();
  expect(html).toContain('Traditional worship');

  const clientErrors: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/client-errors')) clientErrors.push(request.postData() ?? 'client error');
  });
  await page.goto('/');
  await expect(page.locator('[data-server-drawn]'), 'React has taken the page over').toHaveCount(0);
  const visit = page.locator('main section').filter({ has: page.getByRole('heading', { name: 'Plan your visit' }) });
  await page.waitForLoadState('networkidle');
  await expect(visit.getByText('Sunday', { exact: true }), clientErrors.join('\n')).toBeVisible();
  await expect(visit.getByText('09:00 AM')).toBeVisible();
  const maps = visit.getByRole('link', { name: 'Get directions' });
  await expect(maps).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=1200%20N%20Market%20St/,
  );
  // Near the top: on the phone's first or second screen, above the home page's other sections.
  const top = await visit.evaluate((element) => element.getBoundingClientRect().top);
  expect(top).toBeLessThan(2 * 844);
  // React kept the section as drawn: no hydration error was reported.
  expect(clientErrors).toEqual([]);

  // Reached in the browser, the home page draws the section itself.
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 2, name: 'Plan your visit' })).toBeVisible();
  // A client-side navigation, as the header's link does (folded into the menu on a phone).
  await page.evaluate(() => {
    window.history.pushState({}, '', '/');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(visit.getByRole('link', { name: 'Get directions' })).toBeVisible();
});

test('a visitor opens a one-day event, reads one date with its weekday, and downloads its .ics', async ({ page }) => {
  const upcoming = (await (await page.request.get('/api/events/upcoming?skip=0&take=6')).json()) as {
    entities: { id: number; title: string; startDate: string; endDate: string; occurrence?: string | null }[];
  };
  // A one-time event: a repeating one's file holds its series and any date changed on its own.
  const event = upcoming.entities.find(
    (each) => !each.occurrence && churchDay(each.startDate) === churchDay(each.endDate),
  );
  expect(event, 'a one-day event on the first page of /events').toBeDefined();

  await page.goto('/events');
  await page.getByRole('link', { name: event!.title, exact: true }).first().click();
  // A list names the date it shows (`?on=`): one date of a repeating event is its own link.
  await expect(page).toHaveURL(new RegExp(`/events/${event!.id}(\\?on=\\d{4}-\\d{2}-\\d{2})?$`));
  await expect(page.getByRole('heading', { level: 1, name: event!.title })).toBeVisible();
  const weekday = new Date(event!.startDate).toLocaleDateString('en-US', { weekday: 'long', timeZone: CHURCH_ZONE });
  const when = page.locator('main dd time');
  await expect(when).toHaveText(
    new RegExp(`^${weekday}, \\w+ \\d{1,2}, \\d{4}, \\d{2}:\\d{2} [AP]M – \\d{2}:\\d{2} [AP]M$`),
  );

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download .ics' }).click(),
  ]);
  const calendar = new ICAL.Component(ICAL.parse(await readFile((await download.path())!, 'utf8')) as unknown[]);
  const vevents = calendar.getAllSubcomponents('vevent');
  expect(vevents).toHaveLength(1);
  const parsed = new ICAL.Event(vevents[0]!);
  expect(parsed.summary).toBe(event!.title);
  expect(parsed.startDate.toJSDate().toISOString()).toBe(new Date(event!.startDate).toISOString());
  // The start the page shows is the file's start on the church's clock.
  const startOnChurchClock = parsed.startDate
    .toJSDate()
    .toLocaleTimeString('en-US', { hour: '2-digit', minute: '2-digit', timeZone: CHURCH_ZONE });
  await expect(when).toContainText(`, ${startOnChurchClock} –`);
  await expect(page.getByRole('link', { name: 'Google Calendar' })).toHaveAttribute(
    'href',
    /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&/,
  );
});

test('every visitor is offered the public calendar feed on /events', async ({ page }) => {
  await page.goto('/events');
  await expect(page.getByRole('link', { name: 'Subscribe to our calendar' })).toHaveAttribute(
    'href',
    /^webcal:\/\/[^/]+\/api\/calendar\/public\.ics$/,
  );
});

test('a visitor narrows the sermons to a series and reads its messages in the order preached', async ({ page }) => {
  await page.goto('/videos');
  await expect(page.getByRole('heading', { level: 1, name: 'Sermons' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Series' }).selectOption('Psalms of Ascent');
  await page.getByRole('button', { name: 'Search', exact: true }).click();

  await expect(page).toHaveURL(/\/videos\?(.+&)?series=Psalms\+of\+Ascent/);
  await expect(page.getByRole('heading', { level: 2, name: 'Series: Psalms of Ascent' })).toBeVisible();
  await expect(page.locator('main article h3')).toHaveText([/part 1/, /part 2/, /part 3/, /part 4/]);
  // The series stays chosen on its page.
  await expect(page.getByRole('combobox', { name: 'Series' })).toHaveValue('Psalms of Ascent');
});
