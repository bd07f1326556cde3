import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { calendarFeedPaths, formatDateTime, type CalendarEvent, type CalendarEventDetail } from '@church/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import { bearer, buildTestApp, demo, describeEachDatabase, login, type TestSession } from '../../../test/helper';
import { events } from '../events';
import { groups, groupTypes } from '../groups';

// A fixed "now" far from the demo events (seeded around the real date), so only this suite's
// events fall in its months and in the feeds' window.
const NOW = new Date('2030-03-15T12:00:00Z');
const ZONE = 'America/Chicago';

describeEachDatabase('calendar', (target) => {
  let app: FastifyInstance;
  let admin: TestSession;
  let leader: TestSession;
  let member: TestSession;
  const ids: Record<string, number> = {};
  let youthId = 0;
  let choirId = 0;

  const get = (url: string, session?: TestSession, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: `/api${url}`, headers: { ...(session ? bearer(session) : {}), ...headers } });
  const month = async (m: number, y: number) => {
    const response = await get(`/events/by-month?month=${m}&year=${y}`, admin);
    assert.equal(response.statusCode, 200, response.body);
    return response.json<CalendarEvent[]>();
  };
  const titles = (list: { title: string }[]) => list.map((event) => event.title);

  async function feedEvents(url: string) {
    const response = await get(url);
    assert.equal(response.statusCode, 200, response.body);
    const calendar = new ICAL.Component(ICAL.parse(response.body) as unknown[]);
    return calendar.getAllSubcomponents('vevent').map((vevent) => {
      const event = new ICAL.Event(vevent);
      return {
        uid: event.uid,
        summary: event.summary,
        start: event.startDate.toJSDate().toISOString(),
        end: event.endDate.toJSDate().toISOString(),
        sequence: Number(vevent.getFirstPropertyValue('sequence')),
        lastModified: String(vevent.getFirstPropertyValue('last-modified')),
      };
    });
  }

  before(async () => {
    app = await buildTestApp(await target.fresh(), { timeZone: ZONE, now: () => NOW });
    [admin, leader, member] = await Promise.all([
      login(app, demo.admin),
      login(app, demo.leader),
      login(app, demo.member),
    ]);
    const db = app.database.db;
    const [youth, music] = await db
      .insert(groupTypes)
      .values([
        { name: 'Calendar Youth', colorTheme: 'green' },
        { name: 'Calendar Music', colorTheme: 'purple' },
      ])
      .returning();
    const [youthGroup, choir] = await db
      .insert(groups)
      .values([
        { name: 'Calendar Lock-in Crew', groupTypeId: youth!.id, leaderId: leader.userId },
        { name: 'Calendar Choir', groupTypeId: music!.id },
      ])
      .returning();
    youthId = youthGroup!.id;
    choirId = choir!.id;
    const base = { body: 'Details', location: 'Fellowship Hall' };
    const rows = await db
      .insert(events)
      .values([
        // 8 PM on Feb 28 to 10 AM on Mar 1, Chicago (CST, UTC-6): in both months.
        {
          ...base,
          title: 'Overnight lock-in',
          startDate: new Date('2030-03-01T02:00:00Z'),
          endDate: new Date('2030-03-01T16:00:00Z'),
          groupId: youthId,
        },
        // 11:30 PM on Mar 31, Chicago (CDT, UTC-5), is April 1 in UTC: still March for the church.
        {
          ...base,
          title: 'Late prayer',
          startDate: new Date('2030-04-01T04:30:00Z'),
          endDate: new Date('2030-04-01T04:55:00Z'),
        },
        // Midnight on April 1, Chicago: April only.
        {
          ...base,
          title: 'April fools breakfast',
          startDate: new Date('2030-04-01T05:00:00Z'),
          endDate: new Date('2030-04-01T06:00:00Z'),
        },
        // Ends at midnight on Mar 1: February only.
        {
          ...base,
          title: 'February farewell',
          startDate: new Date('2030-03-01T04:00:00Z'),
          endDate: new Date('2030-03-01T06:00:00Z'),
        },
        {
          ...base,
          title: 'Choir rehearsal',
          body: 'Bring your Messiah score.',
          startDate: new Date('2030-03-12T00:30:00Z'),
          endDate: new Date('2030-03-12T02:00:00Z'),
          groupId: choirId,
          isPublic: false,
        },
        {
          ...base,
          title: 'Spring concert',
          startDate: new Date('2030-03-20T00:00:00Z'),
          endDate: new Date('2030-03-20T02:00:00Z'),
          groupId: choirId,
        },
        // Beyond the feeds' two years ahead.
        {
          ...base,
          title: 'Far future picnic',
          startDate: new Date('2032-06-01T17:00:00Z'),
          endDate: new Date('2032-06-01T19:00:00Z'),
        },
      ])
      .returning({ id: events.id, title: events.title });
    for (const row of rows) ids[row.title] = row.id;
  });
  after(() => app.close());

  it("lists the month's events on the church's clock, with group, type and colour, soonest first", async () => {
    const march = await month(3, 2030);
    assert.deepEqual(titles(march), ['Overnight lock-in', 'Choir rehearsal', 'Spring concert', 'Late prayer']);
    assert.deepEqual(march[0], {
      id: ids['Overnight lock-in'],
      title: 'Overnight lock-in',
      location: 'Fellowship Hall',
      startDate: '2030-03-01T02:00:00.000Z',
      endDate: '2030-03-01T16:00:00.000Z',
      isPublic: true,
      groupId: youthId,
      groupName: 'Calendar Lock-in Crew',
      groupTypeName: 'Calendar Youth',
      colorTheme: 'green',
    });
    const late = march.find((event) => event.title === 'Late prayer');
    assert.deepEqual([late?.groupName, late?.groupTypeName, late?.colorTheme], [null, null, 'gray']);
    assert.equal(march.find((event) => event.title === 'Choir rehearsal')?.isPublic, false);

    assert.deepEqual(titles(await month(2, 2030)), ['Overnight lock-in', 'February farewell']);
    assert.deepEqual(titles(await month(4, 2030)), ['April fools breakfast']);
    assert.deepEqual(await month(5, 2030), []);
  });

  it('refuses a month or year that is missing or out of range', async () => {
    for (const [query, message] of [
      ['month=13&year=2030', 'Month must be between 1 and 12'],
      ['month=0&year=2030', 'Month must be between 1 and 12'],
      ['month=3', 'Year is required'],
      ['month=march&year=2030', 'Month must be a whole number'],
    ]) {
      const response = await get(`/events/by-month?${query}`, admin);
      assert.deepEqual([response.statusCode, response.json()], [400, { errors: [message] }], query);
    }
  });

  it("gives one event's details with its group's leader", async () => {
    const response = await get(`/events/detailed?id=${ids['Overnight lock-in']}`, leader);
    assert.equal(response.statusCode, 200, response.body);
    const detail = response.json<CalendarEventDetail>();
    assert.deepEqual(
      [detail.title, detail.body, detail.location, detail.groupName, detail.groupTypeName, detail.leaderName],
      ['Overnight lock-in', 'Details', 'Fellowship Hall', 'Calendar Lock-in Crew', 'Calendar Youth', 'Ruth Lindqvist'],
    );
    const choir = (await get(`/events/detailed?id=${ids['Choir rehearsal']}`, admin)).json<CalendarEventDetail>();
    assert.deepEqual([choir.body, choir.leaderName, choir.colorTheme], ['Bring your Messiah score.', null, 'purple']);

    const missing = await get('/events/detailed?id=999999', admin);
    assert.deepEqual([missing.statusCode, missing.json()], [404, { errors: ['Event not found'] }]);
    const bad = await get('/events/detailed', admin);
    assert.deepEqual([bad.statusCode, bad.json()], [400, { errors: ['Event id is required'] }]);
  });

  it('is for Service plans and admins: 403 for a member, 401 signed out', async () => {
    for (const url of ['/events/by-month?month=3&year=2030', `/events/detailed?id=${ids['Spring concert']}`]) {
      assert.equal((await get(url, leader)).statusCode, 200, url);
      const forbidden = await get(url, member);
      assert.deepEqual(
        [forbidden.statusCode, forbidden.json()],
        [403, { errors: ['You do not have permission to do this'] }],
        url,
      );
      assert.equal((await get(url)).statusCode, 401, url);
    }
  });

  it('serves public events as an iCalendar feed anyone can subscribe to, at their UTC instants', async () => {
    const response = await get('/calendar/public.ics');
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-type'], 'text/calendar; charset=utf-8');
    assert.equal(response.headers['cache-control'], 'public, max-age=300');
    assert.match(response.body, /^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\n/);
    assert.match(response.body, /\r\nX-WR-TIMEZONE:America\/Chicago\r\n/);

    const feed = await feedEvents('/calendar/public.ics');
    // Private events and events beyond two years ahead are absent.
    assert.deepEqual(titles(feed.map((event) => ({ title: event.summary }))), [
      'Overnight lock-in',
      'February farewell',
      'Spring concert',
      'Late prayer',
      'April fools breakfast',
    ]);
    const late = feed.find((event) => event.summary === 'Late prayer');
    assert.deepEqual(late && [late.uid, late.start, late.end], [
      `event-${ids['Late prayer']}@localhost`,
      '2030-04-01T04:30:00.000Z',
      '2030-04-01T04:55:00.000Z',
    ]);
    // Written as UTC (…Z), so no client has to resolve a time zone to place it.
    assert.match(response.body, /\r\nDTSTART:20300401T043000Z\r\n/);

    const again = await get('/calendar/public.ics', undefined, { 'if-none-match': String(response.headers.etag) });
    assert.deepEqual([again.statusCode, again.body], [304, '']);
  });

  it("serves one group's public events, and says so when the group does not exist", async () => {
    const choir = await feedEvents(`/calendar/groups/${choirId}.ics`);
    assert.deepEqual(
      choir.map((event) => event.summary),
      ['Spring concert'],
    );
    const response = await get(`/calendar/groups/${choirId}.ics`);
    assert.match(response.body, /\r\nX-WR-CALNAME:Cornerstone Community Church: Calendar Choir\r\n/);
    assert.deepEqual(
      (await feedEvents(`/calendar/groups/${youthId}.ics`)).map((event) => event.summary),
      ['Overnight lock-in'],
    );
    const missing = await get('/calendar/groups/999999.ics');
    assert.deepEqual([missing.statusCode, missing.json()], [404, { errors: ['Group not found'] }]);
    assert.equal((await get('/calendar/groups/choir.ics')).statusCode, 400);
  });

  it("gives a public event its page and one-event .ics (the feed's UID, the church's evening); a private one neither", async () => {
    const id = ids['Spring concert']!;
    const page = await get(`/events/${id}`);
    assert.equal(page.statusCode, 200, page.body);
    assert.deepEqual(page.json(), {
      id,
      title: 'Spring concert',
      body: 'Details',
      location: 'Fellowship Hall',
      startDate: '2030-03-20T00:00:00.000Z',
      endDate: '2030-03-20T02:00:00.000Z',
      group: { id: choirId, name: 'Calendar Choir' },
    });

    const file = await get(calendarFeedPaths.event(id).replace('/api', ''));
    assert.match(String(file.headers['content-disposition']), new RegExp(`^attachment; filename="event-${id}\\.ics"$`));
    const [only, ...more] = await feedEvents(calendarFeedPaths.event(id).replace('/api', ''));
    assert.equal(more.length, 0);
    const [inFeed] = (await feedEvents('/calendar/public.ics')).filter((event) => event.summary === 'Spring concert');
    assert.equal(only?.uid, inFeed?.uid);
    // 00:00 UTC on March 20 is 7 PM on March 19 in Chicago (summer time since March 10).
    assert.equal(formatDateTime(only!.start, ZONE), '03.19.2030 07:00 PM');

    for (const url of [
      `/events/${ids['Choir rehearsal']}`,
      calendarFeedPaths.event(ids['Choir rehearsal']!).replace('/api', ''),
      '/events/999999',
    ]) {
      const missing = await get(url);
      assert.equal(missing.statusCode, 404, url);
      assert.deepEqual(missing.json().errors, ['Event not found'], url);
    }
  });

  it('shows an edit on the next poll with a later SEQUENCE and LAST-MODIFIED, and drops a deleted event', async () => {
    const before = (await feedEvents('/calendar/public.ics')).find((event) => event.summary === 'Spring concert');
    assert.ok(before);
    await app.database.db
      .update(events)
      .set({ title: 'Spring concert (moved)', updatedAt: new Date(Date.now() + 60_000) })
      .where(eq(events.id, ids['Spring concert']!));
    await app.database.db.delete(events).where(eq(events.id, ids['Late prayer']!));

    const after = await feedEvents('/calendar/public.ics');
    const moved = after.find((event) => event.uid === before.uid);
    assert.equal(moved?.summary, 'Spring concert (moved)');
    assert.ok(moved.sequence > before.sequence);
    assert.ok(moved.lastModified > before.lastModified, `${moved.lastModified} > ${before.lastModified}`);
    assert.equal(
      after.some((event) => event.uid === `event-${ids['Late prayer']}@localhost`),
      false,
    );
  });
});

// Its own suite: on PostgreSQL a fresh database wipes the one the suite above uses.
describeEachDatabase('calendar in another zone', (target) => {
  it('follows CHURCH_TIME_ZONE: in Tokyo the late prayer is an April event', async () => {
    const tokyo = await buildTestApp(await target.fresh(), { timeZone: 'Asia/Tokyo', now: () => NOW });
    try {
      const session = await login(tokyo, demo.admin);
      await tokyo.database.db.insert(events).values({
        title: 'Late prayer',
        body: '',
        location: '',
        // 11:30 PM on Mar 31 in Chicago is 1:30 PM on Apr 1 in Tokyo.
        startDate: new Date('2030-04-01T04:30:00Z'),
        endDate: new Date('2030-04-01T04:55:00Z'),
      });
      const list = async (m: number) =>
        (await tokyo.inject({ url: `/api/events/by-month?month=${m}&year=2030`, headers: bearer(session) }))
          .json<CalendarEvent[]>()
          .map((event) => event.title);
      assert.deepEqual([await list(3), await list(4)], [[], ['Late prayer']]);
    } finally {
      await tokyo.close();
    }
  });
});
