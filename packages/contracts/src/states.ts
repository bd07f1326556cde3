import * as v from 'valibot';

/** One entry of the US states directory used by address forms (sign-up, profile). */
export const StateSchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  name: v.string(),
});
export type State = v.InferOutput<typeof StateSchema>;

/** GET /api/enumerations/states: every state, sorted by name. */
export const StatesResponseSchema = v.array(StateSchema);
export type StatesResponse = v.InferOutput<typeof StatesResponseSchema>;
