import { expect, test } from '@playwright/test';
import ICAL from 'ical.js';
import { DEMO, signInAs } from '../src/accounts';

// An admin makes a weekly event with one skipped date in the Events form; the master calendar
// and the public feed (read by a real iCalendar parser) hold every date but that one. Editing
// one date then bumps the series' SEQUENCE, so subscribed calendars take the change.
const ZONE = 'America/Chicago';

/** The church's calendar day `days` from now, 'YYYY-MM-DD'. */
function churchDay(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(Date.now() + days * 86_400_000));
}
const plusDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** 'Monday, March 11': how the grid names a day. */
const dayName = (day: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

test('an admin creates a weekly event with one skipped date: the master calendar and the feed show every other date, and editing one date bumps SEQUENCE', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const title = `Bible Study ${Date.now() % 100_000}`;
  // Four weeks from the first of next month: all in one month of the grid, and all to come.
  const [thisYear, thisMonth] = churchDay(0).split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(thisYear, thisMonth, 1)).toISOString().slice(0, 10);
  const dates = [0, 7, 14, 21].map((days) => plusDays(first, days));
  const skipped = dates[1]!;

  await signInAs(page, DEMO.admin);
  await page.goto('/dashboard/events');
  await page.getByRole('button', { name: 'New event' }).click();
  const form = page.getByRole('dialog', { name: 'New event' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Start date').fill(first);
  await form.getByLabel('Start time').fill('19:00');
  await form.getByLabel('End date').fill(first);
  await form.getByLabel('End time').fill('20:30');
  await form.getByLabel('Repeats').selectOption({ label: 'Weekly' });
  await form.getByLabel('Ends').selectOption({ label: 'After a number of times' });
  await form.getByLabel('Number of times').fill('4');
  await form.getByLabel('Date to skip').fill(skipped);
  await form.getByRole('button', { name: 'Skip this date' }).click();
  await expect(form.getByRole('list', { name: 'Skipped dates' })).toContainText(
    `${skipped.slice(5, 7)}.${skipped.slice(8, 10)}.${skipped.slice(0, 4)}`,
  );
  await form.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByText('Event successfully created')).toBeVisible();
  // Listed once, with its rule (found by name: the list is in date order, the demo's first).
  await page.goto(`/dashboard/events?search=${encodeURIComponent(title)}`);
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Weekly, 4 times');

  const [year, month] = first.split('-').map(Number);
  await page.goto(`/dashboard/events-master-calendar?month=${month}&year=${year}`);
  for (const date of dates) {
    const cell = page.getByRole('cell', { name: new RegExp(`^${dayName(date)}(?!\\d)`) });
    await expect(cell.getByRole('button', { name: `07:00 PM ${title}` })).toHaveCount(date === skipped ? 0 : 1);
  }

  /** The feed's VEVENTs of this event: the series first, then each date changed on its own. */
  const readFeed = async () => {
    const feed = await page.request.get('/api/calendar/public.ics');
    const calendar = new ICAL.Component(ICAL.parse(await feed.text()) as unknown[]);
    for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
    return calendar
      .getAllSubcomponents('vevent')
      .filter((each) => String(each.getFirstPropertyValue('summary')).startsWith(title))
      .sort((a, b) => Number(a.hasProperty('recurrence-id')) - Number(b.hasProperty('recurrence-id')));
  };
  const [vevent] = await readFeed();
  expect(vevent, 'the series in the feed').toBeDefined();
  const series = new ICAL.Event(vevent!);
  const days: string[] = [];
  const iterator = series.iterator();
  for (let next = iterator.next(); next; next = iterator.next()) {
    days.push(next.toJSDate().toLocaleDateString('en-CA', { timeZone: ZONE }));
  }
  expect(days).toEqual(dates.filter((date) => date !== skipped));

  // The last date moves half an hour later on its own; SEQUENCE counts seconds, so wait one.
  const sequenceBefore = Number(vevent!.getFirstPropertyValue('sequence'));
  await page.waitForTimeout(1_100);
  const last = dates.at(-1)!;
  await page
    .getByRole('cell', { name: new RegExp(`^${dayName(last)}(?!\\d)`) })
    .getByRole('button', { name: `07:00 PM ${title}` })
    .click();
  await page.getByRole('dialog', { name: title }).getByRole('button', { name: 'Edit this date' }).click();
  const edit = page.getByRole('dialog', { name: `Edit this date of “${title}”` });
  await edit.getByLabel('Start time').fill('19:30');
  await edit.getByLabel('End time').fill('21:00');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();

  const [seriesAfter, changed] = await readFeed();
  expect(Number(seriesAfter!.getFirstPropertyValue('sequence'))).toBeGreaterThan(sequenceBefore);
  expect(changed, 'the changed date in the feed').toBeDefined();
  const moved = new ICAL.Event(changed!);
  expect(moved.recurrenceId.toJSDate().toLocaleDateString('en-CA', { timeZone: ZONE })).toBe(last);
  expect(moved.startDate.toJSDate().toLocaleTimeString('en-GB', { timeZone: ZONE })).toBe('19:30:00');
});
