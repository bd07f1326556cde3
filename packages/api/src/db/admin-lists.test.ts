import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  pageCursorMessage,
  type AllGivingHistory,
  type CursorPage,
  type MembersPage,
  type PrayerRequestList,
} from '@church/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import {
  buildTestApp,
  callApi,
  databaseTargets,
  demo,
  describeEachDatabase,
  login,
  planOf,
  type TestSession,
} from '../../test/helper';
import { activityList } from '../modules/activities/activities.repository';
import { historyList } from '../modules/givings/givings.repository';
import { requestList } from '../modules/prayer-requests/prayer-requests.repository';
import { memberPageKeys } from '../modules/users/users.repository';
import { countedLists, countOf as keptTotal } from './list-counts';
import { keysetPageKeys, offsetWindow, type KeysetList } from './paginate';

// The admin lists and the giving histories keep their totals like the long public lists
// (migration 0022, decision 0047): the totals must follow every write, cascades included.
describeEachDatabase('totals of the admin lists and giving histories', (target) => {
  let app: FastifyInstance;
  let admin: TestSession;
  let member: TestSession;
  const call = (method: InjectOptions['method'], url: string, session?: TestSession, payload?: object) =>
    callApi(app, method, url, session, payload);
  const countOf = async (url: string, session: TestSession) =>
    (await call('GET', url, session)).json<{ count: number }>().count;

  before(async () => {
    app = await buildTestApp(await target.fresh());
    [admin, member] = await Promise.all([login(app, demo.admin), login(app, demo.member)]);
  });
  after(() => app.close());

  it('counts members as they sign up and are deleted, and a search its matches only', async () => {
    const members = await countOf('/users/members', admin);
    const signUp = await call('POST', '/account/register', undefined, {
      firstName: 'Hannah',
      lastName: 'Quillfeather',
      address: { streetAddress: '12 Elm St', city: 'Newton', stateId: 17, zipCode: '67114' },
      email: 'hannah.q@example.com',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      phoneNumber: '+13165550199',
    });
    assert.equal(signUp.statusCode, 204, signUp.body);
    assert.equal(await countOf('/users/members', admin), members + 1);
    const found = (await call('GET', '/users/members?search=quillfeather', admin)).json<MembersPage>();
    assert.equal(found.count, 1);

    await call('DELETE', '/users/multiple', admin, { ids: [found.entities[0]?.id] });
    assert.equal(await countOf('/users/members', admin), members);
    assert.equal(await countOf('/users/members?search=quillfeather', admin), 0);
  });

  it('counts groups and service types as they are added and deleted', async () => {
    const before = [await countOf('/groups', admin), await countOf('/service-types/paginated', admin)];
    const [groupType] = (await call('GET', '/group-types', admin)).json<{ entities: { id: number }[] }>().entities;
    const group = await call('POST', '/groups', admin, { name: 'Quilters', groupTypeId: groupType?.id });
    const serviceType = await call('POST', '/service-types', admin, { name: 'Quiet Vespers' });
    assert.deepEqual([group.statusCode, serviceType.statusCode], [201, 201]);
    assert.deepEqual(
      [await countOf('/groups', admin), await countOf('/service-types/paginated', admin)],
      [before[0]! + 1, before[1]! + 1],
    );
    assert.equal(await countOf('/groups?search=quilt', admin), 1);

    await call('DELETE', `/groups/${group.json<{ id: number }>().id}`, admin);
    await call('DELETE', `/service-types/${serviceType.json<{ id: number }>().id}`, admin);
    assert.deepEqual([await countOf('/groups', admin), await countOf('/service-types/paginated', admin)], before);
  });

  it("counts gifts in the member's and everybody's history, also once the member is deleted", async () => {
    const [type] = (await call('GET', '/givingTypes')).json<{ id: number }[]>();
    const everybody = await countOf('/givings/history', admin);
    const mine = await countOf('/givings/history/current', member);
    const recorded = await call('POST', '/givings/offline', admin, {
      givingTypeId: type?.id,
      amount: 15,
      method: 'cash',
      receivedOn: '2026-01-04',
      userId: member.userId,
    });
    assert.equal(recorded.statusCode, 201, recorded.body);
    assert.equal(await countOf('/givings/history/current', member), mine + 1);
    assert.equal(await countOf('/givings/history', admin), everybody + 1);
    // A filtered history has no kept total: its matches are counted.
    const filtered = `/givings/history?givingTypeId=${type?.id}&from=2026-01-04T00:00:00Z&to=2026-01-05T00:00:00Z`;
    assert.equal(await countOf(filtered, admin), 1);

    await call('DELETE', `/givings/offline/${recorded.json<{ id: string }>().id}`, admin);
    assert.equal(await countOf('/givings/history/current', member), mine);
    assert.equal(await countOf('/givings/history', admin), everybody);

    const deleted = await call('DELETE', '/users/multiple', admin, { ids: [member.userId] });
    assert.equal(deleted.statusCode, 204, deleted.body);
    assert.equal(await countOf('/givings/history', admin), everybody, "a deleted member's gifts stay in the books");
  });
});

// Rows equal in a list's order come in id order, so paging never repeats or skips one.
describeEachDatabase('ties in the admin lists', (target) => {
  let app: FastifyInstance;
  let admin: TestSession;
  let member: TestSession;
  const page = <T>(url: string, session = admin) =>
    callApi(app, 'GET', url, session).then((response) => response.json<T>());

  before(async () => {
    app = await buildTestApp(await target.fresh());
    [admin, member] = await Promise.all([login(app, demo.admin), login(app, demo.member)]);
  });
  after(() => app.close());

  it('pages through members of one name in id order', async () => {
    await app.database.db.execute(sql`
      insert into users (email, password_hash, first_name, last_name, phone_number, street_address, city, state_id, zip_code)
      select 'twin' || n || '@example.com', 'x', 'Sam', 'Aaberg', '+13165550100', '1 Main St', 'Wichita', 17, '67202'
      from generate_series(1, 5) as n`);
    const first = await page<MembersPage>('/users/members?skip=0&take=3');
    const second = await page<MembersPage>('/users/members?skip=3&take=3');
    const ids = [...first.entities, ...second.entities].map((member) => member.id);
    assert.deepEqual(
      [...first.entities, ...second.entities].slice(0, 5).map((member) => member.lastName),
      Array(5).fill('Aaberg'),
    );
    assert.deepEqual(ids.slice(0, 5), ids.slice(0, 5).sort());
  });

  it('pages through designations paid at one instant in id order', async () => {
    const [type] = await page<{ id: number }[]>('/givingTypes');
    await app.database.db.execute(sql`
      with gifts as (
        insert into givings (kind, amount_cents, status, paid_at, donor_name)
        select 'offline', 100, 'paid', '2099-01-01T00:00:00Z', 'Twin ' || n from generate_series(1, 3) as n
        returning id)
      insert into giving_details (giving_id, giving_type_id, amount_cents)
      select id, ${type?.id}, 50 from gifts, generate_series(1, 2)`);
    const first = await page<AllGivingHistory>('/givings/history?skip=0&take=4');
    const second = await page<AllGivingHistory>('/givings/history?skip=4&take=4');
    const ids = [...first.entities, ...second.entities].slice(0, 6).map((item) => item.id);
    assert.equal(new Set(ids).size, 6);
    assert.deepEqual(
      ids,
      [...ids].sort((a, b) => a - b),
    );
    assert.equal(first.count, second.count);
  });

  it("pages through prayer requests active at one instant in id order, the member's own and the staff's", async () => {
    await app.database.db.execute(sql`
      insert into prayer_requests (creator_id, request_text, page, last_activity_at)
      select ${member.userId}::uuid, 'Twin request ' || n, '/', '2099-01-01T00:00:00Z' from generate_series(1, 5) as n`);
    const [anyRequest] = (await page<PrayerRequestList>('/requests', member)).entities;
    const lastName = anyRequest?.creator.lastName ?? '';
    for (const [url, session] of [
      ['/requests?status=open', member],
      ['/requests/all?status=all', admin],
      ['/requests/all?search=twin', admin],
      [`/requests/all?search=${lastName}`, admin],
    ] as const) {
      const whole = await page<PrayerRequestList>(`${url}&skip=0&take=100`, session);
      const walked: PrayerRequestList['entities'] = [];
      for (let skip = 0; ; skip += 2) {
        const next = await page<PrayerRequestList>(`${url}&skip=${skip}&take=2`, session);
        walked.push(...next.entities);
        assert.equal(next.hasMore, walked.length < whole.entities.length, `${url} at ${skip}`);
        if (!next.hasMore) break;
      }
      assert.equal(whole.hasMore, false);
      assert.deepEqual(walked, whole.entities, url);
      // 'Load more' follows the cursor: the same requests, none twice, none missed.
      const byCursor: PrayerRequestList['entities'] = [];
      for (let after = ''; ;) {
        const next = await page<PrayerRequestList>(`${url}&take=2${after && `&after=${after}`}`, session);
        byCursor.push(...next.entities);
        assert.equal(next.nextCursor !== undefined, next.hasMore, `${url} after ${after}`);
        if (!next.nextCursor) break;
        after = next.nextCursor;
      }
      assert.deepEqual(byCursor, whole.entities, `${url} by cursor`);
      const twins = whole.entities.filter((request) => request.requestText.startsWith('Twin request'));
      assert.deepEqual(
        twins.map((request) => request.requestText),
        ['Twin request 5', 'Twin request 4', 'Twin request 3', 'Twin request 2', 'Twin request 1'],
        `${url}: the newest id first among requests active at one instant`,
      );
    }
  });
});

// The histories also page by cursor (`after` = an earlier page's nextCursor): the same items as
// numbered pages, also for gifts paid at one instant (their designations in id order) or a
// microsecond apart, which a JS Date would not tell apart.
describeEachDatabase('cursor pages of the giving histories', (target) => {
  let app: FastifyInstance;
  let admin: TestSession;
  let member: TestSession;
  let typeIds: number[];
  const get = async (url: string, session: TestSession) => {
    const response = await callApi(app, 'GET', url, session);
    assert.equal(response.statusCode, 200, response.body);
    return response.json<CursorPage<{ id: number }>>();
  };
  const join = (url: string, query: string) => `${url}${url.includes('?') ? '&' : '?'}${query}`;

  before(async () => {
    app = await buildTestApp(await target.fresh());
    [admin, member] = await Promise.all([login(app, demo.admin), login(app, demo.member)]);
    typeIds = (await callApi(app, 'GET', '/givingTypes')).json<{ id: number }[]>().map((type) => type.id);
    const times = [
      '2025-03-02 10:00:00+00',
      '2025-03-02 10:00:00+00',
      '2025-03-01 09:30:00.000002+00',
      '2025-03-01 09:30:00.000001+00',
      '2025-03-01 09:30:00.000001+00',
      '2025-02-27 07:00:00+00',
      '2025-02-27 07:00:00+00',
      '2025-02-26 06:00:00+00',
    ];
    // Every other gift the member's, each with one to three designations of different types.
    for (const [n, time] of times.entries()) {
      await app.database.db.execute(sql`
        with gift as (
          insert into givings (user_id, kind, amount_cents, status, paid_at, donor_name)
          values (${n % 2 === 0 ? member.userId : null}::uuid, 'offline', 300, 'paid', ${time}::timestamptz, 'Guest')
          returning id)
        insert into giving_details (giving_id, giving_type_id, amount_cents)
        select gift.id, type_id, 100 from gift, unnest(${sql.raw(`array[${typeIds.slice(0, 1 + (n % 3)).join(',')}]`)}::int[]) as type_id`);
    }
  });
  after(() => app.close());

  async function bySkip(url: string, session: TestSession, take: number): Promise<number[]> {
    const ids: number[] = [];
    for (let skip = 0; ; skip += take) {
      const page = await get(join(url, `skip=${skip}&take=${take}`), session);
      ids.push(...page.entities.map((entity) => entity.id));
      if (skip + take >= page.count) return ids;
    }
  }

  async function byCursor(url: string, session: TestSession, take: number): Promise<number[]> {
    const ids: number[] = [];
    let page = await get(join(url, `take=${take}`), session);
    for (;;) {
      ids.push(...page.entities.map((entity) => entity.id));
      if (!page.nextCursor) return ids;
      page = await get(join(url, `take=${take}&after=${page.nextCursor}`), session);
    }
  }

  const histories = () =>
    [
      ['/givings/history', admin],
      ['/givings/history/current', member],
      [`/givings/history?givingTypeId=${typeIds[0]}`, admin],
      ['/givings/history?from=2025-02-27T07:00:00Z&to=2025-03-02T10:00:00Z', admin],
    ] as const;

  it('walks each history by cursor to the same designations as by skip, none twice, none missed', async () => {
    for (const [url, session] of histories()) {
      for (const take of [1, 2, 5]) {
        const skipped = await bySkip(url, session, take);
        assert.equal(new Set(skipped).size, (await get(url, session)).count, url);
        assert.deepEqual(await byCursor(url, session, take), skipped, `${url}, ${take} a page`);
      }
    }
    // The designations of the two gifts paid at one instant, then of the next instant: not one order.
    const [first, second] = (await get('/givings/history?take=2', admin)).entities;
    assert.ok(first && second && first.id < second.id);
  });

  it('counts skip from the cursor, and gives no cursor after the last page', async () => {
    for (const [url, session] of histories()) {
      const all = await bySkip(url, session, 50);
      const first = await get(join(url, 'take=3'), session);
      const later = await get(join(url, `take=4&skip=2&after=${first.nextCursor}`), session);
      assert.deepEqual(
        later.entities.map((entity) => entity.id),
        all.slice(5, 9),
      );
      const last = await get(join(url, `skip=${all.length - 2}&take=2`), session);
      assert.equal(last.nextCursor, undefined);
    }
  });

  it('refuses a cursor it did not hand out', async () => {
    for (const [url, session] of histories()) {
      const response = await callApi(app, 'GET', join(url, 'after=not-a-cursor!'), session);
      assert.deepEqual([response.statusCode, response.json()], [400, { errors: [pageCursorMessage] }], url);
    }
  });
});

// The deep pages of the members list and the histories step over their offset in the list's
// indexes. Only PostgreSQL's planner is asserted, as for the public lists (long-lists.test.ts).
const postgres = databaseTargets().find((target) => target.name === 'postgres');
describe('deep pages of the admin lists [postgres]', { skip: !postgres }, () => {
  let app: FastifyInstance;
  let memberId: string;

  before(async () => {
    app = await buildTestApp(await postgres!.fresh());
    const db = app.database.db;
    const {
      rows: [someone],
    } = (await db.execute(sql`select id from users order by email limit 1`)) as unknown as { rows: { id: string }[] };
    memberId = someone!.id;
    await db.execute(sql`
      insert into users (email, password_hash, first_name, last_name, phone_number, street_address, city, state_id, zip_code)
      select 'member' || n || '@example.com', 'x', 'Pat', 'Member ' || (n % 5000), '+13165550100', '1 Main St', 'Wichita',
        17, '67202'
      from generate_series(1, 100000) as n`);
    // Analyzed first: the foreign key checks of the gifts below would otherwise keep the plan they
    // made for a table of eleven users (a scan of it per gift).
    await db.execute(sql`vacuum analyze users`);
    // Half of the gifts one member's, each with two designations.
    await db.execute(sql`
      with gifts as (
        insert into givings (user_id, kind, amount_cents, status, paid_at)
        select case when n % 2 = 0 then ${memberId}::uuid end, 'offline', 100, 'paid', now() - n * interval '1 minute'
        from generate_series(1, 100000) as n
        returning id)
      insert into giving_details (giving_id, giving_type_id, amount_cents)
      select id, (select min(id) from giving_types), 50 from gifts, generate_series(1, 2)`);
    // Half of the prayer requests the member's.
    await db.execute(sql`
      insert into prayer_requests (creator_id, request_text, page, last_activity_at)
      select case when n % 2 = 0 then ${memberId}::uuid else (select id from users where email = 'member1@example.com') end,
        'Request ' || n, '/', now() - n * interval '1 minute'
      from generate_series(1, 100000) as n`);
    await db.execute(sql`
      insert into activities (kind, user_id, occurred_at)
      select 'registration', ${memberId}::uuid, now() - n * interval '1 minute' from generate_series(1, 100000) as n`);
    for (const table of ['givings', 'giving_details', 'prayer_requests', 'activities']) {
      await db.execute(sql.raw(`vacuum analyze ${table}`));
    }
  });
  after(() => app.close());

  it('walks the members in their index to a deep page', async () => {
    const explained = await planOf(app, memberPageKeys(app.database.db).offset(90_000).limit(12));
    assert.match(explained, /Index Only Scan using users_last_name_first_name_id_idx/);
    assert.doesNotMatch(explained, /Sort/);
  });

  it('reads a members page near the end from the end, walking their index backward', async () => {
    const total = await keptTotal(app.database.db, countedLists.users);
    const { reversed, offset, limit } = offsetWindow(total, total - 10_000, 12);
    assert.ok(reversed);
    const keys = memberPageKeys(app.database.db, undefined, reversed).offset(offset).limit(limit);
    const explained = await planOf(app, keys, { analyze: true });
    assert.match(
      explained,
      /Index Only Scan Backward using users_last_name_first_name_id_idx .*\(actual rows=10000 /,
      explained,
    );
    assert.match(explained, /Heap Fetches: 0/, explained);
    assert.doesNotMatch(explained, /Sort/, explained);
  });

  const histories = [
    ['member', 'giving_details_user_id_paid_at_id_idx'],
    ['everybody', 'giving_details_paid_at_id_idx'],
  ] as const;
  const historyOf = (whose: 'member' | 'everybody') => ({ userId: whose === 'member' ? memberId : null });
  /** The plan of the `take` keys after the cursor of item `depth` of `list`, as its nextCursor would carry it. */
  async function planAfterDeepCursor(list: KeysetList, depth: number, take: number, analyze = false) {
    const [deep] = (await keysetPageKeys(app.database.db, list, { skip: depth, take: 0 })) as {
      id: number;
      at: Date;
    }[];
    assert.ok(deep?.at);
    const after = { at: deep.at.toISOString().replace('Z', '000Z'), id: deep.id };
    return planOf(app, keysetPageKeys(app.database.db, list, { skip: 0, take, after }), { analyze });
  }

  it("walks a member's and everybody's designations in one index to a deep page, reading no gift", async () => {
    for (const [whose, index] of histories) {
      const explained = await planOf(
        app,
        keysetPageKeys(app.database.db, historyList(historyOf(whose)), { skip: 40_000, take: 6 }),
      );
      assert.match(explained, new RegExp(`Index Only Scan using ${index}`), explained);
      assert.doesNotMatch(explained, /Sort|givings/, explained);
    }
  });

  it("reads a history's page near its end from the end, in the index alone", async () => {
    for (const [whose, index] of histories) {
      const list = whose === 'member' ? countedLists.givingsOfUser(memberId) : countedLists.givings;
      const total = await keptTotal(app.database.db, list);
      const keys = keysetPageKeys(
        app.database.db,
        historyList(historyOf(whose)),
        { skip: total - 10_000, take: 6 },
        total,
      );
      const explained = await planOf(app, keys, { analyze: true });
      assert.match(explained, new RegExp(`Index Only Scan Backward using ${index} .*\\(actual rows=10000 `), explained);
      // Rows on a page not marked all-visible since the last VACUUM are checked in the heap: a few.
      const heapFetches = Number(/Heap Fetches: (\d+)/.exec(explained)?.[1]);
      assert.ok(heapFetches < 100, explained);
      assert.doesNotMatch(explained, /Sort|givings/, explained);
    }
  });

  it("seeks a history's page after a deep cursor from the cursor's payment time", async () => {
    for (const [whose, index] of histories) {
      const explained = await planAfterDeepCursor(historyList(historyOf(whose)), 40_000, 6);
      assert.match(explained, new RegExp(`Index Only Scan using ${index}`), explained);
      assert.match(explained, /Index Cond: .*paid_at <= /, explained);
      assert.doesNotMatch(explained, /Sort|givings/, explained);
    }
  });

  it("seeks the prayer requests' page after a deep cursor in their index, the member's own and everybody's", async () => {
    for (const [filter, index] of [
      [{ creatorId: memberId, search: '', status: 'all' }, 'prayer_requests_creator_id_last_activity_at_id_idx'],
      [{ search: '', status: 'all' }, 'prayer_requests_last_activity_at_id_idx'],
    ] as const) {
      const explained = await planAfterDeepCursor(requestList(filter), 40_000, 20, true);
      assert.match(explained, new RegExp(`Index Only Scan (Backward )?using ${index} .*\\(actual rows=21 `), explained);
      assert.doesNotMatch(explained, /Sort/, explained);
    }
  });

  it("seeks the activities' page after a deep cursor in their index", async () => {
    const explained = await planAfterDeepCursor(
      activityList({ from: '2000-01-01' }, 'UTC', new Date()),
      60_000,
      8,
      true,
    );
    assert.match(
      explained,
      /Index Only Scan Backward using activities_occurred_at_id_idx .*\(actual rows=9 /,
      explained,
    );
    assert.doesNotMatch(explained, /Sort/, explained);
  });
});
