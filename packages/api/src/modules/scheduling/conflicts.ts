import {
  blockoutRules,
  blocksDay,
  churchDay,
  type Blockout,
  type Conflict,
  type HouseholdRule,
} from '@church/contracts';
import type { AssignmentDetails } from './scheduling.repository';

const SAME_TIME_MS = blockoutRules.sameTimeMinutes * 60_000;

/** How far around a plan's start other plans matter: the same time, and the same month. */
export function conflictWindow(startsAt: Date | null): { from: Date; to: Date } | null {
  if (!startsAt) return null;
  const days = 32 * 86_400_000;
  return { from: new Date(startsAt.getTime() - days), to: new Date(startsAt.getTime() + days) };
}

/**
 * What someone serves on, as far as conflicts go: a saved assignment (not declined), or a
 * proposal auto-fill made for an earlier plan and has not saved.
 */
export type Booking = Pick<
  AssignmentDetails,
  'userId' | 'serviceTypeId' | 'positionId' | 'startsAt' | 'planName' | 'positionName'
>;

export interface ConflictFacts {
  /** The plan being scheduled and the position the person would take. */
  plan: { serviceTypeId: number; startsAt: Date | null };
  positionId: number;
  /** The person's blockouts, their monthly maximum, and what they are scheduled on (not declined). */
  blockouts: Blockout[];
  maxPerMonth: number | undefined;
  assignments: Booking[];
  /** The rules of the teams the person would serve on, and the others of their household with what they serve on. */
  householdRules: HouseholdRule[];
  household: { name: string; assignments: Booking[] }[];
  timeZone: string;
}

/**
 * Why scheduling this person in this position needs an override: a blockout covering the
 * plan's day on the church's calendar; another position of this plan, or another plan starting
 * less than `sameTimeMinutes` away; or as many other services that church month as their maximum.
 * An undated plan has only the first of the double bookings. A team that keeps households apart
 * adds anyone of the person's household on this plan; one that keeps them together, anyone of it
 * serving at another plan the same church day.
 */
export function conflictsOf(facts: ConflictFacts): Conflict[] {
  const { plan, positionId, timeZone } = facts;
  const others = facts.assignments.filter(
    (one) => !(one.serviceTypeId === plan.serviceTypeId && one.positionId === positionId),
  );
  const doubleBooked = others.filter(
    (one) =>
      one.serviceTypeId === plan.serviceTypeId ||
      (plan.startsAt !== null &&
        one.startsAt !== null &&
        Math.abs(Date.parse(one.startsAt) - plan.startsAt.getTime()) < SAME_TIME_MS),
  );
  const conflicts: Conflict[] = doubleBooked.map((one) => ({
    kind: 'double-booked',
    planName: one.planName,
    positionName: one.positionName,
    startsAt: one.startsAt,
  }));
  if (facts.householdRules.includes('apart'))
    for (const { name, assignments } of facts.household)
      if (assignments.some((one) => one.serviceTypeId === plan.serviceTypeId))
        conflicts.push({ kind: 'household-apart', name });
  if (!plan.startsAt) return conflicts;

  const day = churchDay(plan.startsAt, timeZone);
  if (facts.householdRules.includes('together'))
    for (const { name, assignments } of facts.household) {
      const elsewhere = assignments.find(
        (one) =>
          one.serviceTypeId !== plan.serviceTypeId &&
          one.startsAt !== null &&
          churchDay(one.startsAt, timeZone) === day,
      );
      if (elsewhere) conflicts.push({ kind: 'household-together', name, planName: elsewhere.planName });
    }
  for (const blockout of facts.blockouts)
    if (blocksDay(blockout, day)) conflicts.push({ kind: 'blocked', reason: blockout.reason });

  if (facts.maxPerMonth !== undefined) {
    const month = day.slice(0, 7);
    const plans = new Set(
      others
        .filter(
          (one) =>
            one.serviceTypeId !== plan.serviceTypeId &&
            one.startsAt !== null &&
            churchDay(one.startsAt, timeZone).startsWith(month),
        )
        .map((one) => one.serviceTypeId),
    );
    if (plans.size >= facts.maxPerMonth)
      conflicts.push({ kind: 'over-maximum', maxPerMonth: facts.maxPerMonth, scheduled: plans.size });
  }
  return conflicts;
}
