import * as v from 'valibot';
import { pageQuerySchema } from './paging';

/** GET /api/outbox: the newest first. */
export const OutboxQuerySchema = pageQuerySchema(20, 100);
export type OutboxQuery = v.InferOutput<typeof OutboxQuerySchema>;

/** A file sent with an e-mail (a tax receipt's PDF); its bytes at GET /api/outbox/{id}/attachments/{index}. */
export const OutboxAttachmentSchema = v.object({
  filename: v.string(),
  contentType: v.string(),
  size: v.number(),
});

/** An e-mail kept by the embedded mail transport (no SMTP configured). */
export const OutboxMessageSchema = v.object({
  id: v.number(),
  to: v.string(),
  subject: v.string(),
  text: v.string(),
  html: v.string(),
  attachments: v.array(OutboxAttachmentSchema),
  /** ISO 8601. */
  createdAt: v.string(),
});
export type OutboxMessage = v.InferOutput<typeof OutboxMessageSchema>;

export const OutboxResponseSchema = v.array(OutboxMessageSchema);

export const OutboxAttachmentParamsSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'Message id is invalid'), v.transform(Number)),
  index: v.pipe(v.string(), v.regex(/^\d{1,3}$/, 'Attachment index is invalid'), v.transform(Number)),
});
