import * as v from 'valibot';
import { GridAutoFillProposalSchema } from '@church/contracts';
import { getParsed } from '@church/query';

/**
 * GET /api/scheduling/grid/auto-fill?skip: people proposed for the open slots of every plan on
 * the grid's page at once, each plan counting the proposals for the plans before it. Asked on
 * the scheduler's press, each time afresh: a moment's answer, not data to cache.
 */
export const getGridAutoFill = (skip: number) =>
  getParsed('scheduling/grid/auto-fill', v.array(GridAutoFillProposalSchema), { skip });
