import type { Assignment, AssignmentStatus } from '@church/contracts';
import { and, asc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/types';
import { serviceTypes } from '../service-types';
import { users } from '../users';
import { planAssignments, teamPositions, teams } from './scheduling.table';

export type GridRepository = ReturnType<typeof createGridRepository>;

/** A swap's declined assignment and its person, named on the replacement's ("in place of"). */
const original = alias(planAssignments, 'original_assignment');
const originalPerson = alias(users, 'original_person');

/**
 * Dated plans starting at `from` or later, soonest first, after the first `skip`: a walk of the
 * `starts_at` index from `from` (decision 0100), however many past plans the church keeps.
 */
export const upcomingPlansQuery = (tx: DbOrTx, from: Date, { skip, take }: { skip: number; take: number }) =>
  tx
    .select({ serviceTypeId: serviceTypes.id, name: serviceTypes.name, startsAt: serviceTypes.startsAt })
    .from(serviceTypes)
    .where(and(isNotNull(serviceTypes.startsAt), gte(serviceTypes.startsAt, from)))
    .orderBy(asc(serviceTypes.startsAt), asc(serviceTypes.id))
    .offset(skip)
    .limit(take);

/** The scheduling grid's three reads: the next dated plans, their positions, who is scheduled on them. */
export function createGridRepository(db: DbOrTx) {
  return {
    async upcomingPlans(from: Date, page: { skip: number; take: number }, tx: DbOrTx = db) {
      const rows = await upcomingPlansQuery(tx, from, page);
      return rows.map((row) => ({ ...row, startsAt: row.startsAt!.toISOString() }));
    },

    /** The positions of these plans' teams, each with its plan and team name. */
    positionsOf(serviceTypeIds: number[], tx: DbOrTx = db) {
      if (serviceTypeIds.length === 0) return Promise.resolve([]);
      return tx
        .select({
          serviceTypeId: teams.serviceTypeId,
          team: teams.name,
          positionId: teamPositions.id,
          position: teamPositions.name,
          peopleNeeded: teamPositions.peopleNeeded,
        })
        .from(teamPositions)
        .innerJoin(teams, eq(teams.id, teamPositions.teamId))
        .where(inArray(teams.serviceTypeId, serviceTypeIds))
        .orderBy(asc(teams.id), asc(teamPositions.id));
    },

    /** Everyone scheduled on these plans, answered or not, by name. */
    async assignmentsOn(serviceTypeIds: number[], tx: DbOrTx = db): Promise<Assignment[]> {
      if (serviceTypeIds.length === 0) return [];
      const rows = await tx
        .select({
          id: planAssignments.id,
          positionId: planAssignments.positionId,
          status: planAssignments.status,
          declineReason: planAssignments.declineReason,
          person: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
          inPlaceOf: sql<string | null>`${originalPerson.firstName} || ' ' || ${originalPerson.lastName}`,
        })
        .from(planAssignments)
        .innerJoin(users, eq(users.id, planAssignments.userId))
        .leftJoin(original, eq(original.id, planAssignments.replacesAssignmentId))
        .leftJoin(originalPerson, eq(originalPerson.id, original.userId))
        .where(inArray(planAssignments.serviceTypeId, serviceTypeIds))
        .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
      return rows.map((row) => ({ ...row, status: row.status as AssignmentStatus }));
    },
  };
}
