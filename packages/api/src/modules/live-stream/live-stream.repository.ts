import { defaultLiveStreamSettings, type LiveStreamSettings } from '@church/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/types';
import { liveStreamSettings } from './live-stream.table';

export type LiveStreamRepository = ReturnType<typeof createLiveStreamRepository>;

export function createLiveStreamRepository(db: DbOrTx) {
  /** The saved stream, or none (the visit information's times, no link) before an admin saves. */
  async function get(tx: DbOrTx = db): Promise<LiveStreamSettings> {
    const [row] = await tx
      .select({ settings: liveStreamSettings.settings })
      .from(liveStreamSettings)
      .where(eq(liveStreamSettings.id, 1));
    return row?.settings ?? defaultLiveStreamSettings;
  }

  async function save(settings: LiveStreamSettings, tx: DbOrTx = db): Promise<LiveStreamSettings> {
    await tx
      .insert(liveStreamSettings)
      .values({ id: 1, settings })
      .onConflictDoUpdate({ target: liveStreamSettings.id, set: { settings, updatedAt: new Date() } });
    return settings;
  }

  return { get, save };
}
