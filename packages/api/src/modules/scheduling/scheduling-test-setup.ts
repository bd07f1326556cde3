import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import type { OpenPosition, SchedulingGrid, Team } from '@church/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildTestApp, callApi, demo, login, type DatabaseTarget, type TestSession } from '../../../test/helper';

const teammate = (email: string) => ({ email, password: 'Member123' });

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/**
 * The volunteers the swap, household and offer suites schedule: the demo admin and leader (the
 * scheduler), and five members who serve together (María reads Spanish), on an app whose clock
 * is Friday 27 November 2026, 18:00 UTC until a test moves `clock` (and puts it back). No plan
 * is upcoming but the suite's own (the demo's coming Sunday is removed).
 */
export interface VolunteerTeams {
  app: FastifyInstance;
  clock: number;
  admin: TestSession;
  leader: TestSession;
  daniel: TestSession;
  maria: TestSession;
  james: TestSession;
  abigail: TestSession;
  samuel: TestSession;
  call(
    method: InjectOptions['method'],
    url: string,
    session?: TestSession,
    payload?: object,
  ): ReturnType<typeof callApi>;
  /** The mails in the outbox to `to`, newest first. */
  mailsTo(to: string): Promise<OutboxMail[]>;
  /** A plan (dated unless `startsAt` is null) with a Worship team and one position holding `people`. */
  planWith(
    name: string,
    startsAt: string | null,
    position: string,
    needed: number,
    people: TestSession[],
  ): Promise<{ planId: number; teamId: number; positionId: number }>;
  /** A position on the team holding `people`; answers its id. */
  addPosition(teamId: number, name: string, needed: number, people: TestSession[]): Promise<number>;
  /** The leader schedules the person (the answer as it comes). */
  schedule(positionId: number, person: TestSession, override?: boolean): ReturnType<typeof callApi>;
  /** The leader schedules the person, which must succeed; answers the assignment's id. */
  scheduled(positionId: number, person: TestSession): Promise<number>;
  /** The person's open positions on these plans only (other tests' plans hold these members too). */
  openOn(person: TestSession, ...planNames: string[]): Promise<OpenPosition[]>;
}

/**
 * Removes every plan dated from today on (the demo's coming Sunday, dated by its seed, with people
 * scheduled on it), so a suite's grid, rotation and conflicts hold its own plans alone.
 */
export async function removeUpcomingPlans(app: FastifyInstance, scheduler: TestSession): Promise<void> {
  const { plans } = (await callApi(app, 'GET', '/scheduling/grid', scheduler)).json<SchedulingGrid>();
  for (const { serviceTypeId } of plans) {
    const removed = await callApi(app, 'DELETE', `/service-types/${serviceTypeId}`, scheduler);
    assert.equal(removed.statusCode, 204, removed.body);
  }
  if (plans.length) await removeUpcomingPlans(app, scheduler);
}

/** Builds the app before the suite's tests and closes it after them; the fields are set once `before` ran. */
export function volunteerTeams(target: DatabaseTarget): VolunteerTeams {
  const teams = { clock: Date.parse('2026-11-27T18:00:00Z') } as VolunteerTeams;
  const call: VolunteerTeams['call'] = (method, url, session, payload) =>
    callApi(teams.app, method, url, session, payload);
  const addPosition: VolunteerTeams['addPosition'] = async (teamId, name, needed, people) => {
    const { positions } = (
      await call('POST', '/scheduling/positions', teams.leader, { teamId, name, peopleNeeded: needed })
    ).json<Team>();
    const positionId = positions.find((one) => one.name === name)!.id;
    for (const person of people)
      await call('POST', `/scheduling/positions/${positionId}/members`, teams.leader, { userId: person.userId });
    return positionId;
  };
  const schedule: VolunteerTeams['schedule'] = (positionId, person, override = false) =>
    call('POST', '/scheduling/assignments', teams.leader, { positionId, userId: person.userId, override });

  Object.assign(teams, {
    call,
    addPosition,
    schedule,
    mailsTo: async (to: string) =>
      (await call('GET', '/outbox?take=100', teams.admin)).json<OutboxMail[]>().filter((mail) => mail.to === to),
    async planWith(name, startsAt, position, needed, people) {
      const { id: planId } = (await call('POST', '/service-types', teams.leader, { name })).json<{ id: number }>();
      if (startsAt) await call('PUT', `/scheduling/plans/${planId}/time`, teams.leader, { startsAt });
      const team = (
        await call('POST', '/scheduling/teams', teams.leader, { serviceTypeId: planId, name: 'Worship' })
      ).json<Team>();
      return { planId, teamId: team.id, positionId: await addPosition(team.id, position, needed, people) };
    },
    async scheduled(positionId, person) {
      const answer = await schedule(positionId, person);
      assert.equal(answer.statusCode, 201, answer.body);
      return answer.json<{ id: number }>().id;
    },
    openOn: async (person, ...planNames) =>
      (await call('GET', '/scheduling/open-positions', person))
        .json<OpenPosition[]>()
        .filter((one) => planNames.includes(one.planName)),
  } satisfies Partial<VolunteerTeams>);

  before(async () => {
    teams.app = await buildTestApp(await target.fresh(), { now: () => new Date(teams.clock) });
    [teams.admin, teams.leader, teams.daniel, teams.maria, teams.james, teams.abigail, teams.samuel] =
      await Promise.all([
        login(teams.app, demo.admin),
        login(teams.app, demo.leader),
        login(teams.app, demo.member),
        login(teams.app, teammate('maria.hernandez@example.com')),
        login(teams.app, teammate('james.nguyen@example.com')),
        login(teams.app, teammate('abigail.brooks@example.com')),
        login(teams.app, teammate('samuel.yoder@example.com')),
      ]);
    await call('PUT', '/users/current/language', teams.maria, { language: 'es' });
    await removeUpcomingPlans(teams.app, teams.leader);
  });
  after(() => teams.app.close());
  return teams;
}
