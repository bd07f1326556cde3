import type { OpenPosition, Teammate } from '@church/contracts';
import { and, asc, count, eq, gt, isNotNull, ne, notInArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/types';
import { serviceTypes } from '../service-types';
import { users } from '../users';
import { planAssignments, positionMembers, teamPositions, teams } from './scheduling.table';

export type SwapsRepository = ReturnType<typeof createSwapsRepository>;

/** Who holds a slot: pending and accepted people (a decline frees it). */
const holdsSlot = ne(planAssignments.status, 'declined');

/** A declined place offered to the whole position that nobody has taken yet. */
const openOffer = and(
  eq(planAssignments.status, 'declined'),
  isNotNull(planAssignments.offeredAt),
  sql`not exists (select 1 from plan_assignments taker where taker.replaces_assignment_id = ${planAssignments.id})`,
);

/** Whoever took an offered place (replaces it). */
const taker = alias(planAssignments, 'taker');

/** The reads and writes of swaps and self sign-up. */
export function createSwapsRepository(db: DbOrTx) {
  return {
    /** The position's members by name (teammates who could take a place). */
    membersOf(positionId: number, tx: DbOrTx = db): Promise<Teammate[]> {
      return tx
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(positionMembers)
        .innerJoin(users, eq(users.id, positionMembers.userId))
        .where(eq(positionMembers.positionId, positionId))
        .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
    },

    /** Everyone with an assignment (any answer) in the position on its plan. */
    async assignedIn(serviceTypeId: number, positionId: number, tx: DbOrTx = db): Promise<Set<string>> {
      const rows = await tx
        .select({ userId: planAssignments.userId })
        .from(planAssignments)
        .where(and(eq(planAssignments.serviceTypeId, serviceTypeId), eq(planAssignments.positionId, positionId)));
      return new Set(rows.map((row) => row.userId));
    },

    /** Who scheduled the assignment (a replacement answers to the same scheduler). */
    async scheduledByOf(assignmentId: number, tx: DbOrTx = db): Promise<string | null> {
      const [row] = await tx
        .select({ scheduledBy: planAssignments.scheduledBy })
        .from(planAssignments)
        .where(eq(planAssignments.id, assignmentId));
      return row?.scheduledBy ?? null;
    },

    async isReplaced(assignmentId: number, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx
        .select({ id: planAssignments.id })
        .from(planAssignments)
        .where(eq(planAssignments.replacesAssignmentId, assignmentId));
      return rows.length > 0;
    },

    /**
     * The position with its plan, locked until the transaction ends: sign-ups for one position
     * go one after the other, so the count each reads is the count it writes against.
     */
    async lockPosition(positionId: number, tx: DbOrTx) {
      const [row] = await tx
        .select({
          id: teamPositions.id,
          peopleNeeded: teamPositions.peopleNeeded,
          signUpOpen: teamPositions.signUpOpen,
          serviceTypeId: teams.serviceTypeId,
          startsAt: serviceTypes.startsAt,
        })
        .from(teamPositions)
        .innerJoin(teams, eq(teams.id, teamPositions.teamId))
        .innerJoin(serviceTypes, eq(serviceTypes.id, teams.serviceTypeId))
        .where(eq(teamPositions.id, positionId))
        .for('update', { of: teamPositions });
      return row;
    },

    /** The position's oldest place offered by a decline and not taken yet, with who offered it. */
    async openOfferIn(positionId: number, tx: DbOrTx = db) {
      const [row] = await tx
        .select({ id: planAssignments.id, scheduledBy: planAssignments.scheduledBy })
        .from(planAssignments)
        .where(and(eq(planAssignments.positionId, positionId), openOffer))
        .orderBy(asc(planAssignments.offeredAt), asc(planAssignments.id))
        .limit(1);
      return row;
    },

    /** When the place was offered to the position (null: it was not), its scheduler, and who took it. */
    async offerStateOf(assignmentId: number, tx: DbOrTx = db) {
      const [row] = await tx
        .select({
          offeredAt: planAssignments.offeredAt,
          scheduledBy: planAssignments.scheduledBy,
          takenBy: taker.userId,
        })
        .from(planAssignments)
        .leftJoin(taker, eq(taker.replacesAssignmentId, planAssignments.id))
        .where(eq(planAssignments.id, assignmentId));
      return row;
    },

    async markOffered(assignmentId: number, at: Date, tx: DbOrTx): Promise<void> {
      await tx.update(planAssignments).set({ offeredAt: at }).where(eq(planAssignments.id, assignmentId));
    },

    async slotsTaken(serviceTypeId: number, positionId: number, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx
        .select({ taken: count() })
        .from(planAssignments)
        .where(
          and(eq(planAssignments.serviceTypeId, serviceTypeId), eq(planAssignments.positionId, positionId), holdsSlot),
        );
      return row?.taken ?? 0;
    },

    /**
     * The member's positions on services starting after `now` that hold fewer people than they
     * need and where the member has no assignment yet, soonest first: open for sign-up, or with
     * a place a decline offered to the position.
     */
    async openPositionsOf(userId: string, now: Date, tx: DbOrTx = db): Promise<OpenPosition[]> {
      const taken = tx
        .select({ positionId: planAssignments.positionId, taken: count().as('taken') })
        .from(planAssignments)
        .where(holdsSlot)
        .groupBy(planAssignments.positionId)
        .as('taken');
      const mine = tx
        .select({ positionId: planAssignments.positionId })
        .from(planAssignments)
        .where(eq(planAssignments.userId, userId));
      const rows = await tx
        .select({
          positionId: teamPositions.id,
          serviceTypeId: serviceTypes.id,
          planName: serviceTypes.name,
          startsAt: serviceTypes.startsAt,
          teamName: teams.name,
          positionName: teamPositions.name,
          peopleNeeded: teamPositions.peopleNeeded,
          scheduled: sql<number>`coalesce(${taken.taken}, 0)`.mapWith(Number),
        })
        .from(positionMembers)
        .innerJoin(teamPositions, eq(teamPositions.id, positionMembers.positionId))
        .innerJoin(teams, eq(teams.id, teamPositions.teamId))
        .innerJoin(serviceTypes, eq(serviceTypes.id, teams.serviceTypeId))
        .leftJoin(taken, eq(taken.positionId, teamPositions.id))
        .where(
          and(
            eq(positionMembers.userId, userId),
            gt(serviceTypes.startsAt, now),
            sql`coalesce(${taken.taken}, 0) < ${teamPositions.peopleNeeded}`,
            notInArray(teamPositions.id, mine),
            or(
              teamPositions.signUpOpen,
              sql`exists (select 1 from plan_assignments offered where offered.position_id = ${teamPositions.id}
                and offered.status = 'declined' and offered.offered_at is not null
                and not exists (select 1 from plan_assignments taker where taker.replaces_assignment_id = offered.id))`,
            ),
          ),
        )
        .orderBy(asc(serviceTypes.startsAt), asc(teams.name), asc(teamPositions.name), asc(teamPositions.id));
      return rows.map((row) => ({ ...row, startsAt: row.startsAt!.toISOString() }));
    },

    /** The new assignment's id; undefined when the person is in the position already, or the declined one was already replaced. */
    async insertAssignment(
      fields: {
        serviceTypeId: number;
        positionId: number;
        userId: string;
        status: 'pending' | 'accepted';
        linkNonce: string | null;
        scheduledBy: string | null;
        replacesAssignmentId: number | null;
        answeredAt: Date | null;
      },
      tx: DbOrTx = db,
    ): Promise<number | undefined> {
      const [row] = await tx
        .insert(planAssignments)
        .values(fields)
        .onConflictDoNothing()
        .returning({ id: planAssignments.id });
      return row?.id;
    },
  };
}
