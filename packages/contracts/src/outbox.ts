import * as v from 'valibot';
import { pageQuerySchema } from './paging';

/** GET /api/outbox: the newest first. */
export const OutboxQuerySchema = pageQuerySchema(20, 100);
export type OutboxQuery = v.InferOutput<typeof OutboxQuerySchema>;

/** An e-mail kept by the embedded mail transport (no SMTP configured). */
export const OutboxMessageSchema = v.object({
  id: v.number(),
  to: v.string(),
  subject: v.string(),
  text: v.string(),
  html: v.string(),
  /** ISO 8601. */
  createdAt: v.string(),
});
export type OutboxMessage = v.InferOutput<typeof OutboxMessageSchema>;

export const OutboxResponseSchema = v.array(OutboxMessageSchema);
