import { defaultVisitInfo } from '@church/contracts';
import type { Seed } from '../../db/seed';
import { createChurchSettingsRepository } from './church-settings.repository';

/**
 * A new church requires a second factor of its staff; the demo church does not, so the demo
 * accounts sign in with a password alone as the README and the spec's flows describe.
 */
export const demoChurchSettingsSeed: Seed = {
  name: 'church-settings/demo',
  async run(tx) {
    await createChurchSettingsRepository(tx).update({ twoFactorForStaff: false }, tx);
  },
};

/** The demo church's Sunday and midweek gatherings, so the home page shows a visitor when to come. */
export const demoVisitInfoSeed: Seed = {
  name: 'church-settings/demo-visit-info',
  async run(tx) {
    await createChurchSettingsRepository(tx).updateVisitInfo(
      {
        ...defaultVisitInfo,
        serviceTimes: [
          { day: 0, time: '09:00', name: 'Traditional worship' },
          { day: 0, time: '11:00', name: 'Contemporary worship' },
          { day: 3, time: '18:30', name: 'Bible study and prayer' },
        ],
        parking:
          'Free parking in the lot on the north side of the building; overflow parking across 13th Street. Greeters at the main doors will show you in.',
        accessibility:
          'Step-free entrance at the main doors, an elevator to every floor, accessible restrooms, reserved seating near the front and hearing loops in the sanctuary.',
      },
      tx,
    );
  },
};
