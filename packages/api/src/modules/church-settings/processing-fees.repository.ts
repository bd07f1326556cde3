import { feeRulesOf, type FeeRules, type ProcessingFeeRates } from '@church/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/types';
import { churchSettings } from './church-settings.table';

export type ProcessingFeesRepository = ReturnType<typeof createProcessingFeesRepository>;

const columns = {
  cardFeeBasisPoints: churchSettings.cardFeeBasisPoints,
  cardFeeFixedCents: churchSettings.cardFeeFixedCents,
  bankFeeBasisPoints: churchSettings.bankFeeBasisPoints,
  bankFeeCapCents: churchSettings.bankFeeCapCents,
};
type Row = { [K in keyof typeof columns]: number };

/** Stored in basis points and cents; shown in percent and dollars, as an admin types them. */
const ratesOf = (row: Row): ProcessingFeeRates => ({
  cardPercent: row.cardFeeBasisPoints / 100,
  cardFixed: row.cardFeeFixedCents / 100,
  bankPercent: row.bankFeeBasisPoints / 100,
  bankCap: row.bankFeeCapCents / 100,
});

/** The church's processing-fee rates, in the church settings' one row. */
export function createProcessingFeesRepository(db: DbOrTx) {
  async function rates(tx: DbOrTx = db): Promise<ProcessingFeeRates> {
    await tx.insert(churchSettings).values({ id: 1 }).onConflictDoNothing();
    const [row] = await tx.select(columns).from(churchSettings).where(eq(churchSettings.id, 1));
    if (!row) throw new Error('church settings row missing');
    return ratesOf(row);
  }

  return {
    rates,
    /** What the server charges by: read at each payment, never taken from the browser. */
    rules: async (tx: DbOrTx = db): Promise<FeeRules> => feeRulesOf(await rates(tx)),

    async update(rates: ProcessingFeeRates, tx: DbOrTx = db): Promise<ProcessingFeeRates> {
      await tx.insert(churchSettings).values({ id: 1 }).onConflictDoNothing();
      const [row] = await tx
        .update(churchSettings)
        .set({
          cardFeeBasisPoints: Math.round(rates.cardPercent * 100),
          cardFeeFixedCents: Math.round(rates.cardFixed * 100),
          bankFeeBasisPoints: Math.round(rates.bankPercent * 100),
          bankFeeCapCents: Math.round(rates.bankCap * 100),
          updatedAt: new Date(),
        })
        .where(eq(churchSettings.id, 1))
        .returning(columns);
      if (!row) throw new Error('church settings row missing');
      return ratesOf(row);
    },
  };
}
