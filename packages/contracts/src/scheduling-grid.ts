import * as v from 'valibot';
import { queryNumber } from './paging';
import { AssignmentSchema } from './scheduling';
import { AutoFillProposalSchema } from './scheduling-swaps';

// The scheduling grid (issue 33, decision 0099-scheduling-grid): positions down the side,
// upcoming dated plans across the top, who is scheduled where. A plan is a service type with
// its own teams (decision 0078), so a row is a team and a position matched by name across plans.

export const schedulingGridRules = {
  /** Upcoming plans shown side by side: a month of weekly services and then some. */
  plansTake: 8,
  /** As far as Later goes: years of weekly services. */
  skipMax: 1000,
} as const;

/** GET /api/scheduling/grid?skip: the upcoming plans after the first `skip` (Earlier / Later). */
export const GridQuerySchema = v.object({ skip: queryNumber('skip', 0, schedulingGridRules.skipMax) });

export const GridPlanSchema = v.object({
  serviceTypeId: v.number(),
  name: v.string(),
  /** ISO 8601 instant: only dated plans are columns. */
  startsAt: v.string(),
});
export type GridPlan = v.InferOutput<typeof GridPlanSchema>;

/** One plan's position in a row: who is scheduled (declined too) and how many it needs. */
export const GridCellSchema = v.object({
  positionId: v.number(),
  peopleNeeded: v.number(),
  /** By name. */
  assignments: v.array(AssignmentSchema),
});
export type GridCell = v.InferOutput<typeof GridCellSchema>;

export const GridRowSchema = v.object({
  team: v.string(),
  position: v.string(),
  /** One per plan, in the plans' order; null where that plan has no such position. */
  cells: v.array(v.nullable(GridCellSchema)),
});
export type GridRow = v.InferOutput<typeof GridRowSchema>;

/** GET /api/scheduling/grid: the next dated plans from today (church clock), after `skip`, and their positions by team and name. */
export const SchedulingGridSchema = v.object({
  plans: v.array(GridPlanSchema),
  rows: v.array(GridRowSchema),
  /** Later plans follow these. */
  hasMore: v.boolean(),
});
export type SchedulingGrid = v.InferOutput<typeof SchedulingGridSchema>;

/**
 * GET /api/scheduling/grid/auto-fill?skip: a person proposed for an open slot of one of the
 * grid's plans (the same `skip` as the grid's page); nothing is saved by asking.
 */
export const GridAutoFillProposalSchema = v.object({
  serviceTypeId: v.number(),
  ...AutoFillProposalSchema.entries,
});
export type GridAutoFillProposal = v.InferOutput<typeof GridAutoFillProposalSchema>;
