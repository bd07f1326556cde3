import assert from 'node:assert/strict';
import { it } from 'node:test';
import {
  schedulingMessages,
  swapMessages,
  type MyAssignment,
  type MySchedule,
  type PlanSchedule,
  type Teammate,
} from '@church/contracts';
import { demo, describeEachDatabase, type TestSession } from '../../../test/helper';
import { volunteerTeams, type OutboxMail } from './scheduling-test-setup';

const SUNDAY = '2026-12-06T15:00:00.000Z';

const linkIn = (mail: OutboxMail, index: number) => {
  const match = [...mail.text.matchAll(/schedule-answer\?id=(\d+)&token=([\w.%-]+)/g)][index]!;
  return { id: Number(match[1]), token: decodeURIComponent(match[2]!) };
};
const names = (people: Teammate[]) => people.map((one) => `${one.firstName} ${one.lastName}`);

describeEachDatabase('swaps, self sign-up and auto-fill', (target) => {
  const teams = volunteerTeams(target);
  const { call, mailsTo, planWith, addPosition, scheduled: schedule } = teams;
  const replacements = (person: TestSession, id: number) =>
    call('GET', `/scheduling/my-assignments/${id}/replacements`, person);

  it('offers only eligible teammates, asks the chosen one by e-mail and tells the scheduler', async () => {
    const { leader, daniel, maria, james, abigail, samuel } = teams;
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
    await call('POST', '/scheduling/my-blockouts', james, { firstDay: '2026-12-06', reason: 'Away' });
    await schedule(await addPosition(teamId, 'Guitar', 1, [samuel]), samuel);

    const offered = await replacements(daniel, mine);
    assert.equal(offered.statusCode, 200, offered.body);
    assert.deepEqual(names(offered.json<Teammate[]>()), ['María Hernández']);
    assert.doesNotMatch(offered.body, /@example\.com|Away/, 'names only: no e-mail, no blockout reason');
    assert.equal((await replacements(maria, mine)).statusCode, 404, "another member's assignment");

    // An ineligible teammate is refused, and the decline with it: nothing changed.
    const refused = await call('PUT', `/scheduling/my-assignments/${mine}`, daniel, {
      answer: 'decline',
      replacementId: james.userId,
    });
    assert.equal(refused.statusCode, 400);
    assert.deepEqual(refused.json(), { errors: [swapMessages.replacementNotEligible] });
    const onAccept = await call('PUT', `/scheduling/my-assignments/${mine}`, daniel, {
      answer: 'accept',
      replacementId: maria.userId,
    });
    assert.deepEqual(onAccept.json(), { errors: [swapMessages.replacementOnlyOnDecline] });
    const stillMine = (await call('GET', '/scheduling/my-assignments', daniel)).json<MySchedule>();
    assert.equal(stillMine.assignments.find((one) => one.id === mine)?.status, 'pending');

    const declined = await call('PUT', `/scheduling/my-assignments/${mine}`, daniel, {
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
    const hers = (await call('GET', '/scheduling/my-assignments', maria)).json<MySchedule>();
    const asked = hers.assignments.find((one) => one.planName === 'Swap Sunday');
    assert.deepEqual([asked?.status, asked?.inPlaceOf], ['pending', 'Daniel Okafor']);

    const [notice] = await mailsTo(demo.leader.email);
    assert.equal(notice!.subject, 'Daniel Okafor declined: Swap Sunday');
    assert.match(notice!.text, /They asked María Hernández to take their place\./);

    // One teammate per decline.
    assert.deepEqual((await replacements(daniel, mine)).json(), []);
    const again = await call('PUT', `/scheduling/my-assignments/${mine}`, daniel, {
      answer: 'decline',
      replacementId: maria.userId,
    });
    assert.deepEqual([again.statusCode, again.json()], [409, { errors: [swapMessages.alreadyReplaced] }]);

    // María accepts from the e-mail without signing in; the scheduler hears the place is filled.
    const accepted = await call('POST', '/scheduling/answer-link', undefined, linkIn(request!, 0));
    assert.equal(accepted.statusCode, 200, accepted.body);
    const [filled] = await mailsTo(demo.leader.email);
    assert.equal(filled!.subject, 'María Hernández serves in place of Daniel Okafor: Swap Sunday');
    const plan = (await call('GET', `/scheduling/plans/${planId}`, leader)).json<PlanSchedule>();
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
    const { daniel, abigail } = teams;
    const { positionId } = await planWith('Decline page swap', '2026-12-13T15:00:00.000Z', 'Vocals', 1, [
      daniel,
      abigail,
    ]);
    await schedule(positionId, daniel);
    const decline = linkIn((await mailsTo(demo.member.email))[0]!, 1);
    const preview = await call('GET', `/scheduling/answer-link?id=${decline.id}&token=${decline.token}`);
    assert.deepEqual(names(preview.json<{ replacements: Teammate[] }>().replacements), ['Abigail Brooks']);

    const answered = await call('POST', '/scheduling/answer-link', undefined, {
      ...decline,
      replacementId: abigail.userId,
    });
    assert.equal(answered.statusCode, 200, answered.body);
    const [request] = await mailsTo('abigail.brooks@example.com');
    assert.equal(request!.subject, 'Daniel Okafor asks you to serve in their place: Decline page swap');
  });

  it('proposes people for empty slots by fair rotation, without breaking a blockout, and saves nothing', async () => {
    const { leader, daniel, maria, james, abigail, samuel } = teams;
    // Before this: María and Samuel serve once around now, Abigail twice, Daniel and James not at all.
    const { planId, teamId, positionId } = await planWith('Auto Sunday', '2027-01-03T15:00:00.000Z', 'Vocals', 2, [
      daniel,
      maria,
      james,
      samuel,
    ]);
    const guitar = await addPosition(teamId, 'Guitar', 1, [james, abigail, samuel]);
    await call('POST', '/scheduling/my-blockouts', james, { firstDay: '2027-01-03' });

    assert.equal((await call('GET', `/scheduling/plans/${planId}/auto-fill`, daniel)).statusCode, 403);
    const proposed = await call('GET', `/scheduling/plans/${planId}/auto-fill`, leader);
    assert.equal(proposed.statusCode, 200, proposed.body);
    assert.deepEqual(
      proposed.json<{ positionId: number; person: Teammate }[]>().map((one) => [one.positionId, one.person.firstName]),
      [
        [guitar, 'Samuel'],
        [positionId, 'Daniel'],
        [positionId, 'María'],
      ],
    );
    const plan = (await call('GET', `/scheduling/plans/${planId}`, leader)).json<PlanSchedule>();
    assert.deepEqual(
      plan.teams[0]!.positions.flatMap((one) => one.assignments),
      [],
    );
  });

  it('lists open positions to their members and signs them up to the people needed, one at a time', async () => {
    const { leader, daniel, maria, james, abigail } = teams;
    const { positionId } = await planWith('Open Greeters', '2026-12-20T15:00:00.000Z', 'Greeter', 2, [
      daniel,
      maria,
      james,
      abigail,
    ]);
    await schedule(positionId, abigail);
    await planWith('Undated', null, 'Greeter', 2, [daniel]);
    await call('POST', '/scheduling/my-blockouts', james, { firstDay: '2026-12-20' });

    // Only this test's plans (the others' positions hold these members too).
    const openHere = (person: TestSession) => teams.openOn(person, 'Open Greeters', 'Undated');
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
    const blocked = await call('POST', `/scheduling/open-positions/${positionId}/sign-up`, james);
    assert.deepEqual([blocked.statusCode, blocked.json()], [409, { errors: [swapMessages.signUpConflict] }]);
    const outsider = await call('POST', `/scheduling/open-positions/${positionId}/sign-up`, leader);
    assert.deepEqual([outsider.statusCode, outsider.json()], [404, { errors: [schedulingMessages.positionNotFound] }]);

    // Two members take the last slot at once: one gets it, Accepted; the other is told it is full.
    const both = await Promise.all(
      [daniel, maria].map((person) => call('POST', `/scheduling/open-positions/${positionId}/sign-up`, person)),
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
