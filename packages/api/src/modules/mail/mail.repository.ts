import type { OutboxMessage } from '@church/contracts';
import { desc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/types';
import type { MailMessage } from './mailer';
import { outbox } from './mail.table';

export type MailRepository = ReturnType<typeof createMailRepository>;

export function createMailRepository(db: DbOrTx) {
  return {
    async insert(message: MailMessage, tx: DbOrTx = db): Promise<void> {
      await tx.insert(outbox).values(message);
    },

    async list(query: { skip: number; take: number }, tx: DbOrTx = db): Promise<OutboxMessage[]> {
      const rows = await tx
        .select()
        .from(outbox)
        .orderBy(desc(outbox.createdAt), desc(outbox.id))
        .offset(query.skip)
        .limit(query.take);
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },
  };
}
