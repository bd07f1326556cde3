import * as v from 'valibot';

// Swaps and self sign-up (issue 33, decision 0091-swaps-and-sign-up): a volunteer who declines
// asks an eligible teammate to take their place; members of a position sign themselves up for
// its open slots on upcoming services, up to the people it needs.

export const swapMessages = {
  replacementNotEligible: 'This teammate cannot take your place on this service',
  replacementOnlyOnDecline: 'A teammate can be asked to take your place only when you decline',
  alreadyReplaced: 'A teammate was already asked to take your place',
  positionNotOpen: 'This position is no longer open for sign-up',
  offerNotOpen: 'Only a place on a dated service that has not begun can be offered to the position',
  offerWithReplacement: 'Ask one teammate or offer the slot to everyone in the position, not both',
  signUpConflict:
    'You cannot sign up for this service: you are blocked out, serving at that time or at your monthly maximum',
} as const;

/** A teammate who could take a decliner's place: a name, no e-mail. */
export const TeammateSchema = v.object({
  id: v.string(),
  firstName: v.string(),
  lastName: v.string(),
});
export type Teammate = v.InferOutput<typeof TeammateSchema>;

/** GET /api/scheduling/open-positions: a position of the member's on an upcoming service with slots left. */
export const OpenPositionSchema = v.object({
  positionId: v.number(),
  serviceTypeId: v.number(),
  planName: v.string(),
  /** ISO 8601 instant: only dated, upcoming services are open. */
  startsAt: v.string(),
  teamName: v.string(),
  positionName: v.string(),
  peopleNeeded: v.number(),
  /** Pending and accepted people (declines free their slot). */
  scheduled: v.number(),
});
export type OpenPosition = v.InferOutput<typeof OpenPositionSchema>;

/**
 * GET /api/scheduling/plans/{id}/auto-fill: a person proposed for an open slot of a position
 * (the scheduler's to accept or change; nothing is saved by asking).
 */
export const AutoFillProposalSchema = v.object({
  positionId: v.number(),
  person: TeammateSchema,
});
export type AutoFillProposal = v.InferOutput<typeof AutoFillProposalSchema>;
