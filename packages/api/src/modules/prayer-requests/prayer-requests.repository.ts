import type {
  CursorPageQuery,
  Language,
  PrayerRequest,
  PrayerRequestList,
  PrayerRequestStatus,
} from '@church/contracts';
import { and, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { keysetOrder, paginateHasMoreByCursor, type Keyset, type KeysetList } from '../../db/paginate';
import type { DbOrTx } from '../../db/types';
import { containsPattern } from '../../lib/params';
import { users } from '../users';
import { prayerRequestMessages as messages } from './messages.table';
import { creatorName } from './messages.repository';
import { prayerRequests } from './prayer-requests.table';

export type NewPrayerRequest = typeof prayerRequests.$inferInsert;
export type PrayerRequestsRepository = ReturnType<typeof createPrayerRequestsRepository>;

/** Whose eyes: the requester's side counts the ministry's messages as new, and the other way. */
export type Side = 'member' | 'staff';

export interface RequestFilter {
  creatorId?: string;
  search: string;
  status: PrayerRequestStatus;
}

const lastMessage = alias(messages, 'last_message');
const lastAuthor = alias(users, 'last_author');

/** Each side's read marker: the newest message id it has read. */
const seenColumn = { member: 'memberSeenMessageId', staff: 'staffSeenMessageId' } as const;

function columns(side: Side) {
  const seen = prayerRequests[seenColumn[side]];
  return {
    id: prayerRequests.id,
    requestText: prayerRequests.requestText,
    createdAt: prayerRequests.createdAt,
    lastActivityAt: prayerRequests.lastActivityAt,
    answeredAt: prayerRequests.answeredAt,
    answerNote: prayerRequests.answerNote,
    creatorId: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    photoUrl: users.photoUrl,
    lastText: lastMessage.messageText,
    lastAt: lastMessage.createdAt,
    lastFirstName: lastAuthor.firstName,
    lastLastName: lastAuthor.lastName,
    // Index-backed: (request_id, id) narrows to this thread's messages after the seen marker.
    newMessages: sql<number>`(select count(*)::int from ${messages} where ${messages.requestId} = ${prayerRequests.id}
      and ${messages.isFromStaff} = ${side === 'member'} and ${messages.id} > ${seen})`,
  };
}

type Row = Awaited<ReturnType<ReturnType<typeof select>>>[number];

function toRequest(row: Row, reader: Language): PrayerRequest {
  return {
    id: row.id,
    requestText: row.requestText,
    creationDate: row.createdAt.toISOString(),
    creator: { id: row.creatorId, firstName: row.firstName, lastName: row.lastName, photoUrl: row.photoUrl },
    numberOfNewMessages: Number(row.newMessages),
    lastMessage:
      row.lastText !== null && row.lastAt !== null
        ? {
            messageText: row.lastText,
            creatorName: creatorName(row.lastFirstName, row.lastLastName, reader),
            creationDate: row.lastAt.toISOString(),
          }
        : null,
    lastActivityDate: row.lastActivityAt.toISOString(),
    isAnswered: row.answeredAt !== null,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    answerNote: row.answerNote,
  };
}

function select(tx: DbOrTx, side: Side) {
  return () =>
    tx
      .select(columns(side))
      .from(prayerRequests)
      .innerJoin(users, eq(users.id, prayerRequests.creatorId))
      .leftJoin(lastMessage, eq(lastMessage.id, prayerRequests.lastMessageId))
      .leftJoin(lastAuthor, eq(lastAuthor.id, lastMessage.creatorId));
}

function matching(filter: RequestFilter): SQL | undefined {
  const pattern = filter.search ? containsPattern(filter.search) : undefined;
  return and(
    filter.creatorId === undefined ? undefined : eq(prayerRequests.creatorId, filter.creatorId),
    pattern === undefined
      ? undefined
      : or(
          ilike(prayerRequests.requestText, pattern),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
        ),
    filter.status === 'open' ? isNull(prayerRequests.answeredAt) : undefined,
    filter.status === 'answered' ? isNotNull(prayerRequests.answeredAt) : undefined,
  );
}

// The most recently active first, the id breaking ties: the order of
// prayer_requests_creator_id_last_activity_at_id_idx (a member's own) and
// prayer_requests_last_activity_at_id_idx (everybody's).
const mostRecentlyActive: Keyset = { at: prayerRequests.lastActivityAt, id: prayerRequests.id, direction: 'desc' };

/**
 * A list of requests as its index holds it: the page's ids are found there, so no unread count
 * or last message is computed for the requests a page skips. The requester is joined only to
 * search by name.
 */
export function requestList(filter: RequestFilter): KeysetList {
  return {
    from: prayerRequests,
    ...(filter.search ? { join: { table: users, on: eq(users.id, prayerRequests.creatorId) } } : {}),
    where: matching(filter),
    keyset: mostRecentlyActive,
  };
}

export function createPrayerRequestsRepository(db: DbOrTx) {
  return {
    async insert(values: NewPrayerRequest, tx: DbOrTx = db): Promise<{ id: number; creatorId: string }> {
      const [row] = await tx
        .insert(prayerRequests)
        .values(values)
        .returning({ id: prayerRequests.id, creatorId: prayerRequests.creatorId });
      if (!row) throw new Error('insert returned no prayer request');
      return row;
    },

    /** A page of requests, the most recently active first; 'Load more' pages by `nextCursor`. */
    list(
      filter: RequestFilter,
      side: Side,
      page: CursorPageQuery,
      reader: Language = 'en',
      tx: DbOrTx = db,
    ): Promise<PrayerRequestList> {
      const rowsOf = (ids: number[]) =>
        select(tx, side)()
          .where(inArray(prayerRequests.id, ids))
          .orderBy(...keysetOrder(mostRecentlyActive))
          .$dynamic();
      return paginateHasMoreByCursor(tx, requestList(filter), rowsOf, page, (row) => toRequest(row, reader));
    },

    /** One request as `side` sees it in a list, in the `reader`'s language. */
    async find(id: number, side: Side, reader: Language = 'en', tx: DbOrTx = db): Promise<PrayerRequest | undefined> {
      const [row] = await select(tx, side)().where(eq(prayerRequests.id, id));
      return row && toRequest(row, reader);
    },

    /** Who may see the thread, and whom to e-mail about it. */
    async owner(id: number, tx: DbOrTx = db) {
      const [row] = await tx
        .select({ creatorId: users.id, email: users.email, firstName: users.firstName, language: users.language })
        .from(prayerRequests)
        .innerJoin(users, eq(users.id, prayerRequests.creatorId))
        .where(eq(prayerRequests.id, id));
      return row;
    },

    async setAnswered(id: number, answer: { at: Date; note: string | null } | null, tx: DbOrTx = db) {
      await tx
        .update(prayerRequests)
        .set(
          answer
            ? { answeredAt: sql`coalesce(${prayerRequests.answeredAt}, ${answer.at})`, answerNote: answer.note }
            : { answeredAt: null, answerNote: null },
        )
        .where(eq(prayerRequests.id, id));
    },

    /** `side` has read the thread up to its newest message. */
    async markSeen(id: number, side: Side, tx: DbOrTx = db): Promise<void> {
      const seen = seenColumn[side];
      const newest = sql`greatest(${prayerRequests[seen]}, coalesce(${prayerRequests.lastMessageId}, 0))`;
      await tx
        .update(prayerRequests)
        .set({ [seen]: newest })
        .where(eq(prayerRequests.id, id));
    },

    /**
     * Claims the thread's answer e-mail: true at most once an hour per request, whichever
     * process asks (the database's clock and row decide).
     */
    async claimAnswerEmail(id: number, tx: DbOrTx = db): Promise<boolean> {
      const claimed = await tx
        .update(prayerRequests)
        .set({ answerEmailedAt: sql`now()` })
        .where(
          and(
            eq(prayerRequests.id, id),
            or(
              isNull(prayerRequests.answerEmailedAt),
              sql`${prayerRequests.answerEmailedAt} <= now() - interval '1 hour'`,
            ),
          ),
        )
        .returning({ id: prayerRequests.id });
      return claimed.length > 0;
    },
  };
}
