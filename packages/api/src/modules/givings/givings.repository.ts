import type {
  Language,
  CursorPage,
  CursorPageQuery,
  GivingKind,
  GivingPaymentMethod,
  OfflineGivingMethod,
} from '@church/contracts';
import { and, asc, count, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { users } from '../users';
import { givingTypes } from '../giving-types';
import { countedLists, countOf } from '../../db/list-counts';
import { keysetOrder, paginateByCursor, type Keyset, type KeysetList } from '../../db/paginate';
import type { DbOrTx } from '../../db/types';
import type { PaymentCard } from '../payments';
import { givingDetails, givings } from './givings.table';

export type GivingsRepository = ReturnType<typeof createGivingsRepository>;
export type GivingRow = typeof givings.$inferSelect;

/** A paid designation with its gift and donor, as the histories show it. */
export interface HistoryRow {
  id: number;
  givingId: string;
  amountCents: number;
  givingTypeName: string;
  isRefunded: boolean;
  paidAt: Date | null;
  createdAt: Date;
  donorName: string | null;
  donorEmail: string | null;
  kind: string;
  /** 'processing' (a bank payment not settled yet), 'failed' (it bounced), else paid or refunded. */
  status: string;
  /** The gift's covered fee on its first designation, 0 on the others. */
  feeCents: number;
  method: string | null;
  checkNumber: string | null;
  cardBrand: string | null;
  cardLast4: string | null;
  /** The member's, while the gift has one (null for anonymous gifts and deleted members). */
  userId: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
}

/** Which paid designations a history lists: one member's or everybody's, then the list's filters. */
export interface HistoryFilter {
  /** One member's gifts; null for everybody's. */
  userId: string | null;
  /** Paid at or after. */
  from?: Date;
  /** Paid before. */
  to?: Date;
  givingTypeId?: number;
}

export type { GivingKind };

/** A new gift: pending (one-time, anonymous), or paid when it is recorded (recurring, offline). */
export interface NewGiving {
  userId: string | null;
  kind: GivingKind;
  donorName?: string;
  donorEmail?: string;
  /** 'processing': a recurring charge from a bank account, waiting for the bank. */
  status?: 'pending' | 'paid' | 'processing';
  paidAt?: Date;
  /** A covered processing fee, charged on top of the designations. */
  feeCents?: number;
  paymentIntentId?: string | null;
  invoiceId?: string;
  method?: string;
  checkNumber?: string;
  note?: string;
  cardBrand?: string;
  cardLast4?: string;
  /** Anonymous gifts: the client's network (clientNetwork) and the language the donor gave in. */
  clientNetwork?: string;
  donorLanguage?: Language;
}

/** The columns that say what paid a gift: a card's brand and last 4, or a bank's name and the account's. */
function paidWith(method: PaymentCard | undefined) {
  if (!method) return {};
  return { cardBrand: method.brand, cardLast4: method.last4, ...(method.kind === 'bank' ? { method: 'bank' } : {}) };
}

/** How the gift was paid, from its row: offline, the card recorded with it, or unknown. */
export function paymentMethodOf(row: {
  kind: string;
  method: string | null;
  checkNumber?: string | null;
  cardBrand: string | null;
  cardLast4: string | null;
}): GivingPaymentMethod {
  if (row.kind === 'offline') {
    const method = (row.method ?? 'cash') as OfflineGivingMethod;
    return row.checkNumber ? { kind: 'offline', method, checkNumber: row.checkNumber } : { kind: 'offline', method };
  }
  if (row.method === 'bank' && row.cardBrand !== null && row.cardLast4 !== null) {
    return { kind: 'bank', bankName: row.cardBrand, last4: row.cardLast4 };
  }
  if (row.cardBrand !== null && row.cardLast4 !== null) {
    return { kind: 'card', brand: row.cardBrand, last4: row.cardLast4 };
  }
  return null;
}

export interface NewDesignation {
  givingTypeId: number;
  amountCents: number;
}

async function insertOnce(giving: NewGiving, designations: readonly NewDesignation[], tx: DbOrTx) {
  const amountCents = designations.reduce((sum, designation) => sum + designation.amountCents, 0);
  const [row] = await tx
    .insert(givings)
    .values({ ...giving, amountCents })
    .onConflictDoNothing()
    .returning();
  if (!row) return undefined;
  const details = await tx
    .insert(givingDetails)
    .values(designations.map((designation) => ({ givingId: row.id, ...designation })))
    .returning();
  return { giving: row, details };
}

/** The designations a history lists, by the gift's status, member and payment time they carry (migration 0024). */
function historyWhere(filter: HistoryFilter): SQL | undefined {
  return and(
    // Bare, not `= $1`: the predicate of the histories' partial indexes, which a plan must imply.
    sql`${givingDetails.listed}`,
    filter.userId === null ? undefined : eq(givingDetails.userId, filter.userId),
    filter.from ? gte(givingDetails.paidAt, filter.from) : undefined,
    filter.to ? lt(givingDetails.paidAt, filter.to) : undefined,
    filter.givingTypeId === undefined ? undefined : eq(givingDetails.givingTypeId, filter.givingTypeId),
  );
}

// Newest paid first, the designation's id breaking ties (up): the order of
// giving_details_user_id_paid_at_id_idx (a member's) and giving_details_paid_at_id_idx
// (everybody's), walked alone (an index-only scan), no gift read and nothing sorted; a page after
// a cursor starts its walk at the cursor's payment time. Every paid or refunded gift has its
// paid_at (each writer that marks a gift paid sets it), which its designations carry.
const newestPaidKeys: Keyset = {
  at: givingDetails.paidAt,
  id: givingDetails.id,
  direction: 'desc',
  idDirection: 'asc',
};
const newestPaidFirst = keysetOrder(newestPaidKeys);

/** A history as a keyset list: the paid designations, within the filter. */
export function historyList(filter: HistoryFilter): KeysetList {
  return {
    from: givingDetails,
    where: historyWhere(filter),
    keyset: newestPaidKeys,
  };
}

/** A history's total: kept for a member's whole history and everybody's, counted when filtered. */
function historyTotal(tx: DbOrTx, filter: HistoryFilter): Promise<number> {
  if (filter.from === undefined && filter.to === undefined && filter.givingTypeId === undefined) {
    return countOf(tx, filter.userId === null ? countedLists.givings : countedLists.givingsOfUser(filter.userId));
  }
  return tx
    .select({ value: count() })
    .from(givingDetails)
    .where(historyWhere(filter))
    .then(([row]) => row?.value ?? 0);
}

export function createGivingsRepository(db: DbOrTx) {
  return {
    async insert(giving: NewGiving, designations: readonly NewDesignation[], tx: DbOrTx = db) {
      const inserted = await insertOnce(giving, designations, tx);
      if (!inserted) throw new Error('insert returned no giving');
      return inserted;
    },

    /** Inserts the gift unless one with its invoice (or intent) is there already: undefined then. */
    insertOnce(giving: NewGiving, designations: readonly NewDesignation[], tx: DbOrTx = db) {
      return insertOnce(giving, designations, tx);
    },

    /**
     * Whether an offline check with this number is recorded for this donor: the member when the
     * gift has one, else the same typed name (any case) without a member.
     */
    async hasOfflineCheck(
      donor: { userId: string } | { donorName: string },
      checkNumber: string,
      tx: DbOrTx = db,
    ): Promise<boolean> {
      const sameDonor =
        'userId' in donor
          ? eq(givings.userId, donor.userId)
          : and(isNull(givings.userId), sql`lower(${givings.donorName}) = lower(${donor.donorName})`);
      const [row] = await tx
        .select({ id: givings.id })
        .from(givings)
        .where(
          and(
            eq(givings.kind, 'offline'),
            eq(givings.method, 'check'),
            eq(givings.checkNumber, checkNumber),
            sameDonor,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Deletes an offline gift (its designations go with it); false when there is none with this id. */
    async deleteOffline(id: string, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx
        .delete(givings)
        .where(and(eq(givings.id, id), eq(givings.kind, 'offline')))
        .returning({ id: givings.id });
      return rows.length > 0;
    },

    async find(id: string, tx: DbOrTx = db): Promise<GivingRow | undefined> {
      const [row] = await tx.select().from(givings).where(eq(givings.id, id));
      return row;
    },

    details(givingId: string, tx: DbOrTx = db) {
      return tx.select().from(givingDetails).where(eq(givingDetails.givingId, givingId)).orderBy(asc(givingDetails.id));
    },

    /**
     * The intent that pays the pending gift, with the fee it charges on top and its method
     * ('bank', or null for a card), so what is recorded is what was charged.
     */
    async setPaymentIntent(
      id: string,
      paymentIntentId: string,
      charge: { feeCents: number; method: 'bank' | null },
      tx: DbOrTx = db,
    ): Promise<void> {
      await tx
        .update(givings)
        .set({ paymentIntentId, ...charge })
        .where(and(eq(givings.id, id), eq(givings.status, 'pending')));
    },

    /** Paid designations, newest first: one member's or everybody's, within the filter. */
    history(filter: HistoryFilter, page: CursorPageQuery, tx: DbOrTx = db): Promise<CursorPage<HistoryRow>> {
      const rowsOf = (ids: number[]) =>
        tx
          .select({
            id: givingDetails.id,
            givingId: givings.id,
            amountCents: givingDetails.amountCents,
            givingTypeName: givingTypes.name,
            isRefunded: givingDetails.isRefunded,
            paidAt: givings.paidAt,
            createdAt: givings.createdAt,
            donorName: givings.donorName,
            donorEmail: givings.donorEmail,
            kind: givings.kind,
            status: givings.status,
            feeCents:
              sql<number>`case when ${givingDetails.id} = (select min(d.id) from giving_details as d where d.giving_id = ${givings.id}) then ${givings.feeCents} else 0 end`.mapWith(
                Number,
              ),
            method: givings.method,
            checkNumber: givings.checkNumber,
            cardBrand: givings.cardBrand,
            cardLast4: givings.cardLast4,
            userId: givings.userId,
            firstName: users.firstName,
            lastName: users.lastName,
            email: users.email,
          })
          .from(givingDetails)
          .innerJoin(givings, eq(givings.id, givingDetails.givingId))
          .innerJoin(givingTypes, eq(givingTypes.id, givingDetails.givingTypeId))
          .leftJoin(users, eq(users.id, givings.userId))
          .where(inArray(givingDetails.id, ids))
          .orderBy(...newestPaidFirst)
          .$dynamic();
      return paginateByCursor(tx, historyList(filter), rowsOf, historyTotal(tx, filter), page, (row) => row);
    },

    async detailWithGiving(detailId: number, tx: DbOrTx = db) {
      const [row] = await tx
        .select({ detail: givingDetails, giving: givings })
        .from(givingDetails)
        .innerJoin(givings, eq(givings.id, givingDetails.givingId))
        .where(eq(givingDetails.id, detailId));
      return row;
    },

    /**
     * The refund webhook: the detail is refunded; a gift with every detail refunded too. False
     * when it was refunded already (a provider may tell twice), so nothing follows twice.
     */
    async markDetailRefunded(detailId: number, tx: DbOrTx = db): Promise<boolean> {
      const [detail] = await tx
        .update(givingDetails)
        .set({ isRefunded: true })
        .where(and(eq(givingDetails.id, detailId), eq(givingDetails.isRefunded, false)))
        .returning({ givingId: givingDetails.givingId });
      if (!detail) return false;
      const left = await tx
        .select({ id: givingDetails.id })
        .from(givingDetails)
        .where(and(eq(givingDetails.givingId, detail.givingId), eq(givingDetails.isRefunded, false)));
      if (left.length === 0)
        await tx.update(givings).set({ status: 'refunded' }).where(eq(givings.id, detail.givingId));
      return true;
    },

    /**
     * The intent succeeded: the gift is paid, with the card (or bank account) that paid it when
     * known. A bank payment keeps the date it was made. Its id, or undefined when no pending or
     * processing gift has this intent (a replay, or not a gift of ours).
     */
    async markPaid(
      paymentIntentId: string,
      paidAt: Date,
      card?: PaymentCard,
      tx: DbOrTx = db,
    ): Promise<string | undefined> {
      const [row] = await tx
        .update(givings)
        .set({
          status: 'paid',
          paidAt: sql`coalesce(${givings.paidAt}, ${paidAt.toISOString()}::timestamptz)`,
          ...paidWith(card),
        })
        .where(and(eq(givings.paymentIntentId, paymentIntentId), inArray(givings.status, ['pending', 'processing'])))
        .returning({ id: givings.id });
      return row?.id;
    },

    /** A bank payment was made: the pending gift is processing (listed as Pending), dated now. */
    async markProcessing(paymentIntentId: string, at: Date, account?: PaymentCard, tx: DbOrTx = db): Promise<void> {
      await tx
        .update(givings)
        .set({ status: 'processing', paidAt: at, method: 'bank', ...paidWith(account) })
        .where(and(eq(givings.paymentIntentId, paymentIntentId), eq(givings.status, 'pending')));
    },

    /** A processing bank payment failed: the gift is failed. Its id and kind once; undefined for anything else. */
    async markFailed(paymentIntentId: string, tx: DbOrTx = db): Promise<{ id: string; kind: string } | undefined> {
      const [row] = await tx
        .update(givings)
        .set({ status: 'failed' })
        .where(and(eq(givings.paymentIntentId, paymentIntentId), eq(givings.status, 'processing')))
        .returning({ id: givings.id, kind: givings.kind });
      return row;
    },

    /**
     * A bank payment that never reached the bank (its account was never verified by
     * micro-deposits, so the provider gave up on it): the pending bank gift is failed, dated the
     * day it was given. Its id and kind once; undefined for anything else (a card gift, a gift
     * paid, processing or failed already).
     */
    async markNeverDebited(
      paymentIntentId: string,
      account?: PaymentCard,
      tx: DbOrTx = db,
    ): Promise<{ id: string; kind: string } | undefined> {
      const [row] = await tx
        .update(givings)
        .set({ status: 'failed', paidAt: sql`coalesce(${givings.paidAt}, ${givings.createdAt})`, ...paidWith(account) })
        .where(
          and(eq(givings.paymentIntentId, paymentIntentId), eq(givings.status, 'pending'), eq(givings.method, 'bank')),
        )
        .returning({ id: givings.id, kind: givings.kind });
      return row;
    },

    /** The gift an intent pays, if it is one of ours. */
    async findByIntent(paymentIntentId: string, tx: DbOrTx = db): Promise<GivingRow | undefined> {
      const [row] = await tx.select().from(givings).where(eq(givings.paymentIntentId, paymentIntentId));
      return row;
    },

    /** A gift's designations with their giving types' names, in order. */
    designationsNamed(givingId: string, tx: DbOrTx = db) {
      return tx
        .select({
          id: givingDetails.id,
          amountCents: givingDetails.amountCents,
          givingTypeName: givingTypes.name,
        })
        .from(givingDetails)
        .innerJoin(givingTypes, eq(givingTypes.id, givingDetails.givingTypeId))
        .where(eq(givingDetails.givingId, givingId))
        .orderBy(asc(givingDetails.id));
    },
  };
}
