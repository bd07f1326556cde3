import * as v from 'valibot';

/** Every failed API response has this body, whatever the status. */
export const ErrorResponseSchema = v.object({
  errors: v.array(v.string()),
});
export type ErrorResponse = v.InferOutput<typeof ErrorResponseSchema>;
