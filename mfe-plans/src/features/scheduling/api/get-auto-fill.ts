import * as v from 'valibot';
import { AutoFillProposalSchema } from '@church/contracts';
import { getParsed } from '@church/query';

/**
 * GET /api/scheduling/plans/{id}/auto-fill: people proposed for the open slots (fair rotation,
 * no blockout, double booking or monthly maximum broken). Asked on the scheduler's press, each
 * time afresh: a proposal is a moment's answer, not data to cache.
 */
export const getAutoFill = (serviceTypeId: number) =>
  getParsed(`scheduling/plans/${serviceTypeId}/auto-fill`, v.array(AutoFillProposalSchema));
