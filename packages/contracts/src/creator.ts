import * as v from 'valibot';

/** Who wrote a comment, a request or a message, as lists show them. */
export const CreatorSchema = v.object({
  id: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  photoUrl: v.nullable(v.string()),
});
export type Creator = v.InferOutput<typeof CreatorSchema>;
