import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import {
  blockoutMessages,
  householdMessages,
  swapMessages,
  type Household,
  type MyAssignment,
  type OpenPosition,
  type PlanConflicts,
  type Team,
} from '@church/contracts';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, callApi, demo, describeEachDatabase, login, type TestSession } from '../../../test/helper';

const teammate = (email: string) => ({ email, password: 'Member123' });

describeEachDatabase('households, the sign-up switch and places offered to the position', (target) => {
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

  /** A plan with one team holding one position of `people`. */
  async function planWith(name: string, startsAt: string, position: string, needed: number, people: TestSession[]) {
    const { id: planId } = (await callApi(app, 'POST', '/service-types', leader, { name })).json<{ id: number }>();
    await callApi(app, 'PUT', `/scheduling/plans/${planId}/time`, leader, { startsAt });
    const team = (
      await callApi(app, 'POST', '/scheduling/teams', leader, { serviceTypeId: planId, name: 'Worship' })
    ).json<Team>();
    const { positions } = (
      await callApi(app, 'POST', '/scheduling/positions', leader, {
        teamId: team.id,
        name: position,
        peopleNeeded: needed,
      })
    ).json<Team>();
    const positionId = positions[0]!.id;
    for (const person of people)
      await callApi(app, 'POST', `/scheduling/positions/${positionId}/members`, leader, { userId: person.userId });
    return { planId, teamId: team.id, positionId };
  }
  const schedule = (positionId: number, person: TestSession, override = false) =>
    callApi(app, 'POST', '/scheduling/assignments', leader, { positionId, userId: person.userId, override });
  const conflictsOf = async (planId: number, person: TestSession) =>
    (await callApi(app, 'GET', `/scheduling/plans/${planId}/conflicts`, leader))
      .json<PlanConflicts>()
      .find((one) => one.userId === person.userId)?.conflicts ?? [];
  const household = async (person: TestSession) =>
    (await callApi(app, 'GET', `/scheduling/households/${person.userId}`, admin))
      .json<Household>()
      .members.map((one) => one.firstName);
  const openHere = async (person: TestSession, planName: string) =>
    (await callApi(app, 'GET', '/scheduling/open-positions', person))
      .json<OpenPosition[]>()
      .filter((one) => one.planName === planName);
  const signUp = (positionId: number, person: TestSession) =>
    callApi(app, 'POST', `/scheduling/open-positions/${positionId}/sign-up`, person);

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

  it('groups members in households on the Members action only', async () => {
    const join = (person: TestSession, other: TestSession, as = admin) =>
      callApi(app, 'PUT', `/scheduling/households/${person.userId}`, as, { withUserId: other.userId });
    assert.equal((await join(daniel, maria, daniel)).statusCode, 403);
    assert.equal((await callApi(app, 'GET', `/scheduling/households/${daniel.userId}`, daniel)).statusCode, 403);
    const self = await join(daniel, daniel);
    assert.deepEqual([self.statusCode, self.json()], [400, { errors: [householdMessages.sameMember] }]);

    assert.equal((await join(daniel, maria)).statusCode, 200);
    await join(samuel, daniel);
    assert.deepEqual(await household(maria), ['María', 'Daniel', 'Samuel']);
    // Samuel leaves; then María does, which leaves Daniel alone: no household any more.
    assert.equal((await callApi(app, 'DELETE', `/scheduling/households/${samuel.userId}`, admin)).statusCode, 204);
    assert.deepEqual(await household(daniel), ['María', 'Daniel']);
    await callApi(app, 'DELETE', `/scheduling/households/${maria.userId}`, admin);
    assert.deepEqual(await household(daniel), []);
    assert.equal((await callApi(app, 'DELETE', `/scheduling/households/${maria.userId}`, admin)).statusCode, 404);
  });

  it("shows a team's household rule as a conflict before saving: apart on one service, together on one day", async () => {
    await callApi(app, 'PUT', `/scheduling/households/${james.userId}`, admin, { withUserId: abigail.userId });
    const morning = await planWith('Household morning', '2026-12-06T15:00:00.000Z', 'Greeter', 2, [james, abigail]);
    const evening = await planWith('Household evening', '2026-12-06T19:00:00.000Z', 'Greeter', 2, [james]);
    assert.equal((await schedule(morning.positionId, abigail)).statusCode, 201);

    // No rule: nothing to say.
    assert.deepEqual(await conflictsOf(morning.planId, james), []);
    assert.deepEqual(await conflictsOf(evening.planId, james), []);

    const rule = (teamId: number, householdRule: string) =>
      callApi(app, 'PUT', `/scheduling/teams/${teamId}`, leader, { name: 'Worship', householdRule });
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
    const { positionId, planId } = await planWith('Closed greeters', '2026-12-13T15:00:00.000Z', 'Door', 2, [daniel]);
    assert.equal((await openHere(daniel, 'Closed greeters')).length, 1, 'open by default');
    const saved = await callApi(app, 'PUT', `/scheduling/positions/${positionId}`, leader, {
      name: 'Door',
      peopleNeeded: 2,
      signUpOpen: false,
    });
    assert.equal(saved.json<Team>().positions[0]!.signUpOpen, false);
    assert.deepEqual(await openHere(daniel, 'Closed greeters'), []);
    const refused = await signUp(positionId, daniel);
    assert.deepEqual([refused.statusCode, refused.json()], [409, { errors: [swapMessages.positionNotOpen] }]);
    // Saving the name alone keeps the switch as it is.
    await callApi(app, 'PUT', `/scheduling/positions/${positionId}`, leader, { name: 'Front door', peopleNeeded: 2 });
    const teams = (await callApi(app, 'GET', `/scheduling/service-types/${planId}/teams`, leader)).json<Team[]>();
    assert.equal(teams[0]!.positions[0]!.signUpOpen, false);
  });

  it('offers a declined place to the whole position by e-mail: the first to take it replaces the decliner', async () => {
    const { positionId } = await planWith('Offered Sunday', '2026-12-20T15:00:00.000Z', 'Sound', 1, [
      daniel,
      maria,
      samuel,
      abigail,
    ]);
    await callApi(app, 'PUT', `/scheduling/positions/${positionId}`, leader, {
      name: 'Sound',
      peopleNeeded: 1,
      signUpOpen: false,
    });
    await callApi(app, 'POST', '/scheduling/my-blockouts', abigail, { firstDay: '2026-12-20' });
    const mine = (await schedule(positionId, daniel)).json<{ id: number }>().id;

    const both = await callApi(app, 'PUT', `/scheduling/my-assignments/${mine}`, daniel, {
      answer: 'decline',
      replacementId: maria.userId,
      offerToPosition: true,
    });
    assert.deepEqual(both.json(), { errors: [swapMessages.offerWithReplacement] });
    const offered = await callApi(app, 'PUT', `/scheduling/my-assignments/${mine}`, daniel, {
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
    assert.equal((await openHere(maria, 'Offered Sunday')).length, 1);
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
    for (const person of [maria, samuel]) assert.deepEqual(await openHere(person, 'Offered Sunday'), [], 'taken');
  });
});
