import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import {
  eventMessages,
  type EventList,
  type EventSummary,
  type EventTemplateList,
  type GroupList,
  type ManagedEvent,
  type ManagedEventList,
} from '@church/contracts';
import type { FastifyInstance } from 'fastify';
import { bearer, buildTestApp, demo, describeEachDatabase, login, type TestSession } from '../../../test/helper';

const FORBIDDEN = 'You do not have permission to do this';
const DAY = 24 * 60 * 60 * 1000;

describeEachDatabase('events management', (target) => {
  let app: FastifyInstance;
  let admin: TestSession;
  let member: TestSession;
  let leader: TestSession;
  let choirId: number;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, session?: TestSession, payload?: unknown) =>
    app.inject({
      method,
      url: `/api${url}`,
      ...(session ? { headers: bearer(session) } : {}),
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  const errorOf = async (response: Awaited<ReturnType<typeof call>>) => [response.statusCode, response.json()];
  // 10:00 to 11:30 AM in Chicago, `days` from now: 16:00Z in winter, 15:00Z in summer.
  const at = (days: number, hour = 10, minute = 0) => {
    const day = new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
    const offset = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', timeZoneName: 'longOffset' })
      .formatToParts(new Date(`${day}T12:00:00Z`))
      .find((part) => part.type === 'timeZoneName')
      ?.value.replace('GMT', '');
    return new Date(
      `${day}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00${offset}`,
    ).toISOString();
  };
  const draft = (overrides: Record<string, unknown> = {}) => ({
    title: 'Choir Retreat',
    body: 'A day of singing.',
    location: 'Sanctuary',
    startDate: at(10),
    endDate: at(10, 11, 30),
    groupId: choirId,
    isPublic: true,
    ...overrides,
  });
  // The titles the public site gets: a page (upcoming, latest) or a search's list.
  const publicTitles = async (url: string) => {
    const body = (await call('GET', url)).json<EventList | EventSummary[]>();
    return (Array.isArray(body) ? body : body.entities).map((event) => event.title);
  };

  before(async () => {
    app = await buildTestApp(await target.fresh());
    [admin, member, leader] = await Promise.all([
      login(app, demo.admin),
      login(app, demo.member),
      login(app, demo.leader),
    ]);
    const groups = (await call('GET', '/groups?search=choir', admin)).json<GroupList>();
    choirId = groups.entities[0]?.id ?? 0;
  });
  after(() => app.close());

  it('pages every event newest (last added) first, eight by default, with its group; searches them', async () => {
    const page = await call('GET', '/events/paginated', leader);
    assert.equal(page.statusCode, 200);
    const list = page.json<ManagedEventList>();
    assert.equal(list.count, 14);
    assert.equal(list.entities.length, 8);
    const all = (await call('GET', '/events/paginated?take=50', admin)).json<ManagedEventList>().entities;
    // In date order, whenever each was added: the coming ones soonest first, then the past ones,
    // the latest first; the first page is the head of that order.
    const now = new Date().toISOString();
    const starts = all.map((event) => event.startDate);
    const coming = starts.filter((start) => start >= now).sort();
    const past = starts
      .filter((start) => start < now)
      .sort()
      .reverse();
    assert.ok(coming.length > 0 && past.length > 0, 'the demo has coming and past events');
    assert.deepEqual(starts, [...coming, ...past]);
    assert.deepEqual(
      list.entities.map((event) => event.id),
      all.slice(0, 8).map((event) => event.id),
    );
    // The demo seed puts demo events in demo groups, coloured by their type.
    assert.deepEqual(all.find((event) => event.title === 'Choir Christmas Concert')?.group, {
      id: choirId,
      name: 'Sanctuary Choir',
      colorTheme: 'blue',
    });
    assert.equal(all.find((event) => event.title === 'Baptism Class')?.group, null);

    const found = (await call('GET', '/events/paginated?search=BOTANICA', leader)).json<ManagedEventList>();
    assert.deepEqual([found.count, found.entities.map((event) => event.title)], [1, ['Marriage Night Out']]);
    const none = (await call('GET', '/events/paginated?search=nothing%20like%20this', leader)).json();
    assert.deepEqual(none, { count: 0, entities: [] });
  });

  it('creates an event; a public one shows on the public site at once, a private one nowhere public', async () => {
    const created = await call('POST', '/events', leader, draft());
    assert.equal(created.statusCode, 201, created.body);
    const event = created.json<ManagedEvent>();
    assert.equal(event.title, 'Choir Retreat');
    assert.equal(event.startDate, at(10));
    assert.deepEqual(event.group, { id: choirId, name: 'Sanctuary Choir', colorTheme: 'blue' });
    assert.ok((await publicTitles('/events/upcoming?take=50')).includes('Choir Retreat'));
    assert.deepEqual(await publicTitles('/events?search=choir%20retreat'), ['Choir Retreat']);

    const hidden = (
      await call('POST', '/events', admin, draft({ title: 'Elders Meeting', isPublic: false, groupId: null }))
    ).json<ManagedEvent>();
    const past = (
      await call(
        'POST',
        '/events',
        admin,
        draft({ title: 'Elders Review', isPublic: false, startDate: at(-3), endDate: at(-3, 11) }),
      )
    ).json<ManagedEvent>();
    assert.equal(hidden.isPublic, false);
    assert.ok(!(await publicTitles('/events/upcoming?take=50')).includes('Elders Meeting'));
    assert.ok(!(await publicTitles('/events/latest?take=50')).includes('Elders Review'));
    assert.deepEqual(await publicTitles('/events?search=elders'), []);
    const managed = (await call('GET', '/events/paginated?search=elders', leader)).json<ManagedEventList>();
    // The coming one first, then the past one, though the past one was added last.
    assert.deepEqual(
      managed.entities.map((event) => event.id),
      [hidden.id, past.id],
    );
    // Templates only when asked.
    assert.equal((await call('GET', '/event-templates?search=elders', leader)).json<EventTemplateList>().count, 0);
  });

  it("saveAsTemplate keeps a template with the church's wall-clock start and the length", async () => {
    const created = await call(
      'POST',
      '/events',
      leader,
      draft({ title: 'Choir Rehearsal', startDate: at(40, 19), endDate: at(40, 20, 45), saveAsTemplate: true }),
    );
    assert.equal(created.statusCode, 201, created.body);
    const templates = (await call('GET', '/event-templates?search=rehearsal', leader)).json<EventTemplateList>();
    assert.equal(templates.count, 1);
    const [template] = templates.entities;
    assert.deepEqual(template, {
      id: template?.id,
      title: 'Choir Rehearsal',
      body: 'A day of singing.',
      location: 'Sanctuary',
      isPublic: true,
      group: { id: choirId, name: 'Sanctuary Choir', colorTheme: 'blue' },
      startTime: '19:00',
      durationMinutes: 105,
    });
    const page = (await call('GET', '/event-templates', admin)).json<EventTemplateList>();
    assert.equal(page.entities[0]?.title, 'Choir Rehearsal');

    assert.equal((await call('DELETE', `/event-templates/${template?.id}`, leader)).statusCode, 204);
    assert.deepEqual(await errorOf(await call('DELETE', `/event-templates/${template?.id}`, admin)), [
      404,
      { errors: [eventMessages.templateNotFound] },
    ]);
    // The event made with it stays.
    assert.equal((await call('GET', '/events/paginated?search=rehearsal', admin)).json<ManagedEventList>().count, 1);
  });

  it('updates an event (updatedAt moves on; public or not follows at once) and deletes it', async () => {
    const event = (await call('POST', '/events', leader, draft({ title: 'Hymn Sing' }))).json<ManagedEvent>();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const updated = await call(
      'PUT',
      `/events/${event.id}`,
      admin,
      draft({ title: 'Hymn Sing Night', isPublic: false, groupId: null, startDate: at(11, 18), endDate: at(11, 20) }),
    );
    assert.equal(updated.statusCode, 200, updated.body);
    const after = updated.json<ManagedEvent>();
    assert.deepEqual(
      [after.title, after.isPublic, after.group, after.startDate],
      ['Hymn Sing Night', false, null, at(11, 18)],
    );
    assert.ok(after.updatedAt > event.updatedAt);
    assert.deepEqual(await publicTitles('/events?search=hymn'), []);

    assert.equal((await call('DELETE', `/events/${event.id}`, leader)).statusCode, 204);
    assert.deepEqual(await errorOf(await call('DELETE', `/events/${event.id}`, admin)), [
      404,
      { errors: [eventMessages.eventNotFound] },
    ]);
    assert.deepEqual(await errorOf(await call('PUT', `/events/${event.id}`, admin, draft())), [
      404,
      { errors: [eventMessages.eventNotFound] },
    ]);
  });

  it('validates the title, the dates (start before end) and the group', async () => {
    for (const [payload, message] of [
      [draft({ title: '  ' }), eventMessages.titleRequired],
      [draft({ title: undefined }), eventMessages.titleRequired],
      [draft({ title: 'x'.repeat(201) }), eventMessages.titleMax],
      [draft({ startDate: undefined }), eventMessages.startRequired],
      [draft({ endDate: 'tomorrow' }), eventMessages.dateInvalid],
      [draft({ endDate: at(10) }), eventMessages.endBeforeStart],
      [draft({ endDate: at(9) }), eventMessages.endBeforeStart],
      [draft({ groupId: 999999 }), eventMessages.groupNotFound],
    ] as const) {
      assert.deepEqual(await errorOf(await call('POST', '/events', admin, payload)), [400, { errors: [message] }]);
    }
    const [event] = (await call('GET', '/events/paginated', admin)).json<ManagedEventList>().entities;
    assert.deepEqual(await errorOf(await call('PUT', `/events/${event?.id}`, admin, draft({ groupId: 999999 }))), [
      400,
      { errors: [eventMessages.groupNotFound] },
    ]);
    assert.deepEqual(await errorOf(await call('DELETE', '/events/abc', admin)), [
      400,
      { errors: ['Event id is invalid'] },
    ]);
  });

  it('refuses members without the Events action (403) and anonymous callers (401)', async () => {
    for (const [method, url] of [
      ['GET', '/events/paginated'],
      ['POST', '/events'],
      ['PUT', '/events/1'],
      ['DELETE', '/events/1'],
      ['GET', '/event-templates'],
      ['DELETE', '/event-templates/1'],
    ] as const) {
      const payload = method === 'POST' || method === 'PUT' ? draft() : undefined;
      assert.deepEqual(await errorOf(await call(method, url, member, payload)), [403, { errors: [FORBIDDEN] }]);
      assert.equal((await call(method, url, undefined, payload)).statusCode, 401);
    }
    // The public reads stay open.
    assert.equal((await call('GET', '/events?search=choir')).statusCode, 200);
  });
});
