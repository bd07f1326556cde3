import * as v from 'valibot';
import { daySchema } from './date-inputs';
import { GiftAmountSchema } from './giving';
import { givingMessages } from './giving-constants';
import { entityIdSchema } from './ids';
import { countedPageSchema, pageQuerySchema } from './paging';
import { nextChargeDay } from './recurring-schedules';

// Pledge campaigns (issue 32): a goal for one giving type between two days of the church's
// calendar. Gifts of that type paid in those days count toward it; a member's pledge is what
// they promise, and their own gifts count toward it (decision 0090-pledge-campaigns).

export const campaignMessages = {
  nameRequired: 'Campaign name is required',
  nameMax: 'Campaign name max length is 100 characters',
  descriptionMax: 'Description max length is 1000 characters',
  goalRequired: 'Goal is required',
  goalMinimum: 'Goal must be at least $1',
  goalMaximum: 'Goal must be at most $20000000',
  startRequired: 'Start date is required',
  endRequired: 'End date is required',
  dateInvalid: 'Date is invalid',
  endBeforeStart: 'Start date cannot be after end date',
  campaignNotFound: 'Campaign not found',
  campaignEnded: 'This campaign has ended',
  pledgeNotFound: 'Pledge not found',
  frequencyRequired: 'Choose how often you will give',
} as const;

/** The largest goal, in dollars: its cents fit the database's integer. */
export const maxCampaignGoal = 20_000_000;

/** How often a member gives toward a pledge: once, or each time on a schedule until the campaign ends. */
export const pledgeFrequencies = ['once', 'weekly', 'every-two-weeks', 'monthly', 'quarterly'] as const;
export type PledgeFrequency = (typeof pledgeFrequencies)[number];

/**
 * How many gifts a pledge promises: one, or each day of its schedule from `from` (the day the
 * member pledges, or the campaign's first day if later) through the campaign's last day.
 */
export function pledgeInstallments(frequency: PledgeFrequency, from: string, endsOn: string): number {
  if (frequency === 'once' || from > endsOn) return 1;
  let count = 1;
  for (let day = nextChargeDay(frequency, from, from); day <= endsOn; day = nextChargeDay(frequency, from, day))
    count += 1;
  return count;
}

const day = (required: string) => daySchema({ required, invalid: campaignMessages.dateInvalid });

/** POST /api/campaigns and PUT /api/campaigns/{id} (Givings action): `goal` in dollars. */
export const SaveCampaignSchema = v.pipe(
  v.object({
    name: v.pipe(
      v.string(campaignMessages.nameRequired),
      v.trim(),
      v.nonEmpty(campaignMessages.nameRequired),
      v.maxLength(100, campaignMessages.nameMax),
    ),
    description: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(1000, campaignMessages.descriptionMax)), ''),
    goal: v.pipe(
      v.number(campaignMessages.goalRequired),
      v.finite(campaignMessages.goalRequired),
      v.minValue(1, campaignMessages.goalMinimum),
      v.maxValue(maxCampaignGoal, campaignMessages.goalMaximum),
      v.check((goal) => Math.abs(goal * 100 - Math.round(goal * 100)) < 1e-6, givingMessages.amountDecimals),
    ),
    startsOn: day(campaignMessages.startRequired),
    endsOn: day(campaignMessages.endRequired),
    givingTypeId: entityIdSchema(givingMessages.givingTypeRequired),
    /** The public page shows the total raised against the goal. */
    showTotal: v.optional(v.boolean(), false),
  }),
  v.forward(
    v.partialCheck(
      [['startsOn'], ['endsOn']],
      (campaign) => campaign.startsOn <= campaign.endsOn,
      campaignMessages.endBeforeStart,
    ),
    ['endsOn'],
  ),
);
export type SaveCampaign = v.InferOutput<typeof SaveCampaignSchema>;
export type SaveCampaignInput = v.InferInput<typeof SaveCampaignSchema>;

export const CampaignIdParamsSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, campaignMessages.campaignNotFound), v.transform(Number)),
});

const campaignEntries = {
  id: v.number(),
  name: v.string(),
  description: v.string(),
  /** Dollars. */
  goal: v.number(),
  startsOn: v.string(),
  endsOn: v.string(),
  givingTypeId: v.number(),
  givingTypeName: v.string(),
};

/** A campaign as its managers see it: everything raised, and what its members pledged. */
export const CampaignSchema = v.object({
  ...campaignEntries,
  showTotal: v.boolean(),
  raised: v.number(),
  pledged: v.number(),
  pledgeCount: v.number(),
});
export type Campaign = v.InferOutput<typeof CampaignSchema>;

export const CampaignsQuerySchema = pageQuerySchema(10);
export const CampaignListSchema = countedPageSchema(CampaignSchema);
export type CampaignList = v.InferOutput<typeof CampaignListSchema>;

/** GET /api/campaigns/{id}: anyone; `raised` only when its managers show the total. */
export const PublicCampaignSchema = v.object({ ...campaignEntries, raised: v.nullable(v.number()) });
export type PublicCampaign = v.InferOutput<typeof PublicCampaignSchema>;

/** PUT /api/campaigns/{id}/my-pledge: each gift's amount in dollars, and how often. */
export const PledgeInputSchema = v.object({
  amount: GiftAmountSchema,
  frequency: v.picklist(pledgeFrequencies, campaignMessages.frequencyRequired),
});
export type PledgeInput = v.InferOutput<typeof PledgeInputSchema>;

/** A pledge and how far it is kept: dollars; `given` counts the member's gifts of the campaign's type in its days. */
export const PledgeProgressSchema = v.object({
  campaignId: v.number(),
  campaignName: v.string(),
  endsOn: v.string(),
  amount: v.number(),
  frequency: v.picklist(pledgeFrequencies),
  installments: v.number(),
  pledged: v.number(),
  given: v.number(),
  remaining: v.number(),
});
export type PledgeProgress = v.InferOutput<typeof PledgeProgressSchema>;

/** GET /api/campaigns/{id}/my-pledge. */
export const MyCampaignPledgeSchema = v.object({ pledge: v.nullable(PledgeProgressSchema) });

/**
 * GET /api/pledges/current: the member's pledges, and the campaigns still open they have not
 * pledged to (with their days, so the Giving dialog counts a pledge's gifts before sending it).
 */
export const MyPledgesSchema = v.object({
  pledges: v.array(PledgeProgressSchema),
  openCampaigns: v.array(
    v.object({
      id: v.number(),
      name: v.string(),
      startsOn: v.string(),
      endsOn: v.string(),
      givingTypeName: v.string(),
    }),
  ),
});
export type MyPledges = v.InferOutput<typeof MyPledgesSchema>;

/** GET /api/campaigns/{id}/pledges (Givings action): each member's pledge and progress. */
export const CampaignPledgeSchema = v.object({
  ...PledgeProgressSchema.entries,
  id: v.number(),
  memberName: v.string(),
});
export type CampaignPledge = v.InferOutput<typeof CampaignPledgeSchema>;
export const CampaignPledgesQuerySchema = pageQuerySchema(10);
export const CampaignPledgeListSchema = countedPageSchema(CampaignPledgeSchema);
export type CampaignPledgeList = v.InferOutput<typeof CampaignPledgeListSchema>;
