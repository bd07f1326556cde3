import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { MySchedule, SchedulingGrid, Team } from '@church/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  buildTestApp,
  callApi,
  databaseTargets,
  demo,
  describeEachDatabase,
  login,
  planOf,
  type TestSession,
} from '../../../test/helper';
import { upcomingPlansQuery } from './grid.repository';
import { removeUpcomingPlans } from './scheduling-test-setup';

const teammate = (email: string) => ({ email, password: 'Member123' });

describeEachDatabase('scheduling grid', (target) => {
  let app: FastifyInstance;
  let leader: TestSession;
  let daniel: TestSession;
  let maria: TestSession;
  let esther: TestSession;
  let james: TestSession;
  // Friday 27 November 2026, noon in Chicago (UTC-6): the church's day began at 06:00 UTC.
  const clock = Date.parse('2026-11-27T18:00:00Z');

  const newPlan = async (name: string, startsAt: string | null) => {
    const { id } = (await callApi(app, 'POST', '/service-types', leader, { name })).json<{ id: number }>();
    if (startsAt) await callApi(app, 'PUT', `/scheduling/plans/${id}/time`, leader, { startsAt });
    return id;
  };
  const newPosition = async (planId: number, team: string, position: string, people: TestSession[]) => {
    const { id: teamId } = (
      await callApi(app, 'POST', '/scheduling/teams', leader, { serviceTypeId: planId, name: team })
    ).json<Team>();
    const { positions } = (
      await callApi(app, 'POST', '/scheduling/positions', leader, { teamId, name: position, peopleNeeded: 2 })
    ).json<Team>();
    const positionId = positions[0]!.id;
    for (const person of people)
      await callApi(app, 'POST', `/scheduling/positions/${positionId}/members`, leader, { userId: person.userId });
    return positionId;
  };
  const schedule = async (positionId: number, person: TestSession) =>
    (await callApi(app, 'POST', '/scheduling/assignments', leader, { positionId, userId: person.userId })).json<{
      id: number;
    }>().id;
  const answer = async (person: TestSession, id: number, body: object) => {
    const response = await callApi(app, 'PUT', `/scheduling/my-assignments/${id}`, person, body);
    assert.equal(response.statusCode, 200, response.body);
  };

  before(async () => {
    app = await buildTestApp(await target.fresh(), { now: () => new Date(clock), timeZone: 'America/Chicago' });
    [leader, daniel, maria, esther, james] = await Promise.all([
      login(app, demo.leader),
      login(app, demo.member),
      login(app, teammate('maria.hernandez@example.com')),
      login(app, teammate('esther.kim@example.com')),
      login(app, teammate('james.nguyen@example.com')),
    ]);
  });
  after(() => app.close());

  it("shows a new church the demo's coming Sunday, with people scheduled and a slot open", async () => {
    const grid = (await callApi(app, 'GET', '/scheduling/grid', leader)).json<SchedulingGrid>();
    // Friday 27 November on the church's clock: Sunday the 29th at 10:30 in Chicago.
    assert.deepEqual(
      grid.plans.map((plan) => [plan.name, plan.startsAt]),
      [['Sunday Morning Worship', '2026-11-29T16:30:00.000Z']],
    );
    assert.deepEqual(
      grid.rows.map((row) => [
        `${row.team} · ${row.position}`,
        row.cells[0]!.peopleNeeded,
        row.cells[0]!.assignments.map((one) => `${one.person.firstName} ${one.status}`),
      ]),
      [
        ['Hospitality · Greeter', 2, ['Abigail accepted', 'Samuel pending']],
        ['Worship · Guitar', 1, ['James accepted']],
        ['Worship · Vocals', 2, ['María accepted']],
      ],
    );
  });

  it('lines up each team position across the upcoming plans, with who serves and their answer', async () => {
    // The suite's own plans from here on.
    await removeUpcomingPlans(app, leader);
    // Thursday 21:00 in Chicago is yesterday there, though it is 27 November in UTC.
    await newPlan('Thursday Evening', '2026-11-27T03:00:00.000Z');
    await newPlan('Not Dated Yet', null);
    await newPlan('Friday Breakfast', '2026-11-27T14:00:00.000Z');
    const first = await newPlan('First Sunday', '2026-11-29T15:00:00.000Z');
    const second = await newPlan('Second Sunday', '2026-12-06T15:00:00.000Z');
    const vocals = await newPosition(first, 'Worship', 'Vocals', [daniel, maria, esther]);
    await newPosition(first, 'Worship', 'Guitar', [james]);
    // Typed differently on the next plan, still the same row.
    await newPosition(second, 'WORSHIP', 'vocals', [daniel]);
    await newPosition(second, 'Hospitality', 'Greeter', [daniel]);

    // Daniel declines and asks Esther, who accepts; María accepts.
    const daniels = await schedule(vocals, daniel);
    await answer(maria, await schedule(vocals, maria), { answer: 'accept' });
    await answer(daniel, daniels, { answer: 'decline', replacementId: esther.userId });
    const asked = (await callApi(app, 'GET', '/scheduling/my-assignments', esther)).json<MySchedule>();
    await answer(esther, asked.assignments.find((one) => one.planName === 'First Sunday')!.id, { answer: 'accept' });

    const response = await callApi(app, 'GET', '/scheduling/grid', leader);
    assert.equal(response.statusCode, 200, response.body);
    const grid = response.json<SchedulingGrid>();
    assert.deepEqual(
      grid.plans.map((plan) => [plan.name, plan.startsAt]),
      [
        ['Friday Breakfast', '2026-11-27T14:00:00.000Z'],
        ['First Sunday', '2026-11-29T15:00:00.000Z'],
        ['Second Sunday', '2026-12-06T15:00:00.000Z'],
      ],
      'dated plans from today on the church clock, soonest first',
    );
    assert.deepEqual(
      grid.rows.map((row) => [`${row.team} · ${row.position}`, row.cells.map((cell) => cell?.positionId ?? null)]),
      [
        ['Hospitality · Greeter', [null, null, grid.rows[0]!.cells[2]!.positionId]],
        ['Worship · Guitar', [null, grid.rows[1]!.cells[1]!.positionId, null]],
        ['Worship · Vocals', [null, vocals, grid.rows[2]!.cells[2]!.positionId]],
      ],
    );
    const served = grid.rows[2]!.cells[1]!;
    assert.equal(served.peopleNeeded, 2);
    assert.deepEqual(
      served.assignments.map((one) => [`${one.person.firstName} ${one.person.lastName}`, one.status, one.inPlaceOf]),
      [
        ['María Hernández', 'accepted', null],
        ['Esther Kim', 'accepted', 'Daniel Okafor'],
        ['Daniel Okafor', 'declined', null],
      ],
    );
    assert.deepEqual(grid.rows[2]!.cells[2]!.assignments, [], 'nobody scheduled on the second Sunday yet');
    assert.equal(grid.hasMore, false);
  });

  it('shows eight plans at a time, later ones after `skip`', async () => {
    // Seven more Sundays after the three upcoming plans above: ten in all.
    for (let week = 2; week <= 8; week += 1)
      await newPlan(
        `Sunday ${week + 1}`,
        new Date(Date.parse('2026-11-29T15:00:00Z') + week * 7 * 86_400_000).toISOString(),
      );
    const first = (await callApi(app, 'GET', '/scheduling/grid', leader)).json<SchedulingGrid>();
    assert.equal(first.plans.length, 8);
    assert.equal(first.hasMore, true);
    const later = (await callApi(app, 'GET', '/scheduling/grid?skip=8', leader)).json<SchedulingGrid>();
    assert.deepEqual(
      later.plans.map((plan) => plan.name),
      ['Sunday 8', 'Sunday 9'],
    );
    assert.equal(later.hasMore, false);
    assert.deepEqual(later.rows, [], 'those plans have no teams');
    assert.equal((await callApi(app, 'GET', '/scheduling/grid?skip=-1', leader)).statusCode, 400);
  });

  it('is the schedulers’ only', async () => {
    assert.equal((await callApi(app, 'GET', '/scheduling/grid', daniel)).statusCode, 403);
    assert.equal((await callApi(app, 'GET', '/scheduling/grid')).statusCode, 401);
  });
});

// The grid's columns walk the `starts_at` index from today (migration 0047), not every plan the
// church ever dated. Only PostgreSQL's planner is asserted, as for the long lists.
const postgres = databaseTargets().find((target) => target.name === 'postgres');
describe('the grid among years of past plans [postgres]', { skip: !postgres }, () => {
  let app: FastifyInstance;
  const today = new Date('2026-11-27T06:00:00Z');

  before(async () => {
    app = await buildTestApp(await postgres!.fresh());
    // Ten years of services past, twenty Sundays to come, and a few hundred never dated.
    await app.database.db.execute(sql`
      insert into service_types (name, starts_at)
      select 'Past ' || n, ${today.toISOString()}::timestamptz - n * interval '42 hours'
      from generate_series(1, 2000) as n`);
    await app.database.db.execute(sql`
      insert into service_types (name, starts_at)
      select 'Next ' || n, ${today.toISOString()}::timestamptz + n * interval '7 days'
      from generate_series(1, 20) as n`);
    await app.database.db.execute(sql`
      insert into service_types (name) select 'Undated ' || n from generate_series(1, 300) as n`);
    await app.database.db.execute(sql`vacuum analyze service_types`);
  });
  after(() => app.close());

  it('reads the next plans from the index in their order, without a sort', async () => {
    const explained = await planOf(app, upcomingPlansQuery(app.database.db, today, { skip: 0, take: 9 }), {
      analyze: true,
    });
    assert.match(explained, /Index Scan using service_types_starts_at_id_idx .*\(actual rows=9 /, explained);
    assert.doesNotMatch(explained, /Seq Scan|Sort Key/, explained);
  });
});
