import type { Assignment, AssignmentStatus, Language, MyAssignment, SchedulePerson, Team } from '@church/contracts';
import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/types';
import { containsPattern } from '../../lib/params';
import { serviceTypes } from '../service-types';
import { users } from '../users';
import { planAssignments, positionMembers, teamPositions, teams } from './scheduling.table';

export type SchedulingRepository = ReturnType<typeof createSchedulingRepository>;

const personColumns = { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email };
const byName = [asc(users.lastName), asc(users.firstName), asc(users.id)];

/** Everything the answer link, the mail and My Schedule need to know about one assignment. */
export interface AssignmentDetails extends MyAssignment {
  positionId: number;
  userId: string;
  linkNonce: string | null;
  person: SchedulePerson & { language: Language };
}

const detailColumns = {
  id: planAssignments.id,
  serviceTypeId: planAssignments.serviceTypeId,
  positionId: planAssignments.positionId,
  userId: planAssignments.userId,
  status: planAssignments.status,
  declineReason: planAssignments.declineReason,
  linkNonce: planAssignments.linkNonce,
  planName: serviceTypes.name,
  startsAt: serviceTypes.startsAt,
  teamName: teams.name,
  positionName: teamPositions.name,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  language: users.language,
};
interface DetailRow {
  id: number;
  serviceTypeId: number;
  positionId: number;
  userId: string;
  status: string;
  declineReason: string | null;
  linkNonce: string | null;
  planName: string;
  startsAt: Date | null;
  teamName: string;
  positionName: string;
  firstName: string;
  lastName: string;
  email: string;
  language: Language;
}

const toDetails = (row: DetailRow): AssignmentDetails => ({
  id: row.id,
  serviceTypeId: row.serviceTypeId,
  planName: row.planName,
  startsAt: row.startsAt?.toISOString() ?? null,
  teamName: row.teamName,
  positionName: row.positionName,
  status: row.status as AssignmentStatus,
  declineReason: row.declineReason,
  positionId: row.positionId,
  userId: row.userId,
  linkNonce: row.linkNonce,
  person: {
    id: row.userId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    language: row.language,
  },
});

export const toMyAssignment = ({
  positionId: _p,
  userId: _u,
  linkNonce: _n,
  person: _person,
  ...mine
}: AssignmentDetails): MyAssignment => mine;

export function createSchedulingRepository(db: DbOrTx) {
  const details = (tx: DbOrTx) =>
    tx
      .select(detailColumns)
      .from(planAssignments)
      .innerJoin(serviceTypes, eq(serviceTypes.id, planAssignments.serviceTypeId))
      .innerJoin(teamPositions, eq(teamPositions.id, planAssignments.positionId))
      .innerJoin(teams, eq(teams.id, teamPositions.teamId))
      .innerJoin(users, eq(users.id, planAssignments.userId))
      .$dynamic();

  return {
    async plan(serviceTypeId: number, tx: DbOrTx = db) {
      const [row] = await tx
        .select({ id: serviceTypes.id, name: serviceTypes.name, startsAt: serviceTypes.startsAt })
        .from(serviceTypes)
        .where(eq(serviceTypes.id, serviceTypeId));
      return row;
    },

    /** The demo seed's way to its plans. */
    async planIdByName(name: string, tx: DbOrTx = db): Promise<number | undefined> {
      const [row] = await tx
        .select({ id: serviceTypes.id })
        .from(serviceTypes)
        .where(eq(serviceTypes.name, name))
        .limit(1);
      return row?.id;
    },

    async setPlanTime(serviceTypeId: number, startsAt: Date, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx
        .update(serviceTypes)
        .set({ startsAt, updatedAt: new Date() })
        .where(eq(serviceTypes.id, serviceTypeId))
        .returning({ id: serviceTypes.id });
      return rows.length > 0;
    },

    /** The service type's teams by name, each with its positions by name and their members by name. */
    async teamsOf(serviceTypeId: number, tx: DbOrTx = db): Promise<Team[]> {
      const teamRows = await tx
        .select()
        .from(teams)
        .where(eq(teams.serviceTypeId, serviceTypeId))
        .orderBy(asc(teams.name), asc(teams.id));
      if (teamRows.length === 0) return [];
      const positionRows = await tx
        .select()
        .from(teamPositions)
        .where(
          inArray(
            teamPositions.teamId,
            teamRows.map((team) => team.id),
          ),
        )
        .orderBy(asc(teamPositions.name), asc(teamPositions.id));
      const memberRows = positionRows.length
        ? await tx
            .select({ positionId: positionMembers.positionId, ...personColumns })
            .from(positionMembers)
            .innerJoin(users, eq(users.id, positionMembers.userId))
            .where(
              inArray(
                positionMembers.positionId,
                positionRows.map((position) => position.id),
              ),
            )
            .orderBy(...byName)
        : [];
      return teamRows.map((team) => ({
        id: team.id,
        serviceTypeId: team.serviceTypeId,
        name: team.name,
        positions: positionRows
          .filter((position) => position.teamId === team.id)
          .map((position) => ({
            id: position.id,
            teamId: position.teamId,
            name: position.name,
            peopleNeeded: position.peopleNeeded,
            members: memberRows
              .filter((member) => member.positionId === position.id)
              .map(({ positionId: _, ...person }) => person),
          })),
      }));
    },

    async findTeam(id: number, tx: DbOrTx = db) {
      const [row] = await tx.select().from(teams).where(eq(teams.id, id));
      return row;
    },

    async insertTeam(serviceTypeId: number, name: string, tx: DbOrTx = db) {
      const [row] = await tx.insert(teams).values({ serviceTypeId, name }).returning();
      return row!;
    },

    async renameTeam(id: number, name: string, tx: DbOrTx = db): Promise<boolean> {
      return (await tx.update(teams).set({ name }).where(eq(teams.id, id)).returning({ id: teams.id })).length > 0;
    },

    async deleteTeam(id: number, tx: DbOrTx = db): Promise<boolean> {
      return (await tx.delete(teams).where(eq(teams.id, id)).returning({ id: teams.id })).length > 0;
    },

    /** A position with its team's service type. */
    async findPosition(id: number, tx: DbOrTx = db) {
      const [row] = await tx
        .select({
          id: teamPositions.id,
          teamId: teamPositions.teamId,
          name: teamPositions.name,
          serviceTypeId: teams.serviceTypeId,
        })
        .from(teamPositions)
        .innerJoin(teams, eq(teams.id, teamPositions.teamId))
        .where(eq(teamPositions.id, id));
      return row;
    },

    async insertPosition(fields: { teamId: number; name: string; peopleNeeded: number }, tx: DbOrTx = db) {
      const [row] = await tx.insert(teamPositions).values(fields).returning({ id: teamPositions.id });
      return row!.id;
    },

    async updatePosition(id: number, fields: { name: string; peopleNeeded: number }, tx: DbOrTx = db) {
      const rows = await tx
        .update(teamPositions)
        .set(fields)
        .where(eq(teamPositions.id, id))
        .returning({ id: teamPositions.id });
      return rows.length > 0;
    },

    async deletePosition(id: number, tx: DbOrTx = db): Promise<boolean> {
      return (
        (await tx.delete(teamPositions).where(eq(teamPositions.id, id)).returning({ id: teamPositions.id })).length > 0
      );
    },

    /** False when they were in it already. */
    async addMember(positionId: number, userId: string, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx
        .insert(positionMembers)
        .values({ positionId, userId })
        .onConflictDoNothing()
        .returning({ userId: positionMembers.userId });
      return rows.length > 0;
    },

    async removeMember(positionId: number, userId: string, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx
        .delete(positionMembers)
        .where(and(eq(positionMembers.positionId, positionId), eq(positionMembers.userId, userId)))
        .returning({ userId: positionMembers.userId });
      return rows.length > 0;
    },

    async isMember(positionId: number, userId: string, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx
        .select({ userId: positionMembers.userId })
        .from(positionMembers)
        .where(and(eq(positionMembers.positionId, positionId), eq(positionMembers.userId, userId)));
      return rows.length > 0;
    },

    async isOnTeam(userId: string, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx
        .select({ userId: positionMembers.userId })
        .from(positionMembers)
        .where(eq(positionMembers.userId, userId))
        .limit(1);
      return rows.length > 0;
    },

    async person(userId: string, tx: DbOrTx = db): Promise<SchedulePerson | undefined> {
      const [row] = await tx.select(personColumns).from(users).where(eq(users.id, userId));
      return row;
    },

    /** Members whose name or e-mail contains `search`, by name. */
    searchPeople(search: string, take: number, tx: DbOrTx = db): Promise<SchedulePerson[]> {
      const pattern = containsPattern(search);
      const fullName = sql`${users.firstName} || ' ' || ${users.lastName}`;
      return tx
        .select(personColumns)
        .from(users)
        .where(search ? or(ilike(fullName, pattern), ilike(users.email, pattern)) : undefined)
        .orderBy(...byName)
        .limit(take);
    },

    /** Who is scheduled on the plan, by name within each position. */
    async assignmentsOfPlan(serviceTypeId: number, tx: DbOrTx = db): Promise<Assignment[]> {
      const rows = await tx
        .select({
          id: planAssignments.id,
          positionId: planAssignments.positionId,
          status: planAssignments.status,
          declineReason: planAssignments.declineReason,
          person: personColumns,
        })
        .from(planAssignments)
        .innerJoin(users, eq(users.id, planAssignments.userId))
        .where(eq(planAssignments.serviceTypeId, serviceTypeId))
        .orderBy(...byName);
      return rows.map((row) => ({ ...row, status: row.status as AssignmentStatus }));
    },

    /** The new assignment's id; undefined when the person is scheduled in that position already. */
    async insertAssignment(
      fields: { serviceTypeId: number; positionId: number; userId: string; linkNonce: string },
      tx: DbOrTx = db,
    ): Promise<number | undefined> {
      const [row] = await tx
        .insert(planAssignments)
        .values(fields)
        .onConflictDoNothing()
        .returning({ id: planAssignments.id });
      return row?.id;
    },

    async deleteAssignment(id: number, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx
        .delete(planAssignments)
        .where(eq(planAssignments.id, id))
        .returning({ id: planAssignments.id });
      return rows.length > 0;
    },

    /** Locked until the transaction ends, so two answers to one assignment go one after the other. */
    async findAssignment(id: number, tx: DbOrTx = db, { lock = false } = {}): Promise<AssignmentDetails | undefined> {
      const query = details(tx).where(eq(planAssignments.id, id));
      const [row] = lock ? await query.for('update', { of: planAssignments }) : await query;
      return row ? toDetails(row) : undefined;
    },

    /** Records the answer and retires the e-mailed links. */
    async answer(id: number, status: AssignmentStatus, declineReason: string | null, tx: DbOrTx = db): Promise<void> {
      await tx
        .update(planAssignments)
        .set({
          status,
          declineReason: status === 'declined' ? declineReason : null,
          linkNonce: null,
          answeredAt: new Date(),
        })
        .where(eq(planAssignments.id, id));
    },

    /** The member's assignments: upcoming ones soonest first, then undated, then past ones newest first. */
    async assignmentsOf(userId: string, now: Date, tx: DbOrTx = db): Promise<MyAssignment[]> {
      const { startsAt } = serviceTypes;
      const upcoming = sql`${startsAt} >= ${now.toISOString()}::timestamptz`;
      const rows = await details(tx)
        .where(eq(planAssignments.userId, userId))
        .orderBy(
          sql`case when ${upcoming} then 0 when ${startsAt} is null then 1 else 2 end`,
          sql`case when ${upcoming} then ${startsAt} end asc`,
          desc(startsAt),
          desc(planAssignments.id),
        );
      return rows.map((row) => toMyAssignment(toDetails(row)));
    },
  };
}
