import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sandboxTestCards, type Period, type Statistic } from '@church/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { loadChurchTimeZone } from '../../config';
import { bearer, buildTestApp, demo, describeEachDatabase, login, type TestSession } from '../../../test/helper';
import { comments } from '../comments';
import { givingDetails, givings } from '../givings';
import { prayerRequests } from '../prayer-requests';
import { users } from '../users';
import { videos } from '../videos';

const zone = 'America/Chicago';
const periods: Period[] = ['week', 'month', 'year'];
const urls = {
  members: '/api/users/statistic',
  givings: '/api/givings/statistic',
  prayerRequests: '/api/requests/statistic',
  comments: '/api/comments/statistic',
} as const;
type Kind = keyof typeof urls;

// The oracle: the church's calendar from Intl, not from the database's `at time zone`.
const dayIn = (instant: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
const shiftDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const shiftMonths = (month: string, months: number) => {
  const date = new Date(`${month}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 7);
};

/** What the rows say for a period ending `today`: per-bucket sums, the total and the one before. */
function expected(period: Period, today: string, facts: { at: Date; value: number }[]) {
  const length = { week: 7, month: 30, year: 12 }[period];
  const keyOf = (at: Date) => (period === 'year' ? dayIn(at).slice(0, 7) : dayIn(at));
  const last = period === 'year' ? today.slice(0, 7) : today;
  const shift = period === 'year' ? shiftMonths : shiftDays;
  const current = Array.from({ length }, (_, index) => shift(last, index - length + 1));
  const previous = Array.from({ length }, (_, index) => shift(last, index - 2 * length + 1));
  const sumOf = (keys: string[]) =>
    facts.filter((fact) => keys.includes(keyOf(fact.at))).reduce((sum, fact) => sum + fact.value, 0);
  return {
    points: current.map((key) => ({ date: period === 'year' ? `${key}-01` : key, value: sumOf([key]) })),
    total: sumOf(current),
    previousTotal: sumOf(previous),
  };
}

it("reads the church's time zone from CHURCH_TIME_ZONE: Central Time unless set, an IANA name if set", () => {
  assert.equal(loadChurchTimeZone({}), 'America/Chicago');
  assert.equal(loadChurchTimeZone({ CHURCH_TIME_ZONE: 'America/Denver' }), 'America/Denver');
  assert.throws(() => loadChurchTimeZone({ CHURCH_TIME_ZONE: 'Kansas' }), /CHURCH_TIME_ZONE must be an IANA time zone/);
});

describeEachDatabase('dashboard statistics', (target) => {
  let app: FastifyInstance;
  let admin: TestSession;
  let member: TestSession;
  const get = (url: string, session?: TestSession) =>
    app.inject({ method: 'GET', url, ...(session ? { headers: bearer(session) } : {}) });

  /** Every fact each chart counts, read straight from the tables. */
  async function facts(): Promise<Record<Kind, { at: Date; value: number }[]>> {
    const db = app.database.db;
    const created = (rows: { at: Date }[]) => rows.map((row) => ({ at: row.at, value: 1 }));
    const gifts = await db
      .select({
        at: givings.paidAt,
        status: givings.status,
        refunded: givingDetails.isRefunded,
        cents: givingDetails.amountCents,
      })
      .from(givingDetails)
      .innerJoin(givings, eq(givings.id, givingDetails.givingId));
    return {
      members: created(await db.select({ at: users.createdAt }).from(users)),
      prayerRequests: created(await db.select({ at: prayerRequests.createdAt }).from(prayerRequests)),
      comments: created(await db.select({ at: comments.createdAt }).from(comments)),
      givings: gifts
        .filter((gift) => gift.at && gift.status !== 'pending' && !gift.refunded)
        .map((gift) => ({ at: gift.at as Date, value: gift.cents })),
    };
  }

  async function assertMatchesTheData(when: string) {
    const data = await facts();
    const today = dayIn(new Date());
    for (const kind of Object.keys(urls) as Kind[]) {
      for (const period of periods) {
        const response = await get(`${urls[kind]}?period=${period}`, admin);
        assert.equal(response.statusCode, 200, response.body);
        const statistic = response.json<Statistic>();
        const want = expected(period, today, data[kind]);
        // Gifts are summed in cents and answered in dollars.
        const scale = (value: number) => (kind === 'givings' ? value / 100 : value);
        assert.deepEqual(
          {
            points: statistic.points,
            total: statistic.total,
            previousTotal: statistic.previousTotal,
          },
          {
            points: want.points.map((point) => ({ ...point, value: scale(point.value) })),
            total: scale(want.total),
            previousTotal: scale(want.previousTotal),
          },
          `${kind} by ${period}, ${when}`,
        );
        assert.equal(statistic.unit, period === 'year' ? 'month' : 'day');
        assert.equal(statistic.timeZone, zone);
      }
    }
    return data;
  }

  before(async () => {
    app = await buildTestApp(await target.fresh(), { timeZone: zone });
    [admin, member] = await Promise.all([login(app, demo.admin), login(app, demo.member)]);
  });
  after(() => app.close());

  it('answers what the seeded data says, then after a new gift, a refund and a new member', async () => {
    const seeded = await assertMatchesTheData('seeded');
    assert.ok(seeded.givings.length > 0 && seeded.comments.length > 0, 'the demo data has gifts and comments');
    const weekGifts = (await get(`${urls.givings}?period=week`, admin)).json<Statistic>().total;
    const yearMembers = (await get(`${urls.members}?period=year`, admin)).json<Statistic>().total;

    // A new gift of $30 + $7.25, paid by card; then the $7.25 designation is refunded.
    const types = (await get('/api/givingTypes')).json<{ id: number }[]>();
    const created = await app.inject({
      method: 'POST',
      url: '/api/givings/one-time-giving',
      headers: bearer(member),
      payload: {
        designations: [
          { amount: 30, givingTypeId: types[0]?.id },
          { amount: 7.25, givingTypeId: types[1]?.id },
        ],
      },
    });
    const gift = created.json<{ id: string; designations: { id: number }[] }>();
    const intent = await app.inject({
      method: 'POST',
      url: '/api/givings/one-time-giving-payment',
      headers: bearer(member),
      payload: { givingId: gift.id },
    });
    const { clientSecret } = intent.json<{ clientSecret: string }>();
    const card = await app.inject({
      method: 'POST',
      url: '/api/sandbox/payment-methods',
      payload: { card: { number: sandboxTestCards.succeeds, expMonth: 12, expYear: 2099, cvc: '123' } },
    });
    const paid = await app.inject({
      method: 'POST',
      url: `/api/sandbox/payment-intents/${clientSecret.split('_secret_')[0]}/confirm`,
      payload: { clientSecret, paymentMethodId: card.json<{ id: string }>().id },
    });
    assert.equal(paid.statusCode, 200, paid.body);
    assert.equal((await get(`${urls.givings}?period=week`, admin)).json<Statistic>().total, weekGifts + 37.25);

    const refund = await app.inject({
      method: 'PUT',
      url: '/api/givings/refund',
      headers: bearer(member),
      payload: { givingDetailId: gift.designations[1]?.id },
    });
    assert.equal(refund.statusCode, 204, refund.body);
    assert.equal((await get(`${urls.givings}?period=week`, admin)).json<Statistic>().total, weekGifts + 30);

    const registered = await app.inject({
      method: 'POST',
      url: '/api/account/register',
      payload: {
        firstName: 'Hannah',
        lastName: 'Miller',
        address: { streetAddress: '12 Elm St', city: 'Newton', stateId: 17, zipCode: '67114' },
        email: 'hannah.statistics@example.com',
        password: 'Secret123',
        confirmPassword: 'Secret123',
        phoneNumber: '+13165550199',
      },
    });
    assert.equal(registered.statusCode, 204, registered.body);
    assert.equal((await get(`${urls.members}?period=year`, admin)).json<Statistic>().total, yearMembers + 1);

    await assertMatchesTheData('after a gift, a refund and a new member');
  });

  it('is for admins only: 401 signed out, 403 for members and for the leader with every action', async () => {
    const leader = await login(app, demo.leader);
    for (const url of Object.values(urls)) {
      assert.equal((await get(url)).statusCode, 401, url);
      assert.equal((await get(url, member)).statusCode, 403, url);
      assert.equal((await get(url, leader)).statusCode, 403, url);
    }
  });

  it('refuses an unknown period', async () => {
    const response = await get(`${urls.comments}?period=decade`, admin);
    assert.deepEqual([response.statusCode, response.json()], [400, { errors: ['Period must be week, month or year'] }]);
  });
});

describeEachDatabase("dashboard statistics on the church's calendar", (target) => {
  // Tuesday 10 March 2026, 1 PM in Wichita (CDT since the 8th: UTC-5).
  const now = new Date('2026-03-10T18:00:00Z');
  let app: FastifyInstance;
  let admin: TestSession;

  before(async () => {
    app = await buildTestApp(await target.fresh(), { timeZone: zone, now: () => now });
    admin = await login(app, demo.admin);
    // Only these comments: the demo ones are dated from the real clock.
    await app.database.db.delete(comments);
    const [video] = await app.database.db.select({ id: videos.id }).from(videos).limit(1);
    const [author] = await app.database.db.select({ id: users.id }).from(users).limit(1);
    const at = (iso: string) => ({
      videoId: video?.id ?? 0,
      creatorId: author?.id ?? '',
      text: iso,
      createdAt: new Date(iso),
    });
    await app.database.db.insert(comments).values([
      at('2026-03-10T04:30:00Z'), // 11:30 PM on the 9th in Wichita
      at('2026-03-10T05:30:00Z'), // 12:30 AM on the 10th
      at('2026-03-04T06:00:00Z'), // the first day of the week (1 AM on the 4th)
      at('2026-03-04T05:59:00Z'), // 11:59 PM on the 3rd: the week before
      at('2026-02-25T12:00:00Z'), // the first day of the week before
      at('2026-02-24T12:00:00Z'), // before both
      at('2026-03-11T05:00:00Z'), // tomorrow in Wichita: not yet
      at('2025-04-15T12:00:00Z'), // the first month of the year
      at('2025-03-31T12:00:00Z'), // the month before: the year before
    ]);
  });
  after(() => app.close());

  const statistic = async (period: Period) =>
    (await app.inject({ url: `/api/comments/statistic?period=${period}`, headers: bearer(admin) })).json<Statistic>();

  describe('counts each comment on the day it was written where the church is', () => {
    it('week: the 7 days ending today against the 7 before', async () => {
      const week = await statistic('week');
      assert.deepEqual(
        week.points.map((point) => [point.date, point.value]),
        [
          ['2026-03-04', 1],
          ['2026-03-05', 0],
          ['2026-03-06', 0],
          ['2026-03-07', 0],
          ['2026-03-08', 0],
          ['2026-03-09', 1],
          ['2026-03-10', 1],
        ],
      );
      assert.deepEqual([week.total, week.previousTotal], [3, 2]);
    });

    it('year: the 12 months ending with this one against the 12 before', async () => {
      const year = await statistic('year');
      assert.equal(year.unit, 'month');
      assert.deepEqual(
        year.points.map((point) => point.date),
        [
          '2025-04-01',
          '2025-05-01',
          '2025-06-01',
          '2025-07-01',
          '2025-08-01',
          '2025-09-01',
          '2025-10-01',
          '2025-11-01',
          '2025-12-01',
          '2026-01-01',
          '2026-02-01',
          '2026-03-01',
        ],
      );
      assert.deepEqual(
        [year.points[0]?.value, year.points[10]?.value, year.points[11]?.value],
        [1, 2, 4],
        'April 2025; February: the 24th and 25th; March: the 3rd to the 10th',
      );
      assert.deepEqual([year.total, year.previousTotal], [7, 1]);
    });
  });
});
