import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { MyFeed, Team } from '@church/contracts';
import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import {
  buildTestApp,
  callApi,
  databaseTargets,
  demo,
  describeEachDatabase,
  login,
  type TestSession,
} from '../../../test/helper';
import { SCHEDULE_REMINDERS_JOB } from './reminders';
import { removeUpcomingPlans } from './scheduling-test-setup';

const maria = { email: 'maria.hernandez@example.com', password: 'Member123' };
const DAY = 86_400_000;
const quickJobs = { pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1, expireInSeconds: 2 };

type Mail = { to: string; subject: string; text: string };
const mailsTo = async (app: FastifyInstance, admin: TestSession, to: string) =>
  (await callApi(app, 'GET', '/outbox?take=100', admin)).json<Mail[]>().filter((mail) => mail.to === to);

/** A plan at `startsAt` whose Vocals position holds the member and María; answers its ids. */
async function planWithVocals(
  app: FastifyInstance,
  leader: TestSession,
  name: string,
  startsAt: string,
  people: TestSession[],
) {
  const { id } = (await callApi(app, 'POST', '/service-types', leader, { name })).json<{ id: number }>();
  await callApi(app, 'PUT', `/scheduling/plans/${id}/time`, leader, { startsAt });
  const team = (
    await callApi(app, 'POST', '/scheduling/teams', leader, { serviceTypeId: id, name: 'Worship' })
  ).json<Team>();
  const { positions } = (
    await callApi(app, 'POST', '/scheduling/positions', leader, { teamId: team.id, name: 'Vocals', peopleNeeded: 2 })
  ).json<Team>();
  const positionId = positions[0]!.id;
  for (const person of people)
    await callApi(app, 'POST', `/scheduling/positions/${positionId}/members`, leader, { userId: person.userId });
  const schedule = async (person: TestSession) => {
    const answer = await callApi(app, 'POST', '/scheduling/assignments', leader, { positionId, userId: person.userId });
    assert.equal(answer.statusCode, 201, answer.body);
    return answer.json<{ id: number }>().id;
  };
  return { planId: id, positionId, schedule };
}

const answer = (app: FastifyInstance, person: TestSession, id: number, body: Record<string, unknown>) =>
  callApi(app, 'PUT', `/scheduling/my-assignments/${id}`, person, body);

describeEachDatabase('decline notices, reminders and the personal feed', (target) => {
  let app: FastifyInstance;
  let admin: TestSession;
  let leader: TestSession;
  let member: TestSession;
  let spanishMember: TestSession;
  let clock = Date.parse('2026-11-27T18:00:00Z');

  before(async () => {
    app = await buildTestApp(await target.fresh(), { now: () => new Date(clock), jobs: quickJobs });
    [admin, leader, member, spanishMember] = await Promise.all([
      login(app, demo.admin),
      login(app, demo.leader),
      login(app, demo.member),
      login(app, maria),
    ]);
    await callApi(app, 'PUT', '/users/current/language', spanishMember, { language: 'es' });
    // Only this suite's plans remind anyone (the demo's coming Sunday has María accepted).
    await removeUpcomingPlans(app, leader);
  });
  after(() => app.close());

  it('tells the scheduler, in their language, when someone declines', async () => {
    await callApi(app, 'PUT', '/users/current/language', leader, { language: 'es' });
    try {
      const { planId, schedule } = await planWithVocals(app, leader, 'Declined', '2026-12-13T15:00:00.000Z', [member]);
      const id = await schedule(member);
      assert.equal((await answer(app, member, id, { answer: 'accept' })).statusCode, 200);
      assert.deepEqual(await mailsTo(app, admin, demo.leader.email), [], 'an acceptance is not mailed');
      await answer(app, member, id, { answer: 'decline', reason: 'Sick' });
      // Declining again (a changed reason) tells nobody twice.
      await answer(app, member, id, { answer: 'decline', reason: 'Sick, sorry' });
      const notices = await mailsTo(app, admin, demo.leader.email);
      assert.equal(notices.length, 1);
      assert.equal(notices[0]!.subject, 'Daniel Okafor rechazó: Declined');
      assert.match(notices[0]!.text, /Su motivo: Sick/);
      assert.match(notices[0]!.text, new RegExp(`http://localhost:3000/account/plan-page/${planId}`));
    } finally {
      await callApi(app, 'PUT', '/users/current/language', leader, { language: 'en' });
    }
  });

  it('reminds everyone Accepted the set number of days before, once', async () => {
    const settings = await callApi(app, 'PUT', '/scheduling/settings', leader, { reminderDaysBefore: 3 });
    assert.equal(settings.statusCode, 200, settings.body);
    assert.deepEqual(
      (await callApi(app, 'PUT', '/scheduling/settings', member, { reminderDaysBefore: 1 })).statusCode,
      403,
    );
    // Five days ahead: accepted by María, pending for the member.
    const startsAt = new Date(clock + 5 * DAY).toISOString();
    const { schedule } = await planWithVocals(app, leader, 'Reminded', startsAt, [member, spanishMember]);
    await answer(app, spanishMember, await schedule(spanishMember), { answer: 'accept' });
    await schedule(member);
    const look = async () => {
      await app.jobs.send(SCHEDULE_REMINDERS_JOB, {});
      await app.jobs.drain();
    };
    const reminders = async (to: string) =>
      (await mailsTo(app, admin, to)).filter((mail) => /Reminder|Recordatorio/.test(mail.subject));

    await look();
    assert.deepEqual(await reminders(maria.email), [], 'not yet: five days before');
    clock += 2.5 * DAY;
    try {
      await look();
      await look();
      const sent = await reminders(maria.email);
      assert.equal(sent.length, 1);
      assert.match(sent[0]!.subject, /^Recordatorio: usted sirve en Reminded el /);
      assert.deepEqual(await reminders(demo.member.email), [], 'a pending assignment is not reminded');
    } finally {
      clock -= 2.5 * DAY;
    }
  });

  it("serves a member's own schedule as a feed that follows answers, time changes and removals", async () => {
    const { planId, schedule } = await planWithVocals(app, leader, 'In my calendar', '2027-01-10T15:00:00.000Z', [
      member,
    ]);
    const id = await schedule(member);
    const { url } = (await callApi(app, 'GET', '/scheduling/my-feed', member)).json<MyFeed>();
    assert.match(url, /^\/api\/scheduling\/feeds\/[\w-]{40,}\.ics$/);
    assert.equal((await callApi(app, 'GET', '/scheduling/my-feed', member)).json<MyFeed>().url, url, 'stable');

    /** The feed's entry for the assignment, read by a real iCalendar parser, without signing in. */
    const entry = async (feedUrl = url) => {
      const response = await app.inject({ method: 'GET', url: feedUrl });
      assert.equal(response.statusCode, 200, response.body);
      assert.match(String(response.headers['content-type']), /^text\/calendar/);
      const calendar = new ICAL.Component(ICAL.parse(response.body) as unknown[]);
      const vevent = calendar
        .getAllSubcomponents('vevent')
        .find((one) => one.getFirstPropertyValue('uid') === `assignment-${id}@localhost`);
      assert.ok(vevent, 'the assignment is in the feed');
      const event = new ICAL.Event(vevent);
      return {
        status: vevent.getFirstPropertyValue('status'),
        sequence: event.sequence,
        start: event.startDate.toJSDate().toISOString(),
        summary: event.summary,
      };
    };

    assert.deepEqual(await entry(), {
      status: 'TENTATIVE',
      sequence: 0,
      start: '2027-01-10T15:00:00.000Z',
      summary: 'Vocals (Worship): In my calendar',
    });
    await answer(app, member, id, { answer: 'accept' });
    assert.deepEqual([(await entry()).status, (await entry()).sequence], ['CONFIRMED', 1]);
    await callApi(app, 'PUT', `/scheduling/plans/${planId}/time`, leader, { startsAt: '2027-01-10T17:00:00.000Z' });
    const moved = await entry();
    assert.deepEqual([moved.start, moved.sequence], ['2027-01-10T17:00:00.000Z', 2]);
    // Taken off the plan: still listed, cancelled, with a higher SEQUENCE, so calendars drop it.
    assert.equal((await callApi(app, 'DELETE', `/scheduling/assignments/${id}`, leader)).statusCode, 204);
    assert.deepEqual([(await entry()).status, (await entry()).sequence], ['CANCELLED', 3]);

    // Another member's feed does not list it; a renewed address retires the old one.
    const other = (await callApi(app, 'GET', '/scheduling/my-feed', spanishMember)).json<MyFeed>();
    const theirs = await app.inject({ method: 'GET', url: other.url });
    assert.doesNotMatch(theirs.body, new RegExp(`assignment-${id}@`));
    const renewed = (await callApi(app, 'POST', '/scheduling/my-feed/renew', member)).json<MyFeed>();
    assert.notEqual(renewed.url, url);
    assert.equal((await app.inject({ method: 'GET', url })).statusCode, 404);
    assert.equal((await entry(renewed.url)).status, 'CANCELLED');
  });
});

// Two replicas on one PostgreSQL (PGlite's folder is one process's alone).
for (const target of databaseTargets().filter((candidate) => candidate.name === 'postgres')) {
  describe('reminders on two replicas [postgres]', () => {
    let one: FastifyInstance;
    let two: FastifyInstance;
    const clock = Date.parse('2026-11-27T18:00:00Z');

    before(async () => {
      const database = await target.fresh();
      one = await buildTestApp(database, { now: () => new Date(clock), jobs: quickJobs });
      two = await buildTestApp(database, { now: () => new Date(clock), jobs: quickJobs });
    });
    after(async () => {
      await Promise.all([one.close(), two.close()]);
    });

    it('sends each reminder once when both replicas look at once, again and again', async () => {
      const [admin, leader, member, spanishMember] = await Promise.all([
        login(one, demo.admin),
        login(one, demo.leader),
        login(one, demo.member),
        login(two, maria),
      ]);
      // Only this test's plan reminds anyone (the demo's coming Sunday has María accepted).
      await removeUpcomingPlans(one, leader);
      const startsAt = new Date(clock + DAY).toISOString();
      const { schedule } = await planWithVocals(one, leader, 'Twice looked', startsAt, [member, spanishMember]);
      await answer(one, member, await schedule(member), { answer: 'accept' });
      await answer(two, spanishMember, await schedule(spanishMember), { answer: 'accept' });

      for (let round = 0; round < 3; round += 1) {
        await Promise.all(
          [one, two].flatMap((app) => [
            app.jobs.send(SCHEDULE_REMINDERS_JOB, {}),
            app.jobs.send(SCHEDULE_REMINDERS_JOB, {}),
          ]),
        );
        await Promise.all([one.jobs.drain(), two.jobs.drain()]);
      }
      for (const to of [demo.member.email, maria.email]) {
        const reminders = (await mailsTo(two, admin, to)).filter((mail) => /Reminder|Recordatorio/.test(mail.subject));
        assert.equal(reminders.length, 1, to);
      }
    });
  });
}
