import * as v from 'valibot';

/** GET /api/health: what load balancers and the launcher poll. */
export const HealthResponseSchema = v.object({
  status: v.literal('ok'),
  database: v.literal('ok'),
});
export type HealthResponse = v.InferOutput<typeof HealthResponseSchema>;
