import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import {
  schedulingMessages,
  swapMessages,
  type MyAssignment,
  type MySchedule,
  type OpenPosition,
  type PlanSchedule,
  type Team,
  type Teammate,
} from '@church/contracts';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, callApi, demo, describeEachDatabase, login, type TestSession } from '../../../test/helper';

const teammate = (email: string) => ({ email, password: 'Member123' });
const SUNDAY = '2026-12-06T15:00:00.000Z';

describeEachDatabase('swaps, self sign-up and auto-fill', (target) => {
  let app: FastifyInstance;
  let admin: TestSession;
  let leader: TestSession;
  let daniel: TestSession;
  let maria: TestSession;
  let james: TestSession;
  let abigail: TestSession;
  let samuel: TestSession;
  const clock = Date.parse('2026-11-27T18:00:00Z');

  type Mail = { to: string; subject: string; text: string };
  const mailsTo = async (to: string) =>
    (await callApi(app, 'GET', '/outbox?take=100', admin)).json<Mail[]>().filter((mail) => mail.to === to);
  const linkIn = (mail: Mail, index: number) => {
    const match = [...mail.text.matchAll(/schedule-answer\?id=(\d+)&token=([\w.%-]+)/g)][index]!;
    return { id: Number(match[1]), token: decodeURIComponent(match[2]!) };
  };

  /** A dated plan with a Worship team and one position holding `people`; answers their ids. */
  async function planWith(
    name: string,
    startsAt: string | null,
    position: string,
    needed: number,
    people: TestSession[],
  ) {
    const { id: planId } = (await callApi(app, 'POST', '/service-types', leader, { name })).json<{ id: number }>();
    if (startsAt) await callApi(app, 'PUT', `/scheduling/plans/${planId}/time`, leader, { startsAt });
    const team = (
      await callApi(app, 'POST', '/scheduling/teams', leader, { serviceTypeId: planId, name: 'Worship' })
    ).json<Team>();
    const positionId = await addPosition(team.id, position, needed, people);
    return { planId, teamId: team.id, positionId };
  }
  async function addPosition(teamId: number, name: string, needed: number, people: TestSession[]) {
    const { positions } = (
      await callApi(app, 'POST', '/scheduling/positions', leader, { teamId, name, peopleNeeded: needed })
    ).json<Team>();
    const positionId = positions.find((one) => one.name === name)!.id;
    for (const person of people)
      await callApi(app, 'POST', `/scheduling/positions/${positionId}/members`, leader, { userId: person.userId });
    return positionId;
  }
  const schedule = async (positionId: number, person: TestSession) => {
    const answer = await callApi(app, 'POST', '/scheduling/assignments', leader, { positionId, userId: person.userId });
    assert.equal(answer.statusCode, 201, answer.body);
    return answer.json<{ id: number }>().id;
  };
  const replacements = (person: TestSession, id: number) =>
    callApi(app, 'GET', `/scheduling/my-assignments/${id}/replacements`, person);
  const names = (people: Teammate[]) => people.map((one) => `${one.firstName} ${one.lastName}`);

  before(async () => {
    app = await buildTestApp(await target.fresh(), { now: () => new Date(clock) });
    [admin, leader, daniel, maria, james, abigail, samuel] = await Promise.all([
      login(app, demo.admin),
      login(app, demo.leader),
      login(app, demo.member),
      login(app, teammate('maria.hernandez@example.com')),
      login(app, teammate('james.nguyen@example.com')),
      login(app, teammate('abigail.brooks@example.com')),
      login(app, teammate('samuel.yoder@example.com')),
    ]);
    await callApi(app, 'PUT', '/users/current/language', maria, { language: 'es' });
  });
  after(() => app.close());

  it('offers only eligible teammates, asks the chosen one by e-mail and tells the scheduler', async () => {
    const { planId, teamId, positionId } = await planWith('Swap Sunday', SUNDAY, 'Vocals', 2, [
      daniel,
      maria,
      james,
      abigail,
      samuel,
    ]);
    const mine = await schedule(positionId, daniel);
    await schedule(positionId, abigail);
    // James cannot serve that day; Samuel already serves that service in another position.
    await callApi(app, 'POST', '/scheduling/my-blockouts', james, { firstDay: '2026-12-06', reason: 'Away' });
    await schedule(await addPosition(teamId, 'Guitar', 1, [samuel]), samuel);

    const offered = await replacements(daniel, mine);
    assert.equal(offered.statusCode, 200, offered.body);
    assert.deepEqual(names(offered.json<Teammate[]>()), ['María Hernández']);
    assert.doesNotMatch(offered.body, /@example\.com|Away/, 'names only: no e-mail, no blockout reason');
    assert.equal((await replacements(maria, mine)).statusCode, 404, "another member's assignment");

    // An ineligible teammate is refused, and the decline with it: nothing changed.
    const refused = await callApi(app, 'PUT', `/scheduling/my-assignments/${mine}`, daniel, {
      answer: 'decline',
      replacementId: james.userId,
    });
    assert.equal(refused.statusCode, 400);
    assert.deepEqual(refused.json(), { errors: [swapMessages.replacementNotEligible] });
    const onAccept = await callApi(app, 'PUT', `/scheduling/my-assignments/${mine}`, daniel, {
      answer: 'accept',
      replacementId: maria.userId,
    });
    assert.deepEqual(onAccept.json(), { errors: [swapMessages.replacementOnlyOnDecline] });
    const stillMine = (await callApi(app, 'GET', '/scheduling/my-assignments', daniel)).json<MySchedule>();
    assert.equal(stillMine.assignments.find((one) => one.id === mine)?.status, 'pending');

    const declined = await callApi(app, 'PUT', `/scheduling/my-assignments/${mine}`, daniel, {
      answer: 'decline',
      reason: 'Travelling',
      replacementId: maria.userId,
    });
    assert.equal(declined.statusCode, 200, declined.body);
    assert.equal(declined.json<MyAssignment>().status, 'declined');

    // María is asked in Spanish, with links, and sees the request on My Schedule.
    const [request] = await mailsTo('maria.hernandez@example.com');
    assert.equal(request!.subject, 'Daniel Okafor le pide que sirva en su lugar: Swap Sunday');
    assert.match(request!.text, /Daniel Okafor no puede servir como Vocals \(Worship\) en Swap Sunday el 06\/12\/2026/);
    const hers = (await callApi(app, 'GET', '/scheduling/my-assignments', maria)).json<MySchedule>();
    const asked = hers.assignments.find((one) => one.planName === 'Swap Sunday');
    assert.deepEqual([asked?.status, asked?.inPlaceOf], ['pending', 'Daniel Okafor']);

    const [notice] = await mailsTo(demo.leader.email);
    assert.equal(notice!.subject, 'Daniel Okafor declined: Swap Sunday');
    assert.match(notice!.text, /They asked María Hernández to take their place\./);

    // One teammate per decline.
    assert.deepEqual((await replacements(daniel, mine)).json(), []);
    const again = await callApi(app, 'PUT', `/scheduling/my-assignments/${mine}`, daniel, {
      answer: 'decline',
      replacementId: maria.userId,
    });
    assert.deepEqual([again.statusCode, again.json()], [409, { errors: [swapMessages.alreadyReplaced] }]);

    // María accepts from the e-mail without signing in; the scheduler hears the place is filled.
    const accepted = await callApi(app, 'POST', '/scheduling/answer-link', undefined, linkIn(request!, 0));
    assert.equal(accepted.statusCode, 200, accepted.body);
    const [filled] = await mailsTo(demo.leader.email);
    assert.equal(filled!.subject, 'María Hernández serves in place of Daniel Okafor: Swap Sunday');
    const plan = (await callApi(app, 'GET', `/scheduling/plans/${planId}`, leader)).json<PlanSchedule>();
    const vocals = plan.teams[0]!.positions.find((one) => one.name === 'Vocals')!;
    assert.deepEqual(
      vocals.assignments.map((one) => [one.person.firstName, one.status, one.inPlaceOf]),
      [
        ['Abigail', 'pending', null],
        ['María', 'accepted', 'Daniel Okafor'],
        ['Daniel', 'declined', null],
      ],
    );
  });

  it("asks a teammate from the e-mail's decline page, without signing in", async () => {
    const { positionId } = await planWith('Decline page swap', '2026-12-13T15:00:00.000Z', 'Vocals', 1, [
      daniel,
      abigail,
    ]);
    await schedule(positionId, daniel);
    const decline = linkIn((await mailsTo(demo.member.email))[0]!, 1);
    const preview = await callApi(app, 'GET', `/scheduling/answer-link?id=${decline.id}&token=${decline.token}`);
    assert.deepEqual(names(preview.json<{ replacements: Teammate[] }>().replacements), ['Abigail Brooks']);

    const answered = await callApi(app, 'POST', '/scheduling/answer-link', undefined, {
      ...decline,
      replacementId: abigail.userId,
    });
    assert.equal(answered.statusCode, 200, answered.body);
    const [request] = await mailsTo('abigail.brooks@example.com');
    assert.equal(request!.subject, 'Daniel Okafor asks you to serve in their place: Decline page swap');
  });

  it('proposes people for empty slots by fair rotation, without breaking a blockout, and saves nothing', async () => {
    // Before this: María and Samuel serve once around now, Abigail twice, Daniel and James not at all.
    const { planId, teamId, positionId } = await planWith('Auto Sunday', '2027-01-03T15:00:00.000Z', 'Vocals', 2, [
      daniel,
      maria,
      james,
      samuel,
    ]);
    const guitar = await addPosition(teamId, 'Guitar', 1, [james, abigail, samuel]);
    await callApi(app, 'POST', '/scheduling/my-blockouts', james, { firstDay: '2027-01-03' });

    assert.equal((await callApi(app, 'GET', `/scheduling/plans/${planId}/auto-fill`, daniel)).statusCode, 403);
    const proposed = await callApi(app, 'GET', `/scheduling/plans/${planId}/auto-fill`, leader);
    assert.equal(proposed.statusCode, 200, proposed.body);
    assert.deepEqual(
      proposed.json<{ positionId: number; person: Teammate }[]>().map((one) => [one.positionId, one.person.firstName]),
      [
        [guitar, 'Samuel'],
        [positionId, 'Daniel'],
        [positionId, 'María'],
      ],
    );
    const plan = (await callApi(app, 'GET', `/scheduling/plans/${planId}`, leader)).json<PlanSchedule>();
    assert.deepEqual(
      plan.teams[0]!.positions.flatMap((one) => one.assignments),
      [],
    );
  });

  it('lists open positions to their members and signs them up to the people needed, one at a time', async () => {
    const { positionId } = await planWith('Open Greeters', '2026-12-20T15:00:00.000Z', 'Greeter', 2, [
      daniel,
      maria,
      james,
      abigail,
    ]);
    await schedule(positionId, abigail);
    await planWith('Undated', null, 'Greeter', 2, [daniel]);
    await callApi(app, 'POST', '/scheduling/my-blockouts', james, { firstDay: '2026-12-20' });

    // Only this test's plans (the others' positions hold these members too).
    const openHere = async (person: TestSession) =>
      (await callApi(app, 'GET', '/scheduling/open-positions', person))
        .json<OpenPosition[]>()
        .filter((one) => ['Open Greeters', 'Undated'].includes(one.planName));
    assert.deepEqual(
      (await openHere(daniel)).map(({ planName, positionName, scheduled, peopleNeeded }) => [
        planName,
        positionName,
        scheduled,
        peopleNeeded,
      ]),
      [['Open Greeters', 'Greeter', 1, 2]],
      'dated, upcoming, with a slot left; not where he is scheduled already',
    );
    assert.deepEqual(await openHere(james), [], 'blocked that day');
    const blocked = await callApi(app, 'POST', `/scheduling/open-positions/${positionId}/sign-up`, james);
    assert.deepEqual([blocked.statusCode, blocked.json()], [409, { errors: [swapMessages.signUpConflict] }]);
    const outsider = await callApi(app, 'POST', `/scheduling/open-positions/${positionId}/sign-up`, leader);
    assert.deepEqual([outsider.statusCode, outsider.json()], [404, { errors: [schedulingMessages.positionNotFound] }]);

    // Two members take the last slot at once: one gets it, Accepted; the other is told it is full.
    const both = await Promise.all(
      [daniel, maria].map((person) => callApi(app, 'POST', `/scheduling/open-positions/${positionId}/sign-up`, person)),
    );
    assert.deepEqual(both.map((answer) => answer.statusCode).sort(), [201, 409]);
    const won = both.find((answer) => answer.statusCode === 201)!.json<MyAssignment>();
    assert.deepEqual([won.status, won.positionName], ['accepted', 'Greeter']);
    // Told in their own language: María reads Spanish.
    const lost = both.findIndex((answer) => answer.statusCode === 409);
    assert.deepEqual(both[lost]!.json(), {
      errors: [lost === 0 ? swapMessages.positionNotOpen : 'Este puesto ya no está abierto para inscribirse'],
    });
    for (const person of [daniel, maria]) assert.deepEqual(await openHere(person), [], 'full');
  });
});
