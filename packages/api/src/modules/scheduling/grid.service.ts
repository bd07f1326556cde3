import {
  churchDay,
  intlUtcOffset,
  schedulingGridRules,
  type GridAutoFillProposal,
  type GridCell,
  type GridRow,
  type SchedulingGrid,
} from '@church/contracts';
import type { GridRepository } from './grid.repository';

export type GridService = ReturnType<typeof createGridService>;

/** Midnight of today on the church's clock, as an instant: a plan earlier today is still upcoming. */
export function startOfChurchDay(now: Date, timeZone: string): Date {
  const midnightAsUtc = Date.parse(`${churchDay(now, timeZone)}T00:00:00Z`);
  return new Date(midnightAsUtc - intlUtcOffset(timeZone, now.getTime()) * 60_000);
}

/** Team and position names meet across plans whatever their case or stray spaces. */
const nameKey = (name: string) => name.trim().toLocaleLowerCase('en');

/**
 * Positions × upcoming plans (decision 0099-scheduling-grid): the next dated plans from today on
 * the church's clock, soonest first; a row is a team's position matched by team and position
 * name, so "Worship · Vocals" of each Sunday's plan line up; a plan without it has an empty
 * cell. A plan holding the same team and position twice gives the second its own row.
 */
export function createGridService(deps: {
  repository: GridRepository;
  /** Auto-fill of several plans at once, each plan's proposals counting for the next (the plan page's rotation). */
  autoFillPlans: (serviceTypeIds: number[]) => Promise<GridAutoFillProposal[]>;
  timeZone: string;
  now: () => Date;
}) {
  const { repository, timeZone, now } = deps;
  const take = schedulingGridRules.plansTake;
  // One more than shown says whether later plans follow.
  const upcoming = (skip: number) =>
    repository.upcomingPlans(startOfChurchDay(now(), timeZone), { skip, take: take + 1 });
  return {
    async grid(skip: number): Promise<SchedulingGrid> {
      const more = await upcoming(skip);
      const plans = more.slice(0, take);
      const ids = plans.map((plan) => plan.serviceTypeId);
      const [positions, assignments] = await Promise.all([repository.positionsOf(ids), repository.assignmentsOn(ids)]);

      const rows = new Map<string, GridRow>();
      const seenInPlan = new Map<string, number>();
      // The soonest plan's spelling names a row.
      const column = (serviceTypeId: number) => ids.indexOf(serviceTypeId);
      const inPlanOrder = [...positions].sort((a, b) => column(a.serviceTypeId) - column(b.serviceTypeId));
      for (const position of inPlanOrder) {
        const base = `${nameKey(position.team)}\u0000${nameKey(position.position)}`;
        const inPlan = `${position.serviceTypeId}\u0000${base}`;
        const nth = seenInPlan.get(inPlan) ?? 0;
        seenInPlan.set(inPlan, nth + 1);
        const key = `${base}\u0000${nth}`;
        let row = rows.get(key);
        if (!row) {
          row = { team: position.team.trim(), position: position.position.trim(), cells: plans.map(() => null) };
          rows.set(key, row);
        }
        const cell: GridCell = {
          positionId: position.positionId,
          peopleNeeded: position.peopleNeeded,
          assignments: assignments.filter((one) => one.positionId === position.positionId),
        };
        row.cells[column(position.serviceTypeId)] = cell;
      }
      const byName = (a: GridRow, b: GridRow) =>
        a.team.localeCompare(b.team, 'en', { sensitivity: 'base' }) ||
        a.position.localeCompare(b.position, 'en', { sensitivity: 'base' });
      return { plans, rows: [...rows.values()].sort(byName), hasMore: more.length > take };
    },

    /** Proposals for every plan of the grid's page at once, soonest plan first (nothing saved). */
    async autoFill(skip: number): Promise<GridAutoFillProposal[]> {
      const plans = (await upcoming(skip)).slice(0, take);
      return deps.autoFillPlans(plans.map((plan) => plan.serviceTypeId));
    },
  };
}
