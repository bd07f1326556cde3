import { randomBytes } from 'node:crypto';
import {
  blockoutMessages,
  type AutoFillProposal,
  servicePlanMessages,
  site,
  type Blockout,
  type Conflict,
  type CreateBlockout,
  type HouseholdRule,
  type Teammate,
  type MyFeed,
  type PlanConflicts,
  type SchedulingPreferences,
  type SchedulingSettings,
} from '@church/contracts';
import type { DbOrTx } from '../../db/types';
import { HttpError } from '../../lib/http-error';
import type { AvailabilityRepository } from './availability.repository';
import { conflictsOf, conflictWindow, type Booking } from './conflicts';
import type { HouseholdsRepository } from './households.repository';
import { feedWindow, renderScheduleFeed } from './schedule-feed';
import type { SchedulingRepository } from './scheduling.repository';

export type AvailabilityService = ReturnType<typeof createAvailabilityService>;

/** Fair rotation looks this far back and ahead: who served least in it is proposed first. */
const ROTATION_DAYS = 90;

const newFeedToken = () => randomBytes(32).toString('base64url');
export const myFeedPath = (token: string) => `/api/scheduling/feeds/${token}.ics`;

/**
 * A member's blockouts and monthly maximum (their own only), the conflicts the scheduler sees
 * (reasons included: the Service plans action only), the church's reminder setting, and the
 * member's secret calendar feed.
 */
export function createAvailabilityService(deps: {
  availability: AvailabilityRepository;
  scheduling: SchedulingRepository;
  households: HouseholdsRepository;
  publicUrl: string;
  timeZone: string;
  now: () => Date;
}) {
  const { availability, scheduling, households, timeZone } = deps;

  /**
   * Each of these people's conflicts if scheduled on the plan (in `positionId`, when known; the
   * household rules are then its team's, else the ones given).
   */
  async function conflictsOn(
    plan: { serviceTypeId: number; startsAt: Date | null },
    people: { userId: string; positionId: number; householdRules?: HouseholdRule[] }[],
    tx?: DbOrTx,
    /** Bookings not saved yet that count as saved (auto-fill's proposals for earlier plans). */
    proposed: Booking[] = [],
  ): Promise<Map<string, Conflict[]>> {
    const userIds = [...new Set(people.map((one) => one.userId))];
    const window = conflictWindow(plan.startsAt);
    // One after the other: a transaction's connection takes one query at a time.
    const blockouts = await availability.blockoutsOfUsers(userIds, tx);
    const maxima = await availability.maxPerMonthOf(userIds, tx);
    const assignments: Booking[] = [
      ...(await scheduling.activeAssignmentsOf(userIds, plan.serviceTypeId, window, tx)),
      ...proposed,
    ];
    const rules = await scheduling.householdRulesOf(
      people.filter((one) => !one.householdRules).map((one) => one.positionId),
      tx,
    );
    const rulesOf = (one: (typeof people)[number]) => one.householdRules ?? [rules.get(one.positionId) ?? 'none'];
    const keepsHouseholds = people.some((one) => rulesOf(one).some((rule) => rule !== 'none'));
    const others = keepsHouseholds ? await households.othersInHouseholdOf(userIds, tx) : new Map<string, Teammate[]>();
    const otherIds = [...new Set([...others.values()].flat().map((one) => one.id))];
    const theirs: Booking[] = otherIds.length
      ? [...(await scheduling.activeAssignmentsOf(otherIds, plan.serviceTypeId, window, tx)), ...proposed]
      : [];
    return new Map(
      people.map((one) => [
        one.userId,
        conflictsOf({
          plan,
          positionId: one.positionId,
          blockouts: blockouts.filter((blockout) => blockout.userId === one.userId),
          maxPerMonth: maxima.get(one.userId),
          assignments: assignments.filter((assignment) => assignment.userId === one.userId),
          householdRules: rulesOf(one),
          household: (others.get(one.userId) ?? []).map((person) => ({
            name: `${person.firstName} ${person.lastName}`,
            assignments: theirs.filter((assignment) => assignment.userId === person.id),
          })),
          timeZone,
        }),
      ]),
    );
  }

  /**
   * People for the plan's open slots: members of each position not on the plan yet (one
   * position each), without a conflict (blocked, booked at that time, at their monthly maximum,
   * a household rule), by fair rotation: fewest services within ROTATION_DAYS of today first,
   * then whoever served longest ago, then by name. `proposed` holds the proposals made so far
   * (for other plans too), counted as if saved; this plan's are added to it.
   */
  async function autoFillPlan(serviceTypeId: number, proposed: Booking[]): Promise<AutoFillProposal[]> {
    const plan = await scheduling.plan(serviceTypeId);
    if (!plan) throw new HttpError(404, [servicePlanMessages.serviceTypeNotFound]);
    const [teams, assignments] = await Promise.all([
      scheduling.teamsOf(serviceTypeId),
      scheduling.assignmentsOfPlan(serviceTypeId),
    ]);
    const active = assignments.filter((one) => one.status !== 'declined');
    const taken = new Set(active.map((one) => one.person.id));
    const today = deps.now().getTime();
    const span = ROTATION_DAYS * 86_400_000;
    const positions = teams.flatMap((team) => team.positions);
    const load = await scheduling.serviceLoadOf(
      [...new Set(positions.flatMap((position) => position.members.map((member) => member.id)))],
      { from: new Date(today - span), to: new Date(today + span) },
    );
    const rank = (userId: string) => {
      const saved = load.get(userId) ?? { services: 0, latest: null };
      const mine = proposed.filter((one) => one.userId === userId && one.startsAt !== null);
      const latest = Math.max(saved.latest?.getTime() ?? 0, ...mine.map((one) => Date.parse(one.startsAt!)));
      return { services: saved.services + mine.length, latest };
    };
    const byRotation = (a: { id: string }, b: { id: string }) => {
      const [one, two] = [rank(a.id), rank(b.id)];
      return one.services - two.services || one.latest - two.latest;
    };

    const proposals: AutoFillProposal[] = [];
    for (const position of positions) {
      const open = position.peopleNeeded - active.filter((one) => one.positionId === position.id).length;
      if (open <= 0) continue;
      const answered = new Set(assignments.filter((one) => one.positionId === position.id).map((one) => one.person.id));
      const candidates = position.members.filter((member) => !taken.has(member.id) && !answered.has(member.id));
      const conflicts = await conflictsOn(
        { serviceTypeId, startsAt: plan.startsAt },
        candidates.map((member) => ({ userId: member.id, positionId: position.id })),
        undefined,
        proposed,
      );
      const chosen = candidates
        .filter((member) => !conflicts.get(member.id)?.length)
        .sort(byRotation)
        .slice(0, open);
      for (const { id, firstName, lastName } of chosen) {
        taken.add(id);
        proposals.push({ positionId: position.id, person: { id, firstName, lastName } });
        proposed.push({
          userId: id,
          serviceTypeId,
          positionId: position.id,
          startsAt: plan.startsAt?.toISOString() ?? null,
          planName: plan.name,
          positionName: position.name,
        });
      }
    }
    return proposals;
  }

  return {
    conflictsOn,

    /** Every member of the plan's positions who has a conflict there (any position of it counts as booked). */
    async planConflicts(serviceTypeId: number): Promise<PlanConflicts> {
      const plan = await scheduling.plan(serviceTypeId);
      if (!plan) throw new HttpError(404, [servicePlanMessages.serviceTypeNotFound]);
      const teams = await scheduling.teamsOf(serviceTypeId);
      // Any position of the plan counts as booked (-1); the household rules are those of every team they are on.
      const rulesOf = new Map<string, HouseholdRule[]>();
      for (const team of teams)
        for (const position of team.positions)
          for (const member of position.members)
            rulesOf.set(member.id, [...(rulesOf.get(member.id) ?? []), team.householdRule]);
      const people = [...rulesOf].map(([userId, householdRules]) => ({ userId, positionId: -1, householdRules }));
      const conflicts = await conflictsOn({ serviceTypeId, startsAt: plan.startsAt }, people);
      return [...conflicts]
        .filter(([, list]) => list.length > 0)
        .map(([userId, list]) => ({ userId, conflicts: list }));
    },

    /** People for the plan's open slots, for the scheduler to accept or change. */
    autoFill: (serviceTypeId: number): Promise<AutoFillProposal[]> => autoFillPlan(serviceTypeId, []),

    /**
     * The same proposals for several plans at once, soonest first: each plan's proposals count
     * as scheduled for the plans after it (double booking, monthly maximum, households, and the
     * rotation), so nobody is proposed at one time twice or past their maximum, and the
     * rotation spreads across the plans. Nothing is saved.
     */
    async autoFillPlans(serviceTypeIds: number[]): Promise<(AutoFillProposal & { serviceTypeId: number })[]> {
      const proposed: Booking[] = [];
      const all: (AutoFillProposal & { serviceTypeId: number })[] = [];
      for (const serviceTypeId of serviceTypeIds)
        for (const proposal of await autoFillPlan(serviceTypeId, proposed)) all.push({ serviceTypeId, ...proposal });
      return all;
    },

    myBlockouts: (userId: string): Promise<Blockout[]> => availability.blockoutsOf(userId),
    addBlockout: (userId: string, blockout: CreateBlockout): Promise<Blockout> =>
      availability.insertBlockout(userId, blockout),
    async removeBlockout(userId: string, id: number): Promise<void> {
      if (!(await availability.deleteBlockout(id, userId)))
        throw new HttpError(404, [blockoutMessages.blockoutNotFound]);
    },

    async preferences(userId: string): Promise<SchedulingPreferences> {
      return { maxPerMonth: (await availability.maxPerMonthOf([userId])).get(userId) ?? null };
    },
    async savePreferences(userId: string, { maxPerMonth }: SchedulingPreferences): Promise<SchedulingPreferences> {
      await availability.setMaxPerMonth(userId, maxPerMonth);
      return { maxPerMonth };
    },

    settings: async (): Promise<SchedulingSettings> => ({
      reminderDaysBefore: await availability.reminderDaysBefore(),
    }),
    async saveSettings(settings: SchedulingSettings): Promise<SchedulingSettings> {
      await availability.setReminderDaysBefore(settings.reminderDaysBefore);
      return settings;
    },

    /** The member's feed address (made on first ask); `renew` replaces it, so the old one stops working. */
    async myFeed(userId: string, { renew = false } = {}): Promise<MyFeed> {
      return { url: myFeedPath(await availability.feedToken(userId, newFeedToken(), { replace: renew })) };
    },

    /** The feed a secret names; an unknown secret is a 404. */
    async feed(token: string): Promise<string> {
      const userId = await availability.userOfFeed(token);
      if (!userId) throw new HttpError(404, [blockoutMessages.feedNotFound]);
      const { start, end } = feedWindow(deps.now());
      const { current, removed } = await scheduling.feedOf(userId, { start, end });
      return renderScheduleFeed(current, removed, {
        name: `${site.name}: My Schedule`,
        publicUrl: deps.publicUrl,
        timeZone,
      });
    },
  };
}
