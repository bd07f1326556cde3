import {
  campaignMessages,
  churchDay,
  fromCents,
  givingMessages,
  pledgeInstallments,
  toCents,
  type Campaign,
  type CampaignList,
  type MyPledges,
  type PageQuery,
  type PledgeInput,
  type PledgeProgress,
  type PublicCampaign,
  type SaveCampaign,
} from '@church/contracts';
import { HttpError } from '../../lib/http-error';
import type { AuditLog } from '../audit';
import type { GivingTypesRepository } from '../giving-types';
import type { CampaignsRepository, CampaignWrite } from './campaigns.repository';

export type CampaignsService = ReturnType<typeof createCampaignsService>;

type CampaignRow = NonNullable<Awaited<ReturnType<CampaignsRepository['findById']>>>;

const toCampaign = (row: CampaignRow & { raisedCents: number; pledgedCents: number; pledgeCount: number }) =>
  ({
    id: row.id,
    name: row.name,
    description: row.description,
    goal: fromCents(row.goalCents),
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    givingTypeId: row.givingTypeId,
    givingTypeName: row.givingTypeName,
    showTotal: row.showTotal,
    raised: fromCents(row.raisedCents),
    pledged: fromCents(row.pledgedCents),
    pledgeCount: row.pledgeCount,
  }) satisfies Campaign;

const toWrite = (input: SaveCampaign): CampaignWrite => ({
  name: input.name,
  description: input.description,
  goalCents: toCents(input.goal),
  startsOn: input.startsOn,
  endsOn: input.endsOn,
  givingTypeId: input.givingTypeId,
  showTotal: input.showTotal,
});

/**
 * Campaigns (managed with the Givings action), their public page, and members' pledges. The
 * totals are read from the gifts each time (campaigns.repository.ts), so they follow refunds and
 * bank settlements without a copy to keep.
 */
export function createCampaignsService(deps: {
  campaigns: CampaignsRepository;
  givingTypes: GivingTypesRepository;
  audit: AuditLog;
  timeZone: string;
  now?: () => Date;
}) {
  const { campaigns, audit } = deps;
  // What the audit log keeps of a campaign: the facts that decide what counts toward it.
  const auditFacts = (campaign: Campaign) => ({
    name: campaign.name,
    goal: campaign.goal,
    // The audit log's names for a period's days, which its page already has words for.
    startDate: campaign.startsOn,
    endDate: campaign.endsOn,
    givingTypeName: campaign.givingTypeName,
    showTotal: campaign.showTotal,
  });
  const subject = (id: number) => ({ type: 'campaign', id });
  const today = () => churchDay(deps.now?.() ?? new Date(), deps.timeZone);
  const notFound = () => new HttpError(404, [campaignMessages.campaignNotFound]);
  const found = async (id: number) => (await campaigns.findById(id)) ?? Promise.reject(notFound());
  const assertTypeExists = async (givingTypeId: number) => {
    if (!(await deps.givingTypes.findById(givingTypeId))) throw new HttpError(400, [givingMessages.givingTypeInvalid]);
  };

  return {
    async page(query: PageQuery): Promise<CampaignList> {
      const page = await campaigns.page(query);
      return { count: page.count, entities: page.entities.map(toCampaign) };
    },

    async create(input: SaveCampaign): Promise<Campaign> {
      await assertTypeExists(input.givingTypeId);
      const created = toCampaign(await found(await campaigns.insert(toWrite(input))));
      await audit.record({ action: 'campaign.create', subject: subject(created.id), details: auditFacts(created) });
      return created;
    },

    async update(id: number, input: SaveCampaign): Promise<Campaign> {
      await assertTypeExists(input.givingTypeId);
      const before = await campaigns.findById(id);
      if (!before || !(await campaigns.update(id, toWrite(input)))) throw notFound();
      const after = toCampaign(await found(id));
      const details = { before: auditFacts(toCampaign(before)), after: auditFacts(after) };
      await audit.record({ action: 'campaign.update', subject: subject(id), details });
      return after;
    },

    async delete(id: number): Promise<void> {
      const before = await campaigns.findById(id);
      if (!before || !(await campaigns.delete(id))) throw notFound();
      await audit.record({ action: 'campaign.delete', subject: subject(id), details: auditFacts(toCampaign(before)) });
    },

    /** What anyone may read; the total only when its managers show it. */
    async publicView(id: number): Promise<PublicCampaign> {
      const row = await found(id);
      const { showTotal: _showTotal, pledged: _pledged, pledgeCount: _count, ...shown } = toCampaign(row);
      return { ...shown, raised: row.showTotal ? fromCents(row.raisedCents) : null };
    },

    myPledge: async (campaignId: number, userId: string): Promise<PledgeProgress | null> =>
      (await campaigns.pledgeOf(campaignId, userId)) ?? null,

    /**
     * Makes or replaces the member's pledge: its gifts are counted from today (or the campaign's
     * first day) through its last day, once. An ended campaign takes no pledge.
     */
    async pledge(campaignId: number, userId: string, input: PledgeInput): Promise<PledgeProgress> {
      const campaign = await found(campaignId);
      const day = today();
      if (day > campaign.endsOn) throw new HttpError(409, [campaignMessages.campaignEnded]);
      const from = day > campaign.startsOn ? day : campaign.startsOn;
      await campaigns.savePledge(campaignId, userId, {
        amountCents: toCents(input.amount),
        frequency: input.frequency,
        installments: pledgeInstallments(input.frequency, from, campaign.endsOn),
      });
      return (await campaigns.pledgeOf(campaignId, userId))!;
    },

    async cancelPledge(campaignId: number, userId: string): Promise<void> {
      if (!(await campaigns.deletePledge(campaignId, userId)))
        throw new HttpError(404, [campaignMessages.pledgeNotFound]);
    },

    async myPledges(userId: string): Promise<MyPledges> {
      const [pledges, openCampaigns] = await Promise.all([
        campaigns.pledgesOf(userId),
        campaigns.openWithoutPledgeOf(userId, today()),
      ]);
      return { pledges, openCampaigns };
    },

    async pledgesOfCampaign(id: number, query: PageQuery) {
      await found(id);
      return campaigns.pledgesOfCampaign(id, query);
    },
  };
}
