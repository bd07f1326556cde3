import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import {
  blockoutMessages,
  type Blockout,
  type Conflict,
  type PlanConflicts,
  type PlanSchedule,
  type Team,
} from '@church/contracts';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, callApi, demo, describeEachDatabase, login, type TestSession } from '../../../test/helper';

const maria = { email: 'maria.hernandez@example.com', password: 'Member123' };

describeEachDatabase('blockouts and conflicts', (target) => {
  let app: FastifyInstance;
  let admin: TestSession;
  let leader: TestSession;
  let member: TestSession;
  let spanishMember: TestSession;

  before(async () => {
    app = await buildTestApp(await target.fresh(), { now: () => new Date('2026-11-27T18:00:00Z') });
    [admin, leader, member, spanishMember] = await Promise.all([
      login(app, demo.admin),
      login(app, demo.leader),
      login(app, demo.member),
      login(app, maria),
    ]);
  });
  after(() => app.close());

  /** A plan at `startsAt` with a Worship team whose positions each hold the member and María. */
  async function plan(name: string, startsAt: string, positions = ['Vocals']) {
    const { id } = (await callApi(app, 'POST', '/service-types', leader, { name })).json<{ id: number }>();
    await callApi(app, 'PUT', `/scheduling/plans/${id}/time`, leader, { startsAt });
    const team = (
      await callApi(app, 'POST', '/scheduling/teams', leader, { serviceTypeId: id, name: 'Worship' })
    ).json<Team>();
    const positionIds: number[] = [];
    for (const position of positions) {
      const created = (
        await callApi(app, 'POST', '/scheduling/positions', leader, {
          teamId: team.id,
          name: position,
          peopleNeeded: 2,
        })
      ).json<Team>();
      const positionId = created.positions.find((one) => one.name === position)!.id;
      for (const person of [member, spanishMember])
        await callApi(app, 'POST', `/scheduling/positions/${positionId}/members`, leader, { userId: person.userId });
      positionIds.push(positionId);
    }
    return { planId: id, positionId: positionIds[0]!, positionIds };
  }

  const conflictsOf = async (planId: number, person: TestSession): Promise<Conflict[]> => {
    const answer = await callApi(app, 'GET', `/scheduling/plans/${planId}/conflicts`, leader);
    assert.equal(answer.statusCode, 200, answer.body);
    return answer.json<PlanConflicts>().find((one) => one.userId === person.userId)?.conflicts ?? [];
  };
  const block = async (person: TestSession, blockout: Record<string, unknown>) => {
    const answer = await callApi(app, 'POST', '/scheduling/my-blockouts', person, blockout);
    assert.equal(answer.statusCode, 201, answer.body);
    return answer.json<Blockout>();
  };
  const schedule = (positionId: number, person: TestSession, override?: boolean) =>
    callApi(app, 'POST', '/scheduling/assignments', leader, {
      positionId,
      userId: person.userId,
      ...(override === undefined ? {} : { override }),
    });

  it('blocks single days, ranges over a month end, a weekday of July, and the first or last weekday of each month', async () => {
    await block(spanishMember, { firstDay: '2027-03-10', reason: 'Surgery' });
    await block(spanishMember, { firstDay: '2027-01-30', lastDay: '2027-02-02' });
    await block(spanishMember, {
      repeat: 'weekly',
      firstDay: '2027-07-01',
      lastDay: '2027-07-31',
      weekday: 0,
      reason: 'Camp',
    });
    await block(spanishMember, { repeat: 'monthly', firstDay: '2027-01-01', weekday: 0, weekOfMonth: 1 });
    await block(spanishMember, {
      repeat: 'monthly',
      firstDay: '2027-01-01',
      lastDay: '2027-12-31',
      weekday: 6,
      weekOfMonth: -1,
      reason: 'Market day',
    });
    const { planId } = await plan('Rules', '2027-03-10T15:00:00.000Z');
    /** The blockout reasons the scheduler sees with the plan at `startsAt`. */
    const blockedAt = async (startsAt: string) => {
      await callApi(app, 'PUT', `/scheduling/plans/${planId}/time`, leader, { startsAt });
      return (await conflictsOf(planId, spanishMember)).flatMap((one) => (one.kind === 'blocked' ? [one.reason] : []));
    };

    assert.deepEqual(await blockedAt('2027-03-10T15:00:00.000Z'), ['Surgery']);
    // 9 PM on the 10th in Chicago is already the 11th in UTC: the church's day counts.
    assert.deepEqual(await blockedAt('2027-03-11T03:00:00.000Z'), ['Surgery']);
    assert.deepEqual(await blockedAt('2027-03-11T15:00:00.000Z'), []);
    // The range runs over the end of January.
    assert.deepEqual(await blockedAt('2027-02-01T15:00:00.000Z'), [null]);
    assert.deepEqual(await blockedAt('2027-01-29T15:00:00.000Z'), []);
    assert.deepEqual(await blockedAt('2027-02-03T15:00:00.000Z'), []);
    // Every Sunday of July; the 4th is also July's first Sunday.
    assert.deepEqual(await blockedAt('2027-07-18T15:00:00.000Z'), ['Camp']);
    assert.deepEqual((await blockedAt('2027-07-04T15:00:00.000Z')).sort(), ['Camp', null].sort());
    // The first Sunday of each month, with no end: August's is the 1st, not the 8th.
    assert.deepEqual(await blockedAt('2027-08-01T15:00:00.000Z'), [null]);
    assert.deepEqual(await blockedAt('2027-08-08T15:00:00.000Z'), []);
    assert.deepEqual(await blockedAt('2028-10-01T15:00:00.000Z'), [null]);
    // The last Saturday: the 31st of July, the 27th of a 28-day February, not the 24th nor the 20th.
    assert.deepEqual(await blockedAt('2027-07-31T15:00:00.000Z'), ['Market day']);
    assert.deepEqual(await blockedAt('2027-02-27T15:00:00.000Z'), ['Market day']);
    assert.deepEqual(await blockedAt('2027-07-24T15:00:00.000Z'), []);
    assert.deepEqual(await blockedAt('2027-02-20T15:00:00.000Z'), []);
    // The blockout's span ends with 2027.
    assert.deepEqual(await blockedAt('2028-01-29T15:00:00.000Z'), []);
  });

  it('refuses a scheduling that conflicts until the scheduler overrides it', async () => {
    const first = await plan('Nine o’clock', '2027-05-09T14:00:00.000Z', ['Vocals', 'Guitar']);
    const second = await plan('Half past nine', '2027-05-09T14:30:00.000Z');
    assert.equal((await schedule(first.positionId, member)).statusCode, 201);

    // Another position of the same plan, and another plan half an hour later: booked already.
    const samePlan = await schedule(first.positionIds[1]!, member);
    assert.equal(samePlan.statusCode, 409);
    assert.deepEqual(samePlan.json(), { errors: [blockoutMessages.hasConflicts] });
    assert.deepEqual(await conflictsOf(second.planId, member), [
      { kind: 'double-booked', planName: 'Nine o’clock', positionName: 'Vocals', startsAt: '2027-05-09T14:00:00.000Z' },
    ]);
    assert.equal((await schedule(second.positionId, member)).statusCode, 409);
    assert.equal((await schedule(second.positionId, member, true)).statusCode, 201);

    // At most two services a month: a third in May is over it, June is not.
    const maximum = await callApi(app, 'PUT', '/scheduling/my-preferences', member, { maxPerMonth: 2 });
    assert.equal(maximum.statusCode, 200, maximum.body);
    assert.deepEqual((await callApi(app, 'GET', '/scheduling/my-preferences', member)).json(), { maxPerMonth: 2 });
    const third = await plan('May 23', '2027-05-23T14:00:00.000Z');
    assert.deepEqual(await conflictsOf(third.planId, member), [{ kind: 'over-maximum', maxPerMonth: 2, scheduled: 2 }]);
    const june = await plan('June 13', '2027-06-13T14:00:00.000Z');
    assert.deepEqual(await conflictsOf(june.planId, member), []);
    assert.equal((await schedule(june.positionId, member)).statusCode, 201);

    // A declined service does not count.
    const mine = (await callApi(app, 'GET', '/scheduling/plans/' + second.planId, leader)).json<PlanSchedule>();
    const assignment = mine.teams[0]!.positions[0]!.assignments[0]!;
    await callApi(app, 'PUT', `/scheduling/my-assignments/${assignment.id}`, member, { answer: 'decline' });
    assert.deepEqual(await conflictsOf(third.planId, member), []);
    assert.equal((await schedule(third.positionId, member)).statusCode, 201);
  });

  it("keeps a member's blockouts and their reasons from everyone but them and the schedulers", async () => {
    const mine = await block(member, { firstDay: '2027-09-12', reason: 'Private reason' });
    const theirs = (await callApi(app, 'GET', '/scheduling/my-blockouts', spanishMember)).json<Blockout[]>();
    assert.ok(theirs.every((one) => one.id !== mine.id && one.reason !== 'Private reason'));
    assert.deepEqual(
      (await callApi(app, 'GET', '/scheduling/my-blockouts', member)).json<Blockout[]>().map((one) => one.reason),
      ['Private reason'],
    );

    const { planId } = await plan('September 12', '2027-09-12T14:00:00.000Z');
    const forbidden = { errors: ['You do not have permission to do this'] };
    assert.deepEqual(
      (await callApi(app, 'GET', `/scheduling/plans/${planId}/conflicts`, spanishMember)).json(),
      forbidden,
    );
    assert.equal((await callApi(app, 'GET', `/scheduling/plans/${planId}/conflicts`)).statusCode, 401);
    assert.deepEqual(await conflictsOf(planId, member), [{ kind: 'blocked', reason: 'Private reason' }]);
    const byAdmin = (await callApi(app, 'GET', `/scheduling/plans/${planId}/conflicts`, admin)).json<PlanConflicts>();
    assert.ok(byAdmin.some((one) => one.userId === member.userId));

    // Someone else's blockout cannot be removed (not found); the member's own can.
    assert.equal((await callApi(app, 'DELETE', `/scheduling/my-blockouts/${mine.id}`, spanishMember)).statusCode, 404);
    assert.equal((await callApi(app, 'DELETE', `/scheduling/my-blockouts/${mine.id}`, member)).statusCode, 204);
    assert.deepEqual(await conflictsOf(planId, member), []);

    // The server checks the rules the form checks.
    const backwards = await callApi(app, 'POST', '/scheduling/my-blockouts', member, {
      firstDay: '2027-09-12',
      lastDay: '2027-09-01',
    });
    assert.deepEqual(backwards.json(), { errors: [blockoutMessages.lastDayInvalid] });
    const noWeekday = await callApi(app, 'POST', '/scheduling/my-blockouts', member, {
      repeat: 'weekly',
      firstDay: '2027-09-12',
    });
    assert.deepEqual(noWeekday.json(), { errors: [blockoutMessages.weekdayRequired] });
  });
});
