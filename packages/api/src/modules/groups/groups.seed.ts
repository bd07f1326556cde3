import type { GroupColorTheme } from '@church/contracts';
import type { Seed } from '../../db/seed';
import { createUsersRepository } from '../users';
import { createGroupsRepository } from './groups.repository';

// prettier-ignore
const DEMO_GROUP_TYPES: { name: string; description: string; colorTheme: GroupColorTheme }[] = [
  { name: 'Worship', description: 'Music, choir and the Sunday services.', colorTheme: 'blue' },
  { name: 'Youth', description: 'Students in grades 6 to 12 and their leaders.', colorTheme: 'gold' },
  { name: 'Outreach', description: 'Serving our neighbours in Wichita and beyond.', colorTheme: 'green' },
  { name: 'Fellowship', description: 'Meals, classes and time together.', colorTheme: 'purple' },
];

/** Demo groups by name, with their type and (by e-mail) their leader. */
// prettier-ignore
export const DEMO_GROUPS: { name: string; type: string; leader?: string; description: string }[] = [
  { name: 'Sanctuary Choir', type: 'Worship', leader: 'leader@example.com', description: 'Sings at the 11:00 service; rehearsals on Wednesdays.' },
  { name: 'Youth Ministry', type: 'Youth', leader: 'james.nguyen@example.com', description: 'Wednesday nights, retreats and camps.' },
  { name: 'Mercy Team', type: 'Outreach', leader: 'maria.hernandez@example.com', description: 'The food pantry, the community meal and serve days.' },
  { name: "Men's Fellowship", type: 'Fellowship', leader: 'samuel.yoder@example.com', description: 'Breakfasts and Bible study for men.' },
  { name: 'Family Life', type: 'Fellowship', description: 'Marriage, parenting and family events.' },
];

/** Four group types, one of each palette family, and five groups led by demo members. */
export const demoGroupsSeed: Seed = {
  name: 'groups/demo',
  async run(tx) {
    const repository = createGroupsRepository(tx);
    const users = createUsersRepository(tx);
    const typeIds = new Map<string, number>();
    for (const type of DEMO_GROUP_TYPES) typeIds.set(type.name, (await repository.insertGroupType(type)).id);
    for (const group of DEMO_GROUPS) {
      const leader = group.leader ? await users.findByEmail(group.leader) : undefined;
      const groupTypeId = typeIds.get(group.type);
      if (groupTypeId === undefined) throw new Error(`demo group type ${group.type} missing`);
      await repository.insertGroup({
        name: group.name,
        groupTypeId,
        leaderId: leader?.id ?? null,
        description: group.description,
      });
    }
  },
};
