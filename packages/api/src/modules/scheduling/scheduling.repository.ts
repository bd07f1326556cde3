import {
  ADMIN_ROLE,
  type Assignment,
  type AssignmentStatus,
  type HouseholdRule,
  type Language,
  type MyAssignment,
  type SchedulePerson,
  type Team,
} from '@church/contracts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lte,
  max,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/types';
import { containsPattern } from '../../lib/params';
import { roles } from '../roles';
import { serviceTypes } from '../service-types';
import { users } from '../users';
import { planAssignments, positionMembers, removedAssignments, teamPositions, teams } from './scheduling.table';

export type SchedulingRepository = ReturnType<typeof createSchedulingRepository>;

/** A change a subscribed calendar must take: a higher SEQUENCE and a new LAST-MODIFIED. */
const changed = { sequence: sql`${planAssignments.sequence} + 1`, updatedAt: sql`now()` };

/** A swap's declined assignment and its person, named on the replacement's. */
const original = alias(planAssignments, 'original_assignment');
const originalPerson = alias(users, 'original_person');

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
  inPlaceOfFirstName: originalPerson.firstName,
  inPlaceOfLastName: originalPerson.lastName,
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
  inPlaceOfFirstName: string | null;
  inPlaceOfLastName: string | null;
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
  inPlaceOf: row.inPlaceOfFirstName === null ? null : `${row.inPlaceOfFirstName} ${row.inPlaceOfLastName}`,
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
      .leftJoin(original, eq(original.id, planAssignments.replacesAssignmentId))
      .leftJoin(originalPerson, eq(originalPerson.id, original.userId))
      .$dynamic();

  /** What the feed needs to say "cancelled" about assignments about to be deleted (dated plans only). */
  const keepRemoved = async (tx: DbOrTx, which: SQL) => {
    const rows = await details(tx).where(and(which, isNotNull(serviceTypes.startsAt)));
    if (rows.length === 0) return;
    const sequences = await tx
      .select({ id: planAssignments.id, sequence: planAssignments.sequence })
      .from(planAssignments)
      .where(
        inArray(
          planAssignments.id,
          rows.map((row) => row.id),
        ),
      );
    await tx
      .insert(removedAssignments)
      .values(
        rows.map((row) => ({
          assignmentId: row.id,
          userId: row.userId,
          planName: row.planName,
          positionName: row.positionName,
          startsAt: row.startsAt!,
          sequence: (sequences.find((one) => one.id === row.id)?.sequence ?? 0) + 1,
        })),
      )
      .onConflictDoNothing();
  };

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
      // Subscribed calendars take the new time; the reminder goes again, before the new time.
      await tx
        .update(planAssignments)
        .set({ ...changed, remindedAt: null })
        .where(eq(planAssignments.serviceTypeId, serviceTypeId));
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
        householdRule: team.householdRule as HouseholdRule,
        positions: positionRows
          .filter((position) => position.teamId === team.id)
          .map((position) => ({
            id: position.id,
            teamId: position.teamId,
            name: position.name,
            peopleNeeded: position.peopleNeeded,
            signUpOpen: position.signUpOpen,
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

    /** A rule left undefined stays as it is. */
    async saveTeam(
      id: number,
      fields: { name: string; householdRule?: HouseholdRule },
      tx: DbOrTx = db,
    ): Promise<boolean> {
      return (await tx.update(teams).set(fields).where(eq(teams.id, id)).returning({ id: teams.id })).length > 0;
    },

    /** The household rule of each position's team. */
    async householdRulesOf(positionIds: number[], tx: DbOrTx = db): Promise<Map<number, HouseholdRule>> {
      const ids = positionIds.filter((id) => id > 0);
      if (ids.length === 0) return new Map();
      const rows = await tx
        .select({ positionId: teamPositions.id, rule: teams.householdRule })
        .from(teamPositions)
        .innerJoin(teams, eq(teams.id, teamPositions.teamId))
        .where(inArray(teamPositions.id, ids));
      return new Map(rows.map((row) => [row.positionId, row.rule as HouseholdRule]));
    },

    async deleteTeam(id: number, tx: DbOrTx = db): Promise<boolean> {
      await keepRemoved(tx, eq(teams.id, id));
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

    /** A sign-up switch left undefined stays as it is. */
    async updatePosition(
      id: number,
      fields: { name: string; peopleNeeded: number; signUpOpen?: boolean },
      tx: DbOrTx = db,
    ) {
      const rows = await tx
        .update(teamPositions)
        .set(fields)
        .where(eq(teamPositions.id, id))
        .returning({ id: teamPositions.id });
      return rows.length > 0;
    },

    async deletePosition(id: number, tx: DbOrTx = db): Promise<boolean> {
      await keepRemoved(tx, eq(teamPositions.id, id));
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

    /** Where and in which language to write to a member. */
    async mailPersonOf(userId: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select({ email: users.email, firstName: users.firstName, language: users.language })
        .from(users)
        .where(eq(users.id, userId));
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
          inPlaceOf: sql<string | null>`${originalPerson.firstName} || ' ' || ${originalPerson.lastName}`,
        })
        .from(planAssignments)
        .innerJoin(users, eq(users.id, planAssignments.userId))
        .leftJoin(original, eq(original.id, planAssignments.replacesAssignmentId))
        .leftJoin(originalPerson, eq(originalPerson.id, original.userId))
        .where(eq(planAssignments.serviceTypeId, serviceTypeId))
        .orderBy(...byName);
      return rows.map((row) => ({ ...row, status: row.status as AssignmentStatus }));
    },

    /** The new assignment's id; undefined when the person is scheduled in that position already. */
    async insertAssignment(
      fields: { serviceTypeId: number; positionId: number; userId: string; linkNonce: string; scheduledBy: string },
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
      await keepRemoved(tx, eq(planAssignments.id, id));
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
          ...changed,
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
    /** Who scheduled the assignment, to tell them of a decline; undefined when unknown or gone. */
    async schedulerOf(assignmentId: number, tx: DbOrTx = db) {
      const [row] = await tx
        .select({
          email: users.email,
          firstName: users.firstName,
          language: users.language,
          roleName: roles.name,
        })
        .from(planAssignments)
        .innerJoin(users, eq(users.id, planAssignments.scheduledBy))
        .leftJoin(roles, eq(roles.id, users.roleId))
        .where(eq(planAssignments.id, assignmentId));
      return row && { ...row, isAdmin: row.roleName === ADMIN_ROLE };
    },

    /**
     * What these members are scheduled on (not declined): anything on this plan, and plans
     * starting between `from` and `to` (the conflicts' window).
     */
    async activeAssignmentsOf(
      userIds: string[],
      serviceTypeId: number,
      window: { from: Date; to: Date } | null,
      tx: DbOrTx = db,
    ) {
      if (userIds.length === 0) return [];
      const near = window
        ? and(gte(serviceTypes.startsAt, window.from), lte(serviceTypes.startsAt, window.to))
        : undefined;
      const rows = await details(tx).where(
        and(
          inArray(planAssignments.userId, userIds),
          ne(planAssignments.status, 'declined'),
          near
            ? or(eq(planAssignments.serviceTypeId, serviceTypeId), near)
            : eq(planAssignments.serviceTypeId, serviceTypeId),
        ),
      );
      return rows.map(toDetails);
    },

    /** How often each of these members serves on plans starting within the window, and their latest such plan. */
    async serviceLoadOf(userIds: string[], window: { from: Date; to: Date }, tx: DbOrTx = db) {
      if (userIds.length === 0) return new Map<string, { services: number; latest: Date | null }>();
      const rows = await tx
        .select({ userId: planAssignments.userId, services: count(), latest: max(serviceTypes.startsAt) })
        .from(planAssignments)
        .innerJoin(serviceTypes, eq(serviceTypes.id, planAssignments.serviceTypeId))
        .where(
          and(
            inArray(planAssignments.userId, userIds),
            ne(planAssignments.status, 'declined'),
            gte(serviceTypes.startsAt, window.from),
            lte(serviceTypes.startsAt, window.to),
          ),
        )
        .groupBy(planAssignments.userId);
      return new Map(rows.map((row) => [row.userId, { services: row.services, latest: row.latest }]));
    },

    /**
     * Claims the accepted assignments whose reminder is due (the plan starts after `now` and
     * within `days`) and not yet written: locked rows another replica holds are skipped, and a
     * claimed row is marked in the caller's transaction, with the mail it writes.
     */
    async claimDueReminders(now: Date, days: number, tx: DbOrTx = db): Promise<AssignmentDetails[]> {
      const until = new Date(now.getTime() + days * 86_400_000);
      const due = await tx
        .select({ id: planAssignments.id })
        .from(planAssignments)
        .innerJoin(serviceTypes, eq(serviceTypes.id, planAssignments.serviceTypeId))
        .where(
          and(
            eq(planAssignments.status, 'accepted'),
            isNull(planAssignments.remindedAt),
            gt(serviceTypes.startsAt, now),
            lte(serviceTypes.startsAt, until),
          ),
        )
        .for('update', { of: planAssignments, skipLocked: true });
      if (due.length === 0) return [];
      const claimed = await tx
        .update(planAssignments)
        .set({ remindedAt: now })
        .where(
          and(
            inArray(
              planAssignments.id,
              due.map((row) => row.id),
            ),
            isNull(planAssignments.remindedAt),
          ),
        )
        .returning({ id: planAssignments.id });
      if (claimed.length === 0) return [];
      const rows = await details(tx).where(
        inArray(
          planAssignments.id,
          claimed.map((row) => row.id),
        ),
      );
      return rows.map(toDetails);
    },

    /** The member's dated assignments and removed ones starting within the window, for their feed. */
    async feedOf(userId: string, window: { start: Date; end: Date }, tx: DbOrTx = db) {
      const within = (column: typeof serviceTypes.startsAt | typeof removedAssignments.startsAt) =>
        and(gte(column, window.start), lte(column, window.end));
      const [current, removed] = await Promise.all([
        tx
          .select({
            id: planAssignments.id,
            planName: serviceTypes.name,
            teamName: teams.name,
            positionName: teamPositions.name,
            startsAt: serviceTypes.startsAt,
            status: planAssignments.status,
            sequence: planAssignments.sequence,
            updatedAt: planAssignments.updatedAt,
          })
          .from(planAssignments)
          .innerJoin(serviceTypes, eq(serviceTypes.id, planAssignments.serviceTypeId))
          .innerJoin(teamPositions, eq(teamPositions.id, planAssignments.positionId))
          .innerJoin(teams, eq(teams.id, teamPositions.teamId))
          .where(and(eq(planAssignments.userId, userId), within(serviceTypes.startsAt)))
          .orderBy(asc(serviceTypes.startsAt), asc(planAssignments.id)),
        tx
          .select()
          .from(removedAssignments)
          .where(and(eq(removedAssignments.userId, userId), within(removedAssignments.startsAt)))
          .orderBy(asc(removedAssignments.startsAt)),
      ]);
      return { current: current.map((row) => ({ ...row, startsAt: row.startsAt! })), removed };
    },
  };
}
