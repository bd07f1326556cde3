import { fromCents, type PageQuery, type PledgeFrequency, type PledgeProgress } from '@church/contracts';
import { and, asc, desc, eq, gte, notExists, sql, type SQL } from 'drizzle-orm';
import { paginate } from '../../db/paginate';
import type { DbOrTx } from '../../db/types';
import { givingTypes } from '../giving-types';
import { givingDetails, givings } from '../givings';
import { users } from '../users';
import { campaigns, pledges } from './campaigns.table';

export type CampaignsRepository = ReturnType<typeof createCampaignsRepository>;
export type CampaignRow = typeof campaigns.$inferSelect;
export interface CampaignWrite {
  name: string;
  description: string;
  goalCents: number;
  startsOn: string;
  endsOn: string;
  givingTypeId: number;
  showTotal: boolean;
}
export interface PledgeWrite {
  amountCents: number;
  frequency: PledgeFrequency;
  installments: number;
}

/**
 * Cents of the campaign's giving type paid within its days (the church's, from the first day's
 * midnight to the midnight after the last), refunded designations left out; only `donor`'s when
 * given. Read in the query of the campaign (or pledge) row it belongs to. The range is on the
 * designation's copy of the payment time, so the type and days are one index's range
 * (giving_details_giving_type_id_paid_at_idx); the gift is read only for its status.
 */
function givenCents(timeZone: string, donor?: SQL | typeof pledges.userId) {
  return sql<number>`(select coalesce(sum(${givingDetails.amountCents}), 0) from ${givingDetails}
    inner join ${givings} on ${givings.id} = ${givingDetails.givingId}
    where ${givingDetails.givingTypeId} = ${campaigns.givingTypeId}
      and ${givings.status} = 'paid' and not ${givingDetails.isRefunded}
      and ${givingDetails.paidAt} >= (${campaigns.startsOn}::timestamp at time zone ${timeZone})
      and ${givingDetails.paidAt} < ((${campaigns.endsOn} + 1)::timestamp at time zone ${timeZone})
      ${donor ? sql`and ${givings.userId} = ${donor}` : sql``})`.mapWith(Number);
}

const campaignColumns = {
  id: campaigns.id,
  name: campaigns.name,
  description: campaigns.description,
  goalCents: campaigns.goalCents,
  startsOn: campaigns.startsOn,
  endsOn: campaigns.endsOn,
  givingTypeId: campaigns.givingTypeId,
  givingTypeName: givingTypes.name,
  showTotal: campaigns.showTotal,
};

const pledgeColumns = (timeZone: string) => ({
  campaignId: campaigns.id,
  campaignName: campaigns.name,
  endsOn: campaigns.endsOn,
  amountCents: pledges.amountCents,
  frequency: pledges.frequency,
  installments: pledges.installments,
  givenCents: givenCents(timeZone, pledges.userId),
});

interface PledgeRow {
  campaignId: number;
  campaignName: string;
  endsOn: string;
  amountCents: number;
  frequency: string;
  installments: number;
  givenCents: number;
}

/** A pledge row in dollars, with what is left to give (never below nothing). */
function toProgress(row: PledgeRow): PledgeProgress {
  const pledgedCents = row.amountCents * row.installments;
  return {
    campaignId: row.campaignId,
    campaignName: row.campaignName,
    endsOn: row.endsOn,
    amount: fromCents(row.amountCents),
    frequency: row.frequency as PledgeFrequency,
    installments: row.installments,
    pledged: fromCents(pledgedCents),
    given: fromCents(row.givenCents),
    remaining: fromCents(Math.max(0, pledgedCents - row.givenCents)),
  };
}

export function createCampaignsRepository(db: DbOrTx, timeZone: string) {
  const withTotals = {
    ...campaignColumns,
    raisedCents: givenCents(timeZone),
    pledgedCents: sql<number>`(select coalesce(sum(${pledges.amountCents}::bigint * ${pledges.installments}), 0)
      from ${pledges} where ${pledges.campaignId} = ${campaigns.id})`.mapWith(Number),
    pledgeCount: sql<number>`(select count(*) from ${pledges} where ${pledges.campaignId} = ${campaigns.id})`.mapWith(
      Number,
    ),
  };
  const selectCampaigns = (tx: DbOrTx) =>
    tx.select(withTotals).from(campaigns).innerJoin(givingTypes, eq(givingTypes.id, campaigns.givingTypeId));

  return {
    /** Newest first, each with its totals. */
    page(query: PageQuery, tx: DbOrTx = db) {
      const rows = selectCampaigns(tx).orderBy(desc(campaigns.startsOn), desc(campaigns.id)).$dynamic();
      return paginate(rows, tx.$count(campaigns), query, (row) => row);
    },

    async findById(id: number, tx: DbOrTx = db) {
      const [row] = await selectCampaigns(tx).where(eq(campaigns.id, id));
      return row;
    },

    async insert(values: CampaignWrite, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx.insert(campaigns).values(values).returning({ id: campaigns.id });
      if (!row) throw new Error('insert returned no campaign');
      return row.id;
    },

    async update(id: number, values: CampaignWrite, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx.update(campaigns).set(values).where(eq(campaigns.id, id)).returning({ id: campaigns.id });
      return rows.length > 0;
    },

    async delete(id: number, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx.delete(campaigns).where(eq(campaigns.id, id)).returning({ id: campaigns.id });
      return rows.length > 0;
    },

    /** The member's pledge to one campaign, with their progress. */
    async pledgeOf(campaignId: number, userId: string, tx: DbOrTx = db): Promise<PledgeProgress | undefined> {
      const [row] = await tx
        .select(pledgeColumns(timeZone))
        .from(pledges)
        .innerJoin(campaigns, eq(campaigns.id, pledges.campaignId))
        .where(and(eq(pledges.campaignId, campaignId), eq(pledges.userId, userId)));
      return row ? toProgress(row) : undefined;
    },

    /** Every pledge of the member, the campaigns ending last first. */
    async pledgesOf(userId: string, tx: DbOrTx = db): Promise<PledgeProgress[]> {
      const rows = await tx
        .select(pledgeColumns(timeZone))
        .from(pledges)
        .innerJoin(campaigns, eq(campaigns.id, pledges.campaignId))
        .where(eq(pledges.userId, userId))
        .orderBy(desc(campaigns.endsOn), desc(campaigns.id));
      return rows.map(toProgress);
    },

    /** Campaigns not ended on `today` the member has not pledged to, ending soonest first. */
    openWithoutPledgeOf(userId: string, today: string, tx: DbOrTx = db) {
      return tx
        .select({
          id: campaigns.id,
          name: campaigns.name,
          startsOn: campaigns.startsOn,
          endsOn: campaigns.endsOn,
          givingTypeName: givingTypes.name,
        })
        .from(campaigns)
        .innerJoin(givingTypes, eq(givingTypes.id, campaigns.givingTypeId))
        .where(
          and(
            gte(campaigns.endsOn, today),
            notExists(
              tx
                .select({ one: sql`1` })
                .from(pledges)
                .where(and(eq(pledges.campaignId, campaigns.id), eq(pledges.userId, userId))),
            ),
          ),
        )
        .orderBy(asc(campaigns.endsOn), asc(campaigns.id));
    },

    /** One page of a campaign's pledges by member name, each with its progress. */
    pledgesOfCampaign(campaignId: number, query: PageQuery, tx: DbOrTx = db) {
      const rows = tx
        .select({
          ...pledgeColumns(timeZone),
          id: pledges.id,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(pledges)
        .innerJoin(campaigns, eq(campaigns.id, pledges.campaignId))
        .innerJoin(users, eq(users.id, pledges.userId))
        .where(eq(pledges.campaignId, campaignId))
        .orderBy(asc(users.lastName), asc(users.firstName), asc(pledges.id))
        .$dynamic();
      return paginate(rows, tx.$count(pledges, eq(pledges.campaignId, campaignId)), query, (row) => ({
        ...toProgress(row),
        id: row.id,
        memberName: `${row.firstName} ${row.lastName}`,
      }));
    },

    /** Makes or replaces the member's one pledge to the campaign. */
    async savePledge(campaignId: number, userId: string, pledge: PledgeWrite, tx: DbOrTx = db): Promise<void> {
      await tx
        .insert(pledges)
        .values({ campaignId, userId, ...pledge })
        .onConflictDoUpdate({
          target: [pledges.campaignId, pledges.userId],
          set: { ...pledge, createdAt: new Date() },
        });
    },

    async deletePledge(campaignId: number, userId: string, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx
        .delete(pledges)
        .where(and(eq(pledges.campaignId, campaignId), eq(pledges.userId, userId)))
        .returning({ id: pledges.id });
      return rows.length > 0;
    },
  };
}
