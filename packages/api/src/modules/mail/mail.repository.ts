import type { OutboxMessage } from '@church/contracts';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/types';
import type { MailMessage } from './mailer';
import { outbox, outboxAttachments } from './mail.table';

export type MailRepository = ReturnType<typeof createMailRepository>;

export function createMailRepository(db: DbOrTx) {
  return {
    /** A message and its files, together or not at all; its id. */
    async insert(
      { attachments = [], ...message }: MailMessage,
      status: 'kept' | 'queued',
      tx: DbOrTx = db,
    ): Promise<number> {
      return tx.transaction(async (inner) => {
        const [row] = await inner
          .insert(outbox)
          .values({ ...message, status })
          .returning({ id: outbox.id });
        if (!row) throw new Error('The outbox did not take the message');
        if (attachments.length > 0) {
          await inner
            .insert(outboxAttachments)
            .values(attachments.map((attachment, position) => ({ ...attachment, outboxId: row.id, position })));
        }
        return row.id;
      });
    },

    /** A message waiting for SMTP, with its files; undefined once it was sent. */
    async queued(id: number, tx: DbOrTx = db): Promise<MailMessage | undefined> {
      const [row] = await tx
        .select()
        .from(outbox)
        .where(and(eq(outbox.id, id), eq(outbox.status, 'queued')));
      if (!row) return undefined;
      const files = await tx
        .select()
        .from(outboxAttachments)
        .where(eq(outboxAttachments.outboxId, id))
        .orderBy(asc(outboxAttachments.position));
      const { to, subject, text, html } = row;
      const attachments = files.map(({ filename, contentType, content }) => ({ filename, contentType, content }));
      return { to, subject, text, html, attachments };
    },

    /** A sent message leaves: its links and files are nobody's to read afterwards. */
    async remove(id: number, tx: DbOrTx = db): Promise<void> {
      await tx.delete(outbox).where(eq(outbox.id, id));
    },

    /** One attachment's file, by its kept message and place. */
    async attachment(outboxId: number, position: number, tx: DbOrTx = db) {
      const [row] = await tx
        .select({ file: outboxAttachments })
        .from(outboxAttachments)
        .innerJoin(outbox, and(eq(outbox.id, outboxAttachments.outboxId), eq(outbox.status, 'kept')))
        .where(and(eq(outboxAttachments.outboxId, outboxId), eq(outboxAttachments.position, position)));
      return row?.file;
    },

    async list(query: { skip: number; take: number }, tx: DbOrTx = db): Promise<OutboxMessage[]> {
      const rows = await tx
        .select()
        .from(outbox)
        .where(eq(outbox.status, 'kept'))
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
      return rows.map(({ status: _kept, ...row }) => ({
        ...row,
        attachments: files.filter((file) => file.outboxId === row.id).map(({ outboxId: _message, ...file }) => file),
        createdAt: row.createdAt.toISOString(),
      }));
    },
  };
}
