import * as v from 'valibot';
import { TeammateSchema } from './scheduling-swaps';

// Households (issue 33, decision 0095-households-and-offered-slots): members who live together,
// grouped by an admin on the Members page, so a team can keep them together or apart.

export const householdMessages = {
  sameMember: 'Choose another member to share the household with',
} as const;

/** GET/PUT /api/scheduling/households/{userId}: everyone in the member's household, the member too (empty: none). */
export const HouseholdSchema = v.object({ members: v.array(TeammateSchema) });
export type Household = v.InferOutput<typeof HouseholdSchema>;

/** PUT /api/scheduling/households/{userId}: the member joins the household of `withUserId` (made if it has none). */
export const JoinHouseholdSchema = v.object({
  withUserId: v.pipe(v.string('Member not found'), v.uuid('Member not found')),
});
export type JoinHousehold = v.InferOutput<typeof JoinHouseholdSchema>;
