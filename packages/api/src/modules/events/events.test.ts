import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import type { EventList, EventSummary } from '@church/contracts';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, describeEachDatabase } from '../../../test/helper';

describeEachDatabase('events', (target) => {
  let app: FastifyInstance;
  const get = async <T>(url: string) => {
    const response = await app.inject(`/api${url}`);
    assert.equal(response.statusCode, 200, response.body);
    return response.json<T>();
  };
  const starts = (events: EventSummary[]) => events.map((event) => event.startDate);

  before(async () => {
    app = await buildTestApp(await target.fresh());
  });
  after(() => app.close());

  it('pages upcoming events soonest first, six by default', async () => {
    const now = new Date().toISOString();
    const first = await get<EventList>('/events/upcoming');
    assert.equal(first.count, 8);
    assert.equal(first.entities.length, 6);
    const all = [...first.entities, ...(await get<EventList>('/events/upcoming?skip=6')).entities];
    assert.equal(all.length, 8);
    assert.deepEqual(starts(all), [...starts(all)].sort());
    assert.ok(all.every((event) => event.startDate >= now && event.endDate > event.startDate));
    const inThreeMonths = new Date(Date.now() + 92 * 24 * 60 * 60 * 1000).toISOString();
    assert.ok(all.every((event) => event.startDate <= inThreeMonths));
  });

  it("seeds the demo events on the church's clock: the men's breakfast at 7:30 AM Central, summer or winter", async () => {
    const [breakfast] = await get<EventSummary[]>("/events?search=Men's%20Breakfast");
    const local = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Chicago',
      hour: '2-digit',
      minute: '2-digit',
      hour12: true,
    }).format(new Date(breakfast?.startDate ?? ''));
    assert.equal(local, '07:30 AM');
  });

  it('pages past events most recent first', async () => {
    const now = new Date().toISOString();
    const latest = await get<EventList>('/events/latest?take=10');
    assert.equal(latest.count, 6);
    assert.deepEqual(starts(latest.entities), [...starts(latest.entities)].sort().reverse());
    assert.ok(latest.entities.every((event) => event.startDate < now));
    assert.equal((await get<EventList>('/events/latest?take=4')).entities.length, 4);
  });

  it('searches title, description and location, upcoming first, five by default', async () => {
    const wichita = await get<EventSummary[]>('/events?search=WICHITA');
    assert.equal(wichita.length, 5);
    const many = await get<EventSummary[]>('/events?search=wichita&take=50');
    assert.ok(many.every((event) => /wichita/i.test(`${event.title} ${event.body} ${event.location}`)));
    const now = new Date().toISOString();
    const upcoming = many.filter((event) => event.startDate >= now);
    assert.deepEqual(many.slice(0, upcoming.length), upcoming);
    assert.deepEqual(starts(upcoming), [...starts(upcoming)].sort());
    const past = many.slice(upcoming.length);
    assert.ok(past.length > 0);
    assert.deepEqual(starts(past), [...starts(past)].sort().reverse());

    assert.deepEqual(
      (await get<EventSummary[]>('/events?search=retreat')).map((event) => event.title),
      ['Youth Winter Retreat'],
    );
    assert.deepEqual(
      (await get<EventSummary[]>('/events?search=Botanica')).map((event) => event.title),
      ['Marriage Night Out'],
    );
    assert.deepEqual(await get('/events?search=nothing%20like%20this'), []);
  });

  it('rejects a bad query with its message', async () => {
    const response = await app.inject(`/api/events?search=${'x'.repeat(101)}`);
    assert.deepEqual(
      [response.statusCode, response.json()],
      [400, { errors: ['Search max length is 100 characters'] }],
    );
  });
});
