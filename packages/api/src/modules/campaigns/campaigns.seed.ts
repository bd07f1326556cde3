import { churchDay } from '@church/contracts';
import type { Seed } from '../../db/seed';
import { createGivingTypesRepository } from '../giving-types';
import { campaigns } from './campaigns.table';

const DAY_MS = 86_400_000;

/** A building fund running from a month ago for five months, its total shown on its page. */
export function demoCampaignSeed(timeZone: string): Seed {
  return {
    name: 'campaigns/demo-building-fund',
    async run(tx) {
      const type = (await createGivingTypesRepository(tx).list()).find((entry) => entry.name === 'Building Fund');
      if (!type) return;
      const today = Date.parse(`${churchDay(new Date(), timeZone)}T00:00:00Z`);
      const day = (offset: number) => new Date(today + offset * DAY_MS).toISOString().slice(0, 10);
      await tx.insert(campaigns).values({
        name: 'New Roof',
        description: 'A new roof for the sanctuary before next winter.',
        goalCents: 5_000_000,
        startsOn: day(-30),
        endsOn: day(150),
        givingTypeId: type.id,
        showTotal: true,
      });
    },
  };
}
