import assert from 'node:assert/strict';
import { it } from 'node:test';
import {
  blockoutMessages,
  householdMessages,
  swapMessages,
  type Household,
  type MyAssignment,
  type PlanConflicts,
  type Team,
} from '@church/contracts';
import { demo, describeEachDatabase, type TestSession } from '../../../test/helper';
import { volunteerTeams } from './scheduling-test-setup';

describeEachDatabase('households, the sign-up switch and places offered to the position', (target) => {
  const teams = volunteerTeams(target);
  const { call, mailsTo, planWith, schedule, openOn } = teams;
  const conflictsOf = async (planId: number, person: TestSession) =>
    (await call('GET', `/scheduling/plans/${planId}/conflicts`, teams.leader))
      .json<PlanConflicts>()
      .find((one) => one.userId === person.userId)?.conflicts ?? [];
  const household = async (person: TestSession) =>
    (await call('GET', `/scheduling/households/${person.userId}`, teams.admin))
      .json<Household>()
      .members.map((one) => one.firstName);
  const signUp = (positionId: number, person: TestSession) =>
    call('POST', `/scheduling/open-positions/${positionId}/sign-up`, person);

  it('groups members in households on the Members action only', async () => {
    const { admin, daniel, maria, samuel } = teams;
    const join = (person: TestSession, other: TestSession, as = admin) =>
      call('PUT', `/scheduling/households/${person.userId}`, as, { withUserId: other.userId });
    assert.equal((await join(daniel, maria, daniel)).statusCode, 403);
    assert.equal((await call('GET', `/scheduling/households/${daniel.userId}`, daniel)).statusCode, 403);
    const self = await join(daniel, daniel);
    assert.deepEqual([self.statusCode, self.json()], [400, { errors: [householdMessages.sameMember] }]);

    assert.equal((await join(daniel, maria)).statusCode, 200);
    await join(samuel, daniel);
    assert.deepEqual(await household(maria), ['María', 'Daniel', 'Samuel']);
    // Samuel leaves; then María does, which leaves Daniel alone: no household any more.
    assert.equal((await call('DELETE', `/scheduling/households/${samuel.userId}`, admin)).statusCode, 204);
    assert.deepEqual(await household(daniel), ['María', 'Daniel']);
    await call('DELETE', `/scheduling/households/${maria.userId}`, admin);
    assert.deepEqual(await household(daniel), []);
    assert.equal((await call('DELETE', `/scheduling/households/${maria.userId}`, admin)).statusCode, 404);
  });

  it("shows a team's household rule as a conflict before saving: apart on one service, together on one day", async () => {
    const { admin, leader, james, abigail } = teams;
    await call('PUT', `/scheduling/households/${james.userId}`, admin, { withUserId: abigail.userId });
    const morning = await planWith('Household morning', '2026-12-06T15:00:00.000Z', 'Greeter', 2, [james, abigail]);
    const evening = await planWith('Household evening', '2026-12-06T19:00:00.000Z', 'Greeter', 2, [james]);
    assert.equal((await schedule(morning.positionId, abigail)).statusCode, 201);

    // No rule: nothing to say.
    assert.deepEqual(await conflictsOf(morning.planId, james), []);
    assert.deepEqual(await conflictsOf(evening.planId, james), []);

    const rule = (teamId: number, householdRule: string) =>
      call('PUT', `/scheduling/teams/${teamId}`, leader, { name: 'Worship', householdRule });
    assert.equal((await rule(morning.teamId, 'apart')).json<Team>().householdRule, 'apart');
    await rule(evening.teamId, 'together');
    assert.deepEqual(await conflictsOf(morning.planId, james), [{ kind: 'household-apart', name: 'Abigail Brooks' }]);
    assert.deepEqual(await conflictsOf(evening.planId, james), [
      { kind: 'household-together', name: 'Abigail Brooks', planName: 'Household morning' },
    ]);

    // Saving checks again: refused until the scheduler overrides.
    const refused = await schedule(morning.positionId, james);
    assert.deepEqual([refused.statusCode, refused.json()], [409, { errors: [blockoutMessages.hasConflicts] }]);
    assert.equal((await schedule(morning.positionId, james, true)).statusCode, 201);
  });

  it('closes a position for sign-up, and its switch shows on the team', async () => {
    const { leader, daniel } = teams;
    const { positionId, planId } = await planWith('Closed greeters', '2026-12-13T15:00:00.000Z', 'Door', 2, [daniel]);
    assert.equal((await openOn(daniel, 'Closed greeters')).length, 1, 'open by default');
    const saved = await call('PUT', `/scheduling/positions/${positionId}`, leader, {
      name: 'Door',
      peopleNeeded: 2,
      signUpOpen: false,
    });
    assert.equal(saved.json<Team>().positions[0]!.signUpOpen, false);
    assert.deepEqual(await openOn(daniel, 'Closed greeters'), []);
    const refused = await signUp(positionId, daniel);
    assert.deepEqual([refused.statusCode, refused.json()], [409, { errors: [swapMessages.positionNotOpen] }]);
    // Saving the name alone keeps the switch as it is.
    await call('PUT', `/scheduling/positions/${positionId}`, leader, { name: 'Front door', peopleNeeded: 2 });
    const reread = (await call('GET', `/scheduling/service-types/${planId}/teams`, leader)).json<Team[]>();
    assert.equal(reread[0]!.positions[0]!.signUpOpen, false);
  });

  it('offers a declined place to the whole position by e-mail: the first to take it replaces the decliner', async () => {
    const { leader, daniel, maria, abigail, samuel } = teams;
    const { positionId } = await planWith('Offered Sunday', '2026-12-20T15:00:00.000Z', 'Sound', 1, [
      daniel,
      maria,
      samuel,
      abigail,
    ]);
    await call('PUT', `/scheduling/positions/${positionId}`, leader, {
      name: 'Sound',
      peopleNeeded: 1,
      signUpOpen: false,
    });
    await call('POST', '/scheduling/my-blockouts', abigail, { firstDay: '2026-12-20' });
    const mine = (await schedule(positionId, daniel)).json<{ id: number }>().id;

    const both = await call('PUT', `/scheduling/my-assignments/${mine}`, daniel, {
      answer: 'decline',
      replacementId: maria.userId,
      offerToPosition: true,
    });
    assert.deepEqual(both.json(), { errors: [swapMessages.offerWithReplacement] });
    const offered = await call('PUT', `/scheduling/my-assignments/${mine}`, daniel, {
      answer: 'decline',
      offerToPosition: true,
    });
    assert.equal(offered.statusCode, 200, offered.body);

    // Every eligible teammate hears, in their language; Abigail is blocked out that day.
    const [toMaria] = (await mailsTo('maria.hernandez@example.com')).filter((mail) =>
      /Offered Sunday/.test(mail.subject),
    );
    assert.equal(toMaria!.subject, 'Daniel Okafor no puede servir: ¿puede usted ocupar su lugar? Offered Sunday');
    assert.match(toMaria!.text, /\/account\/my-schedule/);
    const [toSamuel] = (await mailsTo('samuel.yoder@example.com')).filter((mail) =>
      /Offered Sunday/.test(mail.subject),
    );
    assert.match(toSamuel!.text, /Daniel Okafor cannot serve as Sound \(Worship\) for Offered Sunday/);
    assert.deepEqual(
      (await mailsTo('abigail.brooks@example.com')).filter((mail) => /Offered Sunday/.test(mail.subject)),
      [],
    );

    // Closed for sign-up, yet the offered place is open to them; two take it at once: one wins.
    assert.equal((await openOn(maria, 'Offered Sunday')).length, 1);
    const race = await Promise.all([maria, samuel].map((person) => signUp(positionId, person)));
    assert.deepEqual(race.map((answer) => answer.statusCode).sort(), [201, 409]);
    const won = race.find((answer) => answer.statusCode === 201)!.json<MyAssignment>();
    assert.deepEqual([won.status, won.inPlaceOf], ['accepted', 'Daniel Okafor']);
    const winner = race[0]!.statusCode === 201 ? 'María Hernández' : 'Samuel Yoder';
    const told = (await mailsTo(demo.leader.email)).filter((mail) => /serves in place of/.test(mail.subject));
    assert.deepEqual(
      told.map((mail) => mail.subject),
      [`${winner} serves in place of Daniel Okafor: Offered Sunday`],
    );
    for (const person of [maria, samuel]) assert.deepEqual(await openOn(person, 'Offered Sunday'), [], 'taken');
  });
});
