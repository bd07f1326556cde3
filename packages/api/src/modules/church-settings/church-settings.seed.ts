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
