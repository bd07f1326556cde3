import type { Seed } from '../../db/seed';
import { createGivingTypesRepository } from './giving-types.repository';

export const DEMO_GIVING_TYPES = ['Tithe', 'Missions', 'Building Fund', 'Benevolence'] as const;
/** Monthly plans in dollars. */
export const DEMO_GIVING_PLANS = [10, 25, 50, 100, 250] as const;

/** Giving types and monthly plans; once per database. */
export const givingTypesSeed: Seed = {
  name: 'giving/types-and-plans',
  async run(tx) {
    const repository = createGivingTypesRepository(tx);
    for (const name of DEMO_GIVING_TYPES) await repository.insert(name);
    await repository.insertPlans(DEMO_GIVING_PLANS.map((dollars) => dollars * 100));
  },
};
