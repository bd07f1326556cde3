import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import {
  schedulingMessages,
  type MyAssignment,
  type MySchedule,
  type PlanSchedule,
  type Team,
} from '@church/contracts';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, callApi, demo, describeEachDatabase, login, type TestSession } from '../../../test/helper';

const forbidden = { errors: ['You do not have permission to do this'] };
const refused = { errors: [schedulingMessages.linkInvalid] };
const maria = { email: 'maria.hernandez@example.com', password: 'Member123' };
const DAY = 86_400_000;

describeEachDatabase('volunteer scheduling', (target) => {
  let app: FastifyInstance;
  let admin: TestSession;
  let leader: TestSession;
  let member: TestSession;
  let spanishMember: TestSession;
  // The app's clock: the links expire by it.
  let clock = Date.parse('2026-11-27T18:00:00Z');

  /** Each mail's Accept and Decline links to `to`, newest mail first. */
  async function linksMailedTo(to: string) {
    const outbox = (await callApi(app, 'GET', '/outbox?take=100', admin)).json<
      { to: string; subject: string; text: string }[]
    >();
    return outbox
      .filter((mail) => mail.to === to)
      .map((mail) => {
        const links = [...mail.text.matchAll(/http:\/\/localhost:3000\/schedule-answer\?id=(\d+)&token=([\w.%-]+)/g)];
        const [accept, decline] = links.map((match) => ({
          id: Number(match[1]),
          token: decodeURIComponent(match[2]!),
        }));
        return { subject: mail.subject, text: mail.text, accept: accept!, decline: decline! };
      });
  }

  /** A new service type with a Worship team whose Vocals position holds the member and María. */
  async function planWithVocals(name: string) {
    const plan = (await callApi(app, 'POST', '/service-types', leader, { name })).json<{ id: number }>();
    const team = (
      await callApi(app, 'POST', '/scheduling/teams', leader, { serviceTypeId: plan.id, name: 'Worship' })
    ).json<Team>();
    const withPosition = (
      await callApi(app, 'POST', '/scheduling/positions', leader, { teamId: team.id, name: 'Vocals', peopleNeeded: 2 })
    ).json<Team>();
    const vocals = withPosition.positions[0]!;
    for (const person of [member, spanishMember]) {
      const added = await callApi(app, 'POST', `/scheduling/positions/${vocals.id}/members`, leader, {
        userId: person.userId,
      });
      assert.equal(added.statusCode, 201, added.body);
    }
    return { planId: plan.id, positionId: vocals.id };
  }

  const schedule = (positionId: number, person: TestSession) =>
    callApi(app, 'POST', '/scheduling/assignments', leader, { positionId, userId: person.userId });
  const answerByLink = (link: { id: number; token: string }, reason?: string) =>
    callApi(app, 'POST', '/scheduling/answer-link', undefined, { ...link, ...(reason ? { reason } : {}) });

  before(async () => {
    app = await buildTestApp(await target.fresh(), { now: () => new Date(clock) });
    [admin, leader, member, spanishMember] = await Promise.all([
      login(app, demo.admin),
      login(app, demo.leader),
      login(app, demo.member),
      login(app, maria),
    ]);
    await callApi(app, 'PUT', '/users/current/language', spanishMember, { language: 'es' });
  });
  after(() => app.close());

  it('keeps teams, positions and scheduling to the Service plans action', async () => {
    const { planId, positionId } = await planWithVocals('Permissions');
    assert.deepEqual(
      (await callApi(app, 'GET', `/scheduling/service-types/${planId}/teams`, member)).json(),
      forbidden,
    );
    assert.deepEqual(
      (await callApi(app, 'POST', '/scheduling/assignments', member, { positionId, userId: member.userId })).json(),
      forbidden,
    );
    assert.equal((await callApi(app, 'GET', `/scheduling/plans/${planId}`)).statusCode, 401);
    // Only members of the position can be scheduled in it.
    const outsider = await schedule(positionId, leader);
    assert.equal(outsider.statusCode, 400);
    assert.deepEqual(outsider.json(), { errors: [schedulingMessages.notInPosition] });
  });

  it('dates a plan, schedules people Pending and mails each their links in their own language', async () => {
    const { planId, positionId } = await planWithVocals('Sunday 9 AM');
    const time = await callApi(app, 'PUT', `/scheduling/plans/${planId}/time`, leader, {
      startsAt: '2026-12-06T15:00:00.000Z',
    });
    assert.equal(time.statusCode, 204, time.body);
    assert.equal((await schedule(positionId, member)).statusCode, 201);
    assert.equal((await schedule(positionId, spanishMember)).statusCode, 201);
    assert.deepEqual((await schedule(positionId, member)).json(), { errors: [schedulingMessages.alreadyScheduled] });

    const plan = (await callApi(app, 'GET', `/scheduling/plans/${planId}`, leader)).json<PlanSchedule>();
    assert.equal(plan.startsAt, '2026-12-06T15:00:00.000Z');
    const vocals = plan.teams[0]!.positions[0]!;
    assert.deepEqual(
      vocals.assignments.map((assignment) => [assignment.person.lastName, assignment.status]),
      [
        ['Hernández', 'pending'],
        ['Okafor', 'pending'],
      ],
    );

    const [english] = await linksMailedTo(demo.member.email);
    assert.equal(english!.subject, 'You are scheduled to serve: Sunday 9 AM');
    // 15:00 UTC is 9:00 AM on the church's clock (America/Chicago).
    assert.match(
      english!.text,
      /You are scheduled as Vocals \(Worship\) for Sunday 9 AM on 12\.06\.2026 at 09:00 AM\./,
    );
    const [spanish] = await linksMailedTo(maria.email);
    assert.equal(spanish!.subject, 'Está programado para servir: Sunday 9 AM');
    assert.match(spanish!.text, /el 06\/12\/2026 a las 09:00\./);
    assert.match(spanish!.text, /^Aceptar: http/m);
    assert.match(spanish!.text, /^Rechazar: http/m);
  });

  it('accepts from the e-mail without signing in, once', async () => {
    const { positionId } = await planWithVocals('Accept by link');
    const assignment = (await schedule(positionId, member)).json<{ id: number }>();
    const [mail] = await linksMailedTo(demo.member.email);
    assert.equal(mail!.accept.id, assignment.id);

    const preview = await callApi(
      app,
      'GET',
      `/scheduling/answer-link?id=${mail!.accept.id}&token=${mail!.accept.token}`,
    );
    assert.equal(preview.statusCode, 200, preview.body);
    assert.equal(preview.json<{ answer: string }>().answer, 'accept');

    const accepted = await answerByLink(mail!.accept);
    assert.equal(accepted.statusCode, 200, accepted.body);
    assert.equal(accepted.json<MyAssignment>().status, 'accepted');

    // Used once, the mail's links are spent: neither the same link nor its Decline works again.
    assert.deepEqual((await answerByLink(mail!.accept)).json(), refused);
    assert.deepEqual((await answerByLink(mail!.decline)).json(), refused);
    const mine = (await callApi(app, 'GET', '/scheduling/my-assignments', member)).json<MySchedule>();
    assert.equal(mine.assignments.find((one) => one.id === assignment.id)?.status, 'accepted');
  });

  it('declines from the e-mail with a reason the scheduler sees', async () => {
    const { planId, positionId } = await planWithVocals('Decline by link');
    await schedule(positionId, spanishMember);
    const [mail] = await linksMailedTo(maria.email);
    const declined = await answerByLink(mail!.decline, 'Visiting family');
    assert.equal(declined.statusCode, 200, declined.body);
    const plan = (await callApi(app, 'GET', `/scheduling/plans/${planId}`, leader)).json<PlanSchedule>();
    assert.deepEqual(
      plan.teams[0]!.positions[0]!.assignments.map(({ status, declineReason }) => ({ status, declineReason })),
      [{ status: 'declined', declineReason: 'Visiting family' }],
    );
  });

  it('refuses a link for another assignment, a tampered one and an expired one', async () => {
    const { positionId } = await planWithVocals('Refused links');
    const mine = (await schedule(positionId, member)).json<{ id: number }>();
    const hers = (await schedule(positionId, spanishMember)).json<{ id: number }>();
    const [myMail] = await linksMailedTo(demo.member.email);
    const [herMail] = await linksMailedTo(maria.email);
    assert.equal(herMail!.accept.id, hers.id);

    // My token on her assignment, and hers on mine.
    assert.deepEqual((await answerByLink({ id: hers.id, token: myMail!.accept.token })).json(), refused);
    assert.deepEqual((await answerByLink({ id: mine.id, token: herMail!.decline.token })).json(), refused);
    // A changed payload (the Decline's answer spliced into the Accept's signature) or signature.
    const [header, , signature] = myMail!.accept.token.split('.');
    const declinePayload = myMail!.decline.token.split('.')[1];
    assert.deepEqual(
      (await answerByLink({ id: mine.id, token: `${header}.${declinePayload}.${signature}` })).json(),
      refused,
    );
    const flipped = `${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    assert.deepEqual(
      (await answerByLink({ id: mine.id, token: `${header}.${myMail!.accept.token.split('.')[1]}.${flipped}` })).json(),
      refused,
    );
    const preview = await callApi(app, 'GET', `/scheduling/answer-link?id=${hers.id}&token=${myMail!.accept.token}`);
    assert.equal(preview.statusCode, 400);

    // Fifteen days on, the links have expired; the member answers on My Schedule instead.
    clock += 15 * DAY;
    try {
      assert.deepEqual((await answerByLink(myMail!.accept)).json(), refused);
    } finally {
      clock -= 15 * DAY;
    }
    // Nothing refused above changed the assignments: the valid links still work.
    assert.equal((await answerByLink(myMail!.accept)).statusCode, 200);
    assert.equal((await answerByLink(herMail!.accept)).statusCode, 200);
  });

  it("lets members answer their own assignments on My Schedule, and nobody else's", async () => {
    const { positionId } = await planWithVocals('My Schedule');
    const assignment = (await schedule(positionId, member)).json<{ id: number }>();

    const someoneElse = await callApi(app, 'PUT', `/scheduling/my-assignments/${assignment.id}`, spanishMember, {
      answer: 'accept',
    });
    assert.equal(someoneElse.statusCode, 404);

    const declined = await callApi(app, 'PUT', `/scheduling/my-assignments/${assignment.id}`, member, {
      answer: 'decline',
      reason: '  Out of town  ',
    });
    assert.equal(declined.statusCode, 200, declined.body);
    assert.deepEqual(
      (({ status, declineReason, positionName, teamName }) => ({ status, declineReason, positionName, teamName }))(
        declined.json<MyAssignment>(),
      ),
      { status: 'declined', declineReason: 'Out of town', positionName: 'Vocals', teamName: 'Worship' },
    );
    // Answered on the page, the e-mailed links no longer answer for them.
    const [mail] = await linksMailedTo(demo.member.email);
    assert.deepEqual((await answerByLink(mail!.accept)).json(), refused);

    const schedule_ = (await callApi(app, 'GET', '/scheduling/my-assignments', member)).json<MySchedule>();
    assert.equal(schedule_.onTeam, true);
    const leaderSchedule = (await callApi(app, 'GET', '/scheduling/my-assignments', leader)).json<MySchedule>();
    assert.deepEqual(leaderSchedule, { onTeam: false, assignments: [] });
  });

  it('answers onTeam afresh at each refresh, false too, so the menu drops My Schedule after leaving', async () => {
    let session = await login(app, demo.leader);
    const refresh = async () => {
      const { accessToken, refreshToken } = session;
      const answer = await callApi(app, 'POST', '/account/refresh-access-token', undefined, {
        accessToken,
        refreshToken,
      });
      assert.equal(answer.statusCode, 200, answer.body);
      session = { ...session, ...answer.json<TestSession>() };
      return answer.json<{ onTeam?: boolean }>().onTeam;
    };
    assert.equal(await refresh(), false);
    const { positionId } = await planWithVocals('Joined and left');
    await callApi(app, 'POST', `/scheduling/positions/${positionId}/members`, admin, { userId: leader.userId });
    assert.equal(await refresh(), true);
    const left = await callApi(app, 'DELETE', `/scheduling/positions/${positionId}/members/${leader.userId}`, admin);
    assert.equal(left.statusCode, 204, left.body);
    assert.equal(await refresh(), false);
  });
});
