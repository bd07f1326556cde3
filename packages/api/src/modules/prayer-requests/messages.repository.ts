import type { Language, Message, MessageList } from '@church/contracts';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { paginateHasMore } from '../../db/paginate';
import type { DbOrTx } from '../../db/types';
import { translator } from '../../lib/i18n';
import { users } from '../users';
import { prayerRequestMessages as messages } from './messages.table';
import { prayerRequests } from './prayer-requests.table';

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;

/**
 * Whose name a message shows; an admin deleted since is shown as the ministry ('Prayer team'),
 * in the language of whoever reads it.
 */
export function creatorName(firstName: string | null, lastName: string | null, reader: Language): string {
  return firstName === null ? translator(reader)('api.names.prayerTeam') : `${firstName} ${lastName ?? ''}`.trim();
}

const columns = {
  id: messages.id,
  requestId: messages.requestId,
  messageText: messages.messageText,
  isFromStaff: messages.isFromStaff,
  createdAt: messages.createdAt,
  creatorId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  photoUrl: users.photoUrl,
};

function toMessage(
  row: {
    id: number;
    requestId: number;
    messageText: string;
    isFromStaff: boolean;
    createdAt: Date;
    creatorId: string | null;
    firstName: string | null;
    lastName: string | null;
    photoUrl: string | null;
  },
  reader: Language,
): Message {
  return {
    id: row.id,
    messageText: row.messageText,
    creatorName: creatorName(row.firstName, row.lastName, reader),
    creatorId: row.creatorId,
    creatorPhotoUrl: row.photoUrl,
    isFromStaff: row.isFromStaff,
    creationDate: row.createdAt.toISOString(),
    requestId: row.requestId,
  };
}

export function createMessagesRepository(db: DbOrTx) {
  const select = (tx: DbOrTx) => tx.select(columns).from(messages).leftJoin(users, eq(users.id, messages.creatorId));

  return {
    /** A page counted from the newest (or from before `beforeId`), its entities oldest first. */
    async page(
      query: { requestId: number; skip: number; take: number; beforeId?: number | undefined },
      reader: Language = 'en',
      tx: DbOrTx = db,
    ): Promise<MessageList> {
      const older = query.beforeId === undefined ? undefined : lt(messages.id, query.beforeId);
      const rows = select(tx)
        .where(and(eq(messages.requestId, query.requestId), older))
        .orderBy(desc(messages.id))
        .$dynamic();
      const page = await paginateHasMore(rows, query, (row) => toMessage(row, reader));
      return { hasMore: page.hasMore, entities: page.entities.reverse() };
    },

    /** A message just written: its writer is there, so no name needs translating. */
    async findById(id: number, tx: DbOrTx = db): Promise<Message | undefined> {
      const [row] = await select(tx).where(eq(messages.id, id));
      return row && toMessage(row, 'en');
    },

    /**
     * Adds a message and makes it its request's newest activity. `greatest` keeps the newest when
     * two messages are written at once and commit in the other order.
     */
    async insert(
      values: { requestId: number; creatorId: string; messageText: string; isFromStaff: boolean; createdAt?: Date },
      tx: DbOrTx = db,
    ): Promise<number> {
      const [row] = await tx
        .insert(messages)
        .values(values)
        .returning({ id: messages.id, createdAt: messages.createdAt });
      if (!row) throw new Error('insert returned no message');
      await tx
        .update(prayerRequests)
        .set({
          lastMessageId: sql`greatest(coalesce(${prayerRequests.lastMessageId}, 0), ${row.id})`,
          lastActivityAt: sql`greatest(${prayerRequests.lastActivityAt}, ${row.createdAt})`,
        })
        .where(eq(prayerRequests.id, values.requestId));
      return row.id;
    },
  };
}
