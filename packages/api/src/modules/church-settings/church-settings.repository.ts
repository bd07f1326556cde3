import { defaultVisitInfo, type ChurchSettings, type VisitInfo } from '@church/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/types';
import { churchSettings } from './church-settings.table';

export type ChurchSettingsRepository = ReturnType<typeof createChurchSettingsRepository>;

const columns = {
  twoFactorForStaff: churchSettings.twoFactorForStaff,
  twoFactorForEveryone: churchSettings.twoFactorForEveryone,
  refundWindowDays: churchSettings.refundWindowDays,
  taxWording: churchSettings.taxWording,
};

export function createChurchSettingsRepository(db: DbOrTx) {
  const read = async (tx: DbOrTx) => (await tx.select(columns).from(churchSettings).where(eq(churchSettings.id, 1)))[0];

  /**
   * The migration inserts the one row; inserting it here too keeps a hand-emptied table working.
   * Only when it is missing: an insert that inserts nothing still counts as a write to the
   * table's version (`db/table-versions.ts`), and every cached read of a member's giving
   * history (which reads the refund window) then missed its cache.
   */
  async function get(tx: DbOrTx = db): Promise<ChurchSettings> {
    const found = await read(tx);
    if (found) return found;
    await tx.insert(churchSettings).values({ id: 1 }).onConflictDoNothing();
    const row = await read(tx);
    if (!row) throw new Error('church settings row missing');
    return row;
  }

  async function update(settings: Partial<ChurchSettings>, tx: DbOrTx = db): Promise<ChurchSettings> {
    await get(tx);
    const [row] = await tx
      .update(churchSettings)
      .set({ ...settings, updatedAt: new Date() })
      .where(eq(churchSettings.id, 1))
      .returning(columns);
    if (!row) throw new Error('church settings row missing');
    return row;
  }

  /** What the church tells a first-time visitor; its address and contact until an admin writes more. */
  async function getVisitInfo(tx: DbOrTx = db): Promise<VisitInfo> {
    const [row] = await tx
      .select({ visitInfo: churchSettings.visitInfo })
      .from(churchSettings)
      .where(eq(churchSettings.id, 1));
    return row?.visitInfo ?? defaultVisitInfo;
  }

  async function updateVisitInfo(visitInfo: VisitInfo, tx: DbOrTx = db): Promise<VisitInfo> {
    await get(tx);
    await tx.update(churchSettings).set({ visitInfo, updatedAt: new Date() }).where(eq(churchSettings.id, 1));
    return visitInfo;
  }

  /** The church's own tax wording for receipts and statements; '' for the standard wording. */
  async function taxWording(tx: DbOrTx = db): Promise<string> {
    const [row] = await tx
      .select({ taxWording: churchSettings.taxWording })
      .from(churchSettings)
      .where(eq(churchSettings.id, 1));
    return row?.taxWording ?? '';
  }

  return { get, update, getVisitInfo, updateVisitInfo, taxWording };
}
