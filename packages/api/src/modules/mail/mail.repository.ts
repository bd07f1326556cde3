import type { OutboxMessage } from '@church/contracts';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/types';
import type { MailMessage } from './mailer';
import { outbox, outboxAttachments } from './mail.table';

export type MailRepository = ReturnType<typeof createMailRepository>;

export function createMailRepository(db: DbOrTx) {
  return {
    /** A message and its files, together or not at all. */
    async insert({ attachments = [], ...message }: MailMessage, tx: DbOrTx = db): Promise<void> {
      await tx.transaction(async (inner) => {
        const [row] = await inner.insert(outbox).values(message).returning({ id: outbox.id });
        if (row && attachments.length > 0) {
          await inner
            .insert(outboxAttachments)
            .values(attachments.map((attachment, position) => ({ ...attachment, outboxId: row.id, position })));
        }
      });
    },

    /** One attachment's file, by its message and place. */
    async attachment(outboxId: number, position: number, tx: DbOrTx = db) {
      const [row] = await tx
        .select()
        .from(outboxAttachments)
        .where(and(eq(outboxAttachments.outboxId, outboxId), eq(outboxAttachments.position, position)));
      return row;
    },

    async list(query: { skip: number; take: number }, tx: DbOrTx = db): Promise<OutboxMessage[]> {
      const rows = await tx
        .select()
        .from(outbox)
        .orderBy(desc(outbox.createdAt), desc(outbox.id))
        .offset(query.skip)
        .limit(query.take);
      const files =
        rows.length === 0
          ? []
          : await tx
              .select({
                outboxId: outboxAttachments.outboxId,
                filename: outboxAttachments.filename,
                contentType: outboxAttachments.contentType,
                size: sql<number>`octet_length(${outboxAttachments.content})`.mapWith(Number),
              })
              .from(outboxAttachments)
              .where(
                inArray(
                  outboxAttachments.outboxId,
                  rows.map((row) => row.id),
                ),
              )
              .orderBy(asc(outboxAttachments.position));
      return rows.map((row) => ({
        ...row,
        attachments: files.filter((file) => file.outboxId === row.id).map(({ outboxId: _message, ...file }) => file),
        createdAt: row.createdAt.toISOString(),
      }));
    },
  };
}
