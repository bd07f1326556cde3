import type { Seed } from '../../db/seed';
import { createUsersRepository } from '../users';
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
