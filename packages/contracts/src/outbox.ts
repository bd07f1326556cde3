import * as v from 'valibot';
import { queryNumber } from './members';

/** GET /api/outbox: the newest first. */
export const OutboxQuerySchema = v.object({
  skip: queryNumber('skip', 0, 1_000_000),
  take: queryNumber('take', 20, 100),
});
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
