import { and, asc, countDistinct, eq, gte, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Language } from '@church/contracts';
import type { DbOrTx } from '../../db/types';
import { states } from '../enumerations';
import { events, occurrencesOf } from '../events';
import { givingTypes } from '../giving-types';
import { givingDetails, givings } from '../givings';
import { groups } from '../groups';
import { users } from '../users';

export type ReportsRepository = ReturnType<typeof createReportsRepository>;

/** Instants [from, to): whole days of the church's calendar, turned into instants by the service. */
export interface InstantRange {
  from: Date;
  to: Date;
}

/**
 * Who gave, as one key: a member by their e-mail; an anonymous or offline gift by the e-mail it
 * was given with (so a member's anonymous gifts join theirs), else by the typed name; gifts of a
 * since-deleted member, with neither, are 'deleted'.
 */
const donorKey = sql<string>`coalesce(lower(coalesce(${users.email}, ${givings.donorEmail})), 'name:' || lower(trim(${givings.donorName})), 'deleted')`;
const memberName = sql<string | null>`max(${users.firstName} || ' ' || ${users.lastName})`;

/** What counts: paid designations not refunded (a 'refunded' gift may keep some), paid in the range. */
function counted(range: InstantRange): SQL | undefined {
  return and(
    inArray(givings.status, ['paid', 'refunded']),
    eq(givingDetails.isRefunded, false),
    gte(givings.paidAt, range.from),
    lt(givings.paidAt, range.to),
  );
}

/** sum() of integers is a bigint, which drivers hand over as text. */
const cents = sql<string>`sum(${givingDetails.amountCents})`.mapWith(Number);
/** A gift's covered fee, told once: on its first designation. */
const feeOnFirstDesignation = sql<number>`case when ${givingDetails.id} = (select min(d.id) from giving_details as d where d.giving_id = ${givings.id}) then ${givings.feeCents} else 0 end`.mapWith(
  Number,
);

/** Reads the books for the reports; writes nothing (the year-end runs have their own repository). */
export function createReportsRepository(db: DbOrTx) {
  return {
    /**
     * Event dates starting in the range, soonest first, with their group's name: a repeating event
     * counts once per date (its skipped dates not, a changed one where it moved).
     */
    async events(range: InstantRange, timeZone: string, tx: DbOrTx = db) {
      const rows = await tx
        .select({ event: events, groupName: groups.name })
        .from(events)
        .leftJoin(groups, eq(groups.id, events.groupId))
        .where(
          and(
            lt(events.startDate, range.to),
            or(
              and(isNull(events.repeat), gte(events.startDate, range.from)),
              and(isNotNull(events.repeat), gte(events.seriesEnd, range.from)),
            ),
          ),
        );
      const starting = (date: Date) => date >= range.from && date < range.to;
      return rows
        .flatMap(({ event, groupName }) =>
          occurrencesOf(event, timeZone)
            .filter((occurrence) => starting(occurrence.startDate))
            .map((occurrence) => ({
              id: event.id,
              title: occurrence.title,
              location: occurrence.location,
              groupName,
              startDate: occurrence.startDate,
              endDate: occurrence.endDate,
            })),
        )
        .sort((a, b) => a.startDate.getTime() - b.startDate.getTime() || a.id - b.id);
    },

    /** Cents per donor and giving type, with the names the donor's gifts carry. */
    async totalsByDonorAndType(range: InstantRange, tx: DbOrTx = db) {
      const rows = await tx
        .select({
          donorKey,
          givingTypeId: givingDetails.givingTypeId,
          cents,
          memberName,
          donorName: sql<string | null>`max(${givings.donorName})`,
          email: sql<string | null>`max(lower(coalesce(${users.email}, ${givings.donorEmail})))`,
        })
        .from(givingDetails)
        .innerJoin(givings, eq(givings.id, givingDetails.givingId))
        .leftJoin(users, eq(users.id, givings.userId))
        .where(counted(range))
        // By position: the key is an expression.
        .groupBy(sql`1`, sql`2`);
      return rows;
    },

    /** How many gifts each donor made (a gift of two designations is one gift). */
    async giftCounts(range: InstantRange, tx: DbOrTx = db): Promise<Map<string, number>> {
      const rows = await tx
        .select({ donorKey, gifts: countDistinct(givings.id) })
        .from(givingDetails)
        .innerJoin(givings, eq(givings.id, givingDetails.givingId))
        .leftJoin(users, eq(users.id, givings.userId))
        .where(counted(range))
        .groupBy(sql`1`);
      return new Map(rows.map((row) => [row.donorKey, Number(row.gifts)]));
    },

    /** Cents given offline (cash, check, mail) and online (cards). */
    async onlineOffline(range: InstantRange, tx: DbOrTx = db) {
      const rows = await tx
        .select({ offline: sql<boolean>`${givings.kind} = 'offline'`, cents })
        .from(givingDetails)
        .innerJoin(givings, eq(givings.id, givingDetails.givingId))
        .where(counted(range))
        .groupBy(sql`1`);
      const of = (offline: boolean) => rows.find((row) => row.offline === offline)?.cents ?? 0;
      return { onlineCents: of(false), offlineCents: of(true) };
    },

    /** The processing fees covered on the gifts paid in the range (not all refunded). */
    async feesCovered(range: InstantRange, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx
        .select({ cents: sql<string | null>`sum(${givings.feeCents})`.mapWith(Number) })
        .from(givings)
        .where(and(eq(givings.status, 'paid'), gte(givings.paidAt, range.from), lt(givings.paidAt, range.to)));
      return row?.cents ?? 0;
    },

    /** One donor's counted designations in the range, oldest first. */
    donorGifts(range: InstantRange, key: string, tx: DbOrTx = db) {
      return tx
        .select({
          id: givingDetails.id,
          paidAt: givings.paidAt,
          amountCents: givingDetails.amountCents,
          feeCents: feeOnFirstDesignation,
          givingTypeName: givingTypes.name,
          kind: givings.kind,
          method: givings.method,
          checkNumber: givings.checkNumber,
          userId: givings.userId,
          donorName: givings.donorName,
          donorEmail: givings.donorEmail,
        })
        .from(givingDetails)
        .innerJoin(givings, eq(givings.id, givingDetails.givingId))
        .innerJoin(givingTypes, eq(givingTypes.id, givingDetails.givingTypeId))
        .leftJoin(users, eq(users.id, givings.userId))
        .where(and(counted(range), sql`${donorKey} = ${key}`))
        .orderBy(asc(givings.paidAt), asc(givingDetails.id));
    },

    /** A member's name, e-mail and postal address, for a statement. */
    async member(userId: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select({
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          streetAddress: users.streetAddress,
          city: users.city,
          state: states.name,
          zipCode: users.zipCode,
        })
        .from(users)
        .innerJoin(states, eq(states.id, users.stateId))
        .where(eq(users.id, userId));
      return row;
    },

    /** The language of the member with this e-mail; English for a donor without an account. */
    async languageOf(email: string, tx: DbOrTx = db): Promise<Language> {
      const [row] = await tx
        .select({ language: users.language })
        .from(users)
        .where(eq(users.email, email.toLowerCase()));
      return row?.language ?? 'en';
    },
  };
}
