import type { Seed } from '../../db/seed';
import type { Tx } from '../../db/types';
import { createEnumerationsRepository } from './enumerations.repository';

/** The 50 states and the District of Columbia, as address forms list them. */
// prettier-ignore
export const US_STATES = [
  'Alabama', 'Alaska', 'Arizona', 'Arkansas', 'California', 'Colorado', 'Connecticut', 'Delaware',
  'District of Columbia', 'Florida', 'Georgia', 'Hawaii', 'Idaho', 'Illinois', 'Indiana', 'Iowa',
  'Kansas', 'Kentucky', 'Louisiana', 'Maine', 'Maryland', 'Massachusetts', 'Michigan', 'Minnesota',
  'Mississippi', 'Missouri', 'Montana', 'Nebraska', 'Nevada', 'New Hampshire', 'New Jersey',
  'New Mexico', 'New York', 'North Carolina', 'North Dakota', 'Ohio', 'Oklahoma', 'Oregon',
  'Pennsylvania', 'Rhode Island', 'South Carolina', 'South Dakota', 'Tennessee', 'Texas', 'Utah',
  'Vermont', 'Virginia', 'Washington', 'West Virginia', 'Wisconsin', 'Wyoming',
] as const;

/** Inserts the states that are missing; safe to run again (it then inserts nothing). */
export async function seedStates(tx: Tx): Promise<number> {
  return createEnumerationsRepository(tx).insertStates(US_STATES);
}

export const statesSeed: Seed = { name: 'enumerations/states', run: async (tx) => void (await seedStates(tx)) };
