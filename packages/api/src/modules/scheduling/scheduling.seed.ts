import { DateTime } from 'luxon';
import type { Seed } from '../../db/seed';
import { createUsersRepository } from '../users';
import { newLinkNonce } from './answer-links';
import { createSchedulingRepository } from './scheduling.repository';

// prettier-ignore
/** Teams of the first demo plan, by position: how many it needs and its members by e-mail. */
export const DEMO_TEAMS: { plan: string; team: string; positions: { name: string; needed: number; members: string[] }[] }[] = [
  { plan: 'Sunday Morning Worship', team: 'Worship', positions: [
    { name: 'Vocals', needed: 2, members: ['member@example.com', 'maria.hernandez@example.com', 'esther.kim@example.com'] },
    { name: 'Guitar', needed: 1, members: ['james.nguyen@example.com'] },
  ] },
  { plan: 'Sunday Morning Worship', team: 'Hospitality', positions: [
    { name: 'Greeter', needed: 2, members: ['abigail.brooks@example.com', 'samuel.yoder@example.com', 'member@example.com'] },
  ] },
];

/** Two teams on Sunday Morning Worship with members and nobody scheduled yet; once per database. */
export const demoTeamsSeed: Seed = {
  name: 'scheduling/demo-teams',
  async run(tx) {
    const repository = createSchedulingRepository(tx);
    const users = createUsersRepository(tx);
    for (const { plan, team, positions } of DEMO_TEAMS) {
      const serviceTypeId = await repository.planIdByName(plan, tx);
      if (serviceTypeId === undefined) continue;
      const { id: teamId } = await repository.insertTeam(serviceTypeId, team, tx);
      for (const position of positions) {
        const positionId = await repository.insertPosition(
          { teamId, name: position.name, peopleNeeded: position.needed },
          tx,
        );
        for (const email of position.members) {
          const user = await users.findByEmail(email, tx);
          if (user) await repository.addMember(positionId, user.id, tx);
        }
      }
    }
  },
};

/**
 * Who serves on the demo plan's coming Sunday: Vocals keeps an open slot and Samuel has not
 * answered. Daniel (the demo member) and Esther are left free: they are whom a new user (and the
 * end-to-end specs) schedule on a plan of their own that Sunday.
 */
export const DEMO_SUNDAY = {
  plan: 'Sunday Morning Worship',
  at: { hour: 10, minute: 30 },
  scheduledBy: 'leader@example.com',
  serving: [
    { position: 'Vocals', email: 'maria.hernandez@example.com', status: 'accepted' },
    { position: 'Guitar', email: 'james.nguyen@example.com', status: 'accepted' },
    { position: 'Greeter', email: 'abigail.brooks@example.com', status: 'accepted' },
    { position: 'Greeter', email: 'samuel.yoder@example.com', status: 'pending' },
  ],
} as const;

/** The first Sunday after the day `now` falls on, on the church's clock, at `at`. */
export function comingSunday(now: Date, timeZone: string, at: { hour: number; minute: number }): Date {
  const today = DateTime.fromJSDate(now, { zone: timeZone }).startOf('day');
  // luxon counts Monday 1 to Sunday 7: on a Sunday, the next one.
  return today
    .plus({ days: 7 - (today.weekday % 7) })
    .set(at)
    .toJSDate();
}

/**
 * The demo plan dated on the coming Sunday (from the day the seed runs), with people scheduled,
 * so a new user's scheduling grid and plan page show a service being staffed. Nobody is mailed:
 * the seed writes what scheduling and answering would have left. Once per database.
 */
export function createDemoSundaySeed(timeZone: string, now: () => Date = () => new Date()): Seed {
  return {
    name: 'scheduling/demo-sunday',
    async run(tx) {
      const repository = createSchedulingRepository(tx);
      const users = createUsersRepository(tx);
      const serviceTypeId = await repository.planIdByName(DEMO_SUNDAY.plan, tx);
      const scheduler = await users.findByEmail(DEMO_SUNDAY.scheduledBy, tx);
      if (serviceTypeId === undefined || !scheduler) return;
      await repository.setPlanTime(serviceTypeId, comingSunday(now(), timeZone, DEMO_SUNDAY.at), tx);
      const positions = (await repository.teamsOf(serviceTypeId, tx)).flatMap((team) => team.positions);
      for (const { position, email, status } of DEMO_SUNDAY.serving) {
        const positionId = positions.find((one) => one.name === position)?.id;
        const user = await users.findByEmail(email, tx);
        if (positionId === undefined || !user) continue;
        const id = await repository.insertAssignment(
          { serviceTypeId, positionId, userId: user.id, linkNonce: newLinkNonce(), scheduledBy: scheduler.id },
          tx,
        );
        if (id !== undefined && status === 'accepted') await repository.answer(id, 'accepted', null, tx);
      }
    },
  };
}
