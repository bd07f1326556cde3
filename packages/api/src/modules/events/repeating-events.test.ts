import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import {
  repeatMessages,
  type CalendarEvent,
  type EventDetail,
  type EventList,
  type EventsReport,
  type EventSummary,
  type ManagedEvent,
} from '@church/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import { DateTime } from 'luxon';
import { bearer, buildTestApp, demo, describeEachDatabase, login, type TestSession } from '../../../test/helper';
import { events } from './events.table';

// Far from the demo events (seeded around the real date): only this suite's events fall in its
// months, reports and feed window. US daylight saving in 2030: from 10 March to 3 November.
const ZONE = 'America/Chicago';
const NOW = new Date('2030-01-01T12:00:00Z');

/** A wall time on the church's clock ('2030-03-03T10:00') as the instant the API takes. */
const onClock = (local: string) => DateTime.fromISO(local, { zone: ZONE }).toUTC().toISO()!;

describeEachDatabase('repeating events', (target) => {
  let app: FastifyInstance;
  let admin: TestSession;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({
      method,
      url: `/api${url}`,
      headers: bearer(admin),
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  const create = async (event: Record<string, unknown>) => {
    const response = await call('POST', '/events', { body: '', location: 'Fellowship Hall', isPublic: true, ...event });
    assert.equal(response.statusCode, 201, response.body);
    return response.json<ManagedEvent>();
  };
  /** The dates of `title` on the master calendar's month: [start instant, title]. */
  const month = async (year: number, m: number, title: string) => {
    const response = await call('GET', `/events/by-month?month=${m}&year=${year}`);
    assert.equal(response.statusCode, 200, response.body);
    return response
      .json<CalendarEvent[]>()
      .filter((event) => event.title.startsWith(title))
      .map((event) => [event.startDate, event.title, event.occurrence]);
  };
  const feed = async () => {
    const response = await app.inject({ method: 'GET', url: '/api/calendar/public.ics' });
    assert.equal(response.statusCode, 200, response.body);
    return new ICAL.Component(ICAL.parse(response.body) as unknown[]);
  };
  /** The feed's VEVENTs of one event: its series and its changed dates. */
  const veventsOf = (calendar: InstanceType<typeof ICAL.Component>, id: number) =>
    calendar
      .getAllSubcomponents('vevent')
      .filter((vevent) => vevent.getFirstPropertyValue('uid') === `event-${id}@localhost`);

  before(async () => {
    app = await buildTestApp(await target.fresh(), { timeZone: ZONE, now: () => NOW });
    admin = await login(app, demo.admin);
  });
  after(() => app.close());

  it('keeps a weekly event at 10:00 on the church clock across both daylight-saving changes', async () => {
    await create({
      title: 'Sunday school',
      startDate: onClock('2030-03-03T10:00'),
      endDate: onClock('2030-03-03T11:00'),
      repeat: { frequency: 'weekly', weekdays: ['SU'], until: '2030-03-17' },
    });
    assert.deepEqual(await month(2030, 3, 'Sunday school'), [
      ['2030-03-03T16:00:00.000Z', 'Sunday school', '2030-03-03'],
      ['2030-03-10T15:00:00.000Z', 'Sunday school', '2030-03-10'],
      ['2030-03-17T15:00:00.000Z', 'Sunday school', '2030-03-17'],
    ]);
    await create({
      title: 'Autumn choir',
      startDate: onClock('2030-10-27T10:00'),
      endDate: onClock('2030-10-27T11:00'),
      repeat: { frequency: 'weekly', weekdays: ['SU'], count: 2 },
    });
    assert.deepEqual(
      [...(await month(2030, 10, 'Autumn choir')), ...(await month(2030, 11, 'Autumn choir'))].map(([start]) => start),
      ['2030-10-27T15:00:00.000Z', '2030-11-03T16:00:00.000Z'],
    );
  });

  it('counts each date in the events report: month ends, the first Saturday, a day run past February', async () => {
    await create({
      title: 'Month-end prayer',
      startDate: onClock('2030-01-31T19:00'),
      endDate: onClock('2030-01-31T20:00'),
      repeat: { frequency: 'monthly', monthlyBy: 'day-of-month', count: 4 },
    });
    await create({
      title: 'Men’s breakfast',
      startDate: onClock('2030-02-02T08:00'),
      endDate: onClock('2030-02-02T09:00'),
      repeat: { frequency: 'monthly', monthlyBy: 'weekday', until: '2030-04-30' },
    });
    await create({
      title: 'Revival night',
      startDate: onClock('2030-02-27T18:00'),
      endDate: onClock('2030-02-27T21:00'),
      repeat: { frequency: 'daily', count: 3 },
    });
    const response = await call('POST', '/events/report-html', { startDate: '2030-01-01', endDate: '2030-08-31' });
    assert.equal(response.statusCode, 200, response.body);
    const days = (title: string) =>
      response
        .json<EventsReport>()
        .months.flatMap((m) => m.events)
        .filter((event) => event.title === title)
        .map((event) => DateTime.fromISO(event.startDate, { zone: ZONE }).toISODate());
    // RFC 5545: a monthly rule on the 31st has no date in a month without one.
    assert.deepEqual(days('Month-end prayer'), ['2030-01-31', '2030-03-31', '2030-05-31', '2030-07-31']);
    assert.deepEqual(days('Men’s breakfast'), ['2030-02-02', '2030-03-02', '2030-04-06']);
    assert.deepEqual(days('Revival night'), ['2030-02-27', '2030-02-28', '2030-03-01']);
  });

  it('leaves out a skipped date and shows a changed one everywhere; the feed carries them for calendar apps', async () => {
    const study = await create({
      title: 'Bible study',
      startDate: onClock('2030-01-02T19:00'),
      endDate: onClock('2030-01-02T20:00'),
      repeat: { frequency: 'weekly', weekdays: ['WE'], until: '2030-01-30', skipped: ['2030-01-16'] },
    });
    assert.deepEqual(
      (await month(2030, 1, 'Bible study')).map(([, , date]) => date),
      ['2030-01-02', '2030-01-09', '2030-01-23', '2030-01-30'],
    );
    // An hour ago, so the next edit's SEQUENCE (seconds of updatedAt) is surely higher.
    await app.database.db
      .update(events)
      .set({ updatedAt: new Date(Date.now() - 3_600_000) })
      .where(eq(events.id, study.id));
    const sequenceBefore = Number(veventsOf(await feed(), study.id)[0]!.getFirstPropertyValue('sequence'));

    const changed = await call('PUT', `/events/${study.id}/occurrences/2030-01-23`, {
      title: 'Bible study (potluck)',
      body: 'Bring a dish.',
      location: 'Kitchen',
      startDate: onClock('2030-01-23T18:00'),
      endDate: onClock('2030-01-23T20:30'),
    });
    assert.equal(changed.statusCode, 200, changed.body);
    const january = await month(2030, 1, 'Bible study');
    assert.deepEqual(january[2], ['2030-01-24T00:00:00.000Z', 'Bible study (potluck)', '2030-01-23']);

    const page = await call('GET', `/events/${study.id}?on=2030-01-23`);
    assert.equal(page.statusCode, 200, page.body);
    assert.deepEqual(
      (({ title, location, occurrence }: EventDetail) => ({ title, location, occurrence }))(page.json<EventDetail>()),
      { title: 'Bible study (potluck)', location: 'Kitchen', occurrence: '2030-01-23' },
    );
    assert.equal((await call('GET', `/events/${study.id}?on=2030-01-16`)).statusCode, 404);

    // What a calendar app makes of the feed (ical.js, with the feed's VTIMEZONE) is our calendar.
    const calendar = await feed();
    for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
    const vevents = veventsOf(calendar, study.id);
    assert.equal(vevents.length, 2);
    const master = new ICAL.Event(vevents.find((vevent) => !vevent.hasProperty('recurrence-id'))!);
    for (const exception of vevents.filter((vevent) => vevent.hasProperty('recurrence-id'))) {
      master.relateException(exception);
    }
    const seen: (string | null)[][] = [];
    const iterator = master.iterator();
    for (let next = iterator.next(); next; next = iterator.next()) {
      const details = master.getOccurrenceDetails(next);
      seen.push([details.startDate.toJSDate().toISOString(), details.item.summary, null]);
    }
    assert.deepEqual(
      seen,
      january.map(([start, title]) => [start, title, null]),
    );
    const sequences = vevents.map((vevent) => Number(vevent.getFirstPropertyValue('sequence')));
    assert.ok(
      sequences.every((sequence) => sequence > sequenceBefore),
      `${sequences} > ${sequenceBefore}`,
    );

    // Skipping another date: an EXDATE more; deleting the event: it leaves the feed.
    assert.equal((await call('DELETE', `/events/${study.id}/occurrences/2030-01-30`)).statusCode, 204);
    assert.deepEqual(
      (await month(2030, 1, 'Bible study')).map(([, , date]) => date),
      ['2030-01-02', '2030-01-09', '2030-01-23'],
    );
    const exdates = veventsOf(await feed(), study.id)
      .flatMap((vevent) => vevent.getAllProperties('exdate'))
      .flatMap((property) =>
        property.getValues().map((value) => (value as { toJSDate(): Date }).toJSDate().toISOString()),
      );
    assert.deepEqual(exdates, ['2030-01-17T01:00:00.000Z', '2030-01-31T01:00:00.000Z']);
    assert.equal((await call('DELETE', `/events/${study.id}`)).statusCode, 204);
    assert.deepEqual(veventsOf(await feed(), study.id), []);
  });

  it('lists each coming date on the public site and finds a series once', async () => {
    const before = (await call('GET', '/events/upcoming?take=1')).json<EventList>().count;
    await create({
      title: 'Youth lock-in',
      startDate: onClock('2031-06-06T20:00'),
      endDate: onClock('2031-06-07T08:00'),
      repeat: { frequency: 'weekly', interval: 2, weekdays: ['FR'], count: 3 },
    });
    assert.equal((await call('GET', '/events/upcoming?take=1')).json<EventList>().count, before + 3);
    const found = (await call('GET', '/events?search=lock-in')).json<EventSummary[]>();
    assert.deepEqual(
      found.map((event) => [event.title, event.occurrence]),
      [['Youth lock-in', '2031-06-06']],
    );
  });

  it('refuses a rule that does not fit its first date, with the message the form shows', async () => {
    const wednesday = {
      title: 'Refused',
      startDate: onClock('2030-05-01T19:00'),
      endDate: onClock('2030-05-01T20:00'),
    };
    const refusal = async (repeat: Record<string, unknown>) => {
      const response = await call('POST', '/events', { ...wednesday, repeat });
      return [response.statusCode, response.json<{ errors: string[] }>().errors];
    };
    assert.deepEqual(await refusal({ frequency: 'weekly', weekdays: ['MO'], count: 4 }), [
      400,
      [repeatMessages.startNotOnWeekday],
    ]);
    assert.deepEqual(await refusal({ frequency: 'weekly', weekdays: [], count: 4 }), [
      400,
      [repeatMessages.weekdaysRequired],
    ]);
    assert.deepEqual(await refusal({ frequency: 'daily', count: 4, until: '2030-06-01' }), [
      400,
      [repeatMessages.endRequired],
    ]);
    assert.deepEqual(await refusal({ frequency: 'daily', until: '2032-05-02' }), [400, [repeatMessages.untilTooFar]]);
    assert.deepEqual(await refusal({ frequency: 'monthly', count: 30 }), [400, [repeatMessages.untilTooFar]]);
    assert.deepEqual(await refusal({ frequency: 'daily', count: 3, skipped: ['2030-05-09'] }), [
      400,
      [repeatMessages.skippedNotADate],
    ]);
    const once = await create(wednesday);
    const notRepeating = await call('DELETE', `/events/${once.id}/occurrences/2030-05-01`);
    assert.deepEqual([notRepeating.statusCode, notRepeating.json()], [400, { errors: [repeatMessages.notRepeating] }]);
  });
});
