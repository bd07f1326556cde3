import {
  blockoutMessages,
  schedulingMessages,
  schedulingRules,
  servicePlanMessages,
  swapMessages,
  type AnswerAssignment,
  type AnswerLinkPreview,
  type Assignment,
  type AssignmentAnswer,
  type CreatePosition,
  type MyAssignment,
  type MySchedule,
  type PlanSchedule,
  type SavePosition,
  type SaveTeam,
  type SchedulePerson,
  type Team,
  type Teammate,
} from '@church/contracts';
import type { RunInTransaction } from '../../db/transaction';
import type { DbOrTx } from '../../db/types';
import { HttpError } from '../../lib/http-error';
import type { Mailer } from '../mail';
import { answerLinkUrl, newLinkNonce, type AnswerLinks } from './answer-links';
import type { AvailabilityService } from './availability.service';
import { declinedMessage, scheduledMessage } from './scheduling.emails';
import { toMyAssignment, type AssignmentDetails, type SchedulingRepository } from './scheduling.repository';
import { swapAcceptedMessage } from './swaps.emails';
import type { SwapsService } from './swaps.service';

export interface SchedulingServiceDeps {
  repository: SchedulingRepository;
  transaction: RunInTransaction;
  mailer: Mailer;
  links: AnswerLinks;
  availability: AvailabilityService;
  swaps: SwapsService;
  publicUrl: string;
  timeZone: string;
  now: () => Date;
}

export type SchedulingService = ReturnType<typeof createSchedulingService>;

const notFound = (message: string) => new HttpError(404, [message]);
const linkRefused = () => new HttpError(400, [schedulingMessages.linkInvalid]);

function found<T>(value: T | undefined | false, message: string): T {
  if (value === undefined || value === false) throw notFound(message);
  return value;
}

const statusOf = (answer: AssignmentAnswer) => (answer === 'accept' ? 'accepted' : 'declined');

/**
 * Teams, positions and their members (the scheduler's), the people scheduled on a plan, and
 * their answers: on My Schedule (signed in, their own only) or by the e-mailed links (no sign-in;
 * the link is the proof, once).
 */
export function createSchedulingService(deps: SchedulingServiceDeps) {
  const { repository, transaction, mailer, links, availability, swaps, publicUrl, timeZone, now } = deps;

  const team = async (id: number): Promise<Team> => {
    const row = found(await repository.findTeam(id), schedulingMessages.teamNotFound);
    return found(
      (await repository.teamsOf(row.serviceTypeId)).find((candidate) => candidate.id === id),
      schedulingMessages.teamNotFound,
    );
  };
  const position = async (id: number) => found(await repository.findPosition(id), schedulingMessages.positionNotFound);

  const linkUrl = (details: AssignmentDetails, nonce: string, answer: AssignmentAnswer) =>
    answerLinkUrl(links, publicUrl, { assignmentId: details.id, userId: details.userId, answer, nonce });

  /** An answer by link: the link's assignment, person and nonce must all still be the row's. */
  const openLink = async (id: number, token: string, tx?: Parameters<typeof repository.findAssignment>[1]) => {
    const link = links.open(token, id);
    if (!link) throw linkRefused();
    const details = await repository.findAssignment(id, tx, { lock: tx !== undefined });
    if (!details || details.userId !== link.userId || !details.linkNonce || details.linkNonce !== link.nonce)
      throw linkRefused();
    return { link, details };
  };

  /** Whoever scheduled the assignment, with the link to the plan in their area; undefined when unknown. */
  const schedulerOf = async (details: AssignmentDetails, tx: DbOrTx) => {
    const scheduler = await repository.schedulerOf(details.id, tx);
    if (!scheduler) return undefined;
    const area = scheduler.isAdmin ? 'dashboard' : 'account';
    return { scheduler, planUrl: `${publicUrl}/${area}/plan-page/${details.serviceTypeId}` };
  };

  /**
   * Records an answer. A decline may ask a teammate to take the person's place (swaps). Whoever
   * scheduled the person is told, in their language and in the same transaction, of a new
   * decline (and whom they asked), and of a teammate accepting a swap.
   */
  const recordAnswer = async (
    details: AssignmentDetails,
    {
      answer,
      reason,
      replacementId,
      offerToPosition = false,
    }: { answer: AssignmentAnswer; reason: string | null; replacementId: string | null; offerToPosition?: boolean },
    tx: DbOrTx,
  ) => {
    const status = statusOf(answer);
    if ((replacementId || offerToPosition) && status !== 'declined')
      throw new HttpError(400, [swapMessages.replacementOnlyOnDecline]);
    if (replacementId && offerToPosition) throw new HttpError(400, [swapMessages.offerWithReplacement]);
    await repository.answer(details.id, status, reason, tx);
    const replacement = replacementId ? await swaps.askReplacement(details, replacementId, tx) : undefined;
    if (offerToPosition) await swaps.offerToPosition(details, tx);
    if (status === details.status && !replacement) return;
    const told = await schedulerOf(details, tx);
    if (!told) return;
    if (status === 'declined')
      await mailer.send(
        declinedMessage({ ...details, ...told, person: details.person, reason, replacement }, timeZone),
        tx,
      );
    else if (details.inPlaceOf)
      await mailer.send(
        swapAcceptedMessage(
          {
            ...details,
            ...told,
            name: `${details.person.firstName} ${details.person.lastName}`,
            inPlaceOf: details.inPlaceOf,
          },
          timeZone,
        ),
        tx,
      );
  };

  return {
    async teams(serviceTypeId: number): Promise<Team[]> {
      found(await repository.plan(serviceTypeId), servicePlanMessages.serviceTypeNotFound);
      return repository.teamsOf(serviceTypeId);
    },

    async createTeam(serviceTypeId: number, name: string): Promise<Team> {
      found(await repository.plan(serviceTypeId), servicePlanMessages.serviceTypeNotFound);
      return team((await repository.insertTeam(serviceTypeId, name)).id);
    },

    async saveTeam(id: number, fields: SaveTeam): Promise<Team> {
      found(await repository.saveTeam(id, fields), schedulingMessages.teamNotFound);
      return team(id);
    },

    async deleteTeam(id: number): Promise<void> {
      found(await repository.deleteTeam(id), schedulingMessages.teamNotFound);
    },

    async createPosition({ teamId, ...fields }: CreatePosition): Promise<Team> {
      found(await repository.findTeam(teamId), schedulingMessages.teamNotFound);
      await repository.insertPosition({ teamId, ...fields });
      return team(teamId);
    },

    async updatePosition(id: number, fields: SavePosition): Promise<Team> {
      const { teamId } = await position(id);
      found(await repository.updatePosition(id, fields), schedulingMessages.positionNotFound);
      return team(teamId);
    },

    async deletePosition(id: number): Promise<void> {
      found(await repository.deletePosition(id), schedulingMessages.positionNotFound);
    },

    async addMember(positionId: number, userId: string): Promise<Team> {
      const { teamId } = await position(positionId);
      found(await repository.person(userId), schedulingMessages.personNotFound);
      if (!(await repository.addMember(positionId, userId)))
        throw new HttpError(409, [schedulingMessages.alreadyMember]);
      return team(teamId);
    },

    async removeMember(positionId: number, userId: string): Promise<void> {
      found(await repository.removeMember(positionId, userId), schedulingMessages.personNotFound);
    },

    searchPeople: (search: string): Promise<SchedulePerson[]> =>
      repository.searchPeople(search, schedulingRules.peopleSearchTake),

    async plan(serviceTypeId: number): Promise<PlanSchedule> {
      const plan = found(await repository.plan(serviceTypeId), servicePlanMessages.serviceTypeNotFound);
      const [teams, assignments] = await Promise.all([
        repository.teamsOf(serviceTypeId),
        repository.assignmentsOfPlan(serviceTypeId),
      ]);
      return {
        serviceTypeId,
        name: plan.name,
        startsAt: plan.startsAt?.toISOString() ?? null,
        teams: teams.map((team) => ({
          id: team.id,
          name: team.name,
          householdRule: team.householdRule,
          positions: team.positions.map(({ teamId: _, ...position }) => ({
            ...position,
            assignments: assignments.filter((assignment) => assignment.positionId === position.id),
          })),
        })),
      };
    },

    async setPlanTime(serviceTypeId: number, startsAt: string): Promise<void> {
      found(await repository.setPlanTime(serviceTypeId, new Date(startsAt)), servicePlanMessages.serviceTypeNotFound);
    },

    /**
     * Schedules a member of the position on its plan, Pending, and mails them the Accept and
     * Decline links in the same transaction: no assignment without its mail, nor the reverse.
     */
    schedule: (
      { positionId, userId, override }: { positionId: number; userId: string; override: boolean },
      scheduledBy: string,
    ): Promise<Assignment> =>
      transaction(async (tx) => {
        const { serviceTypeId } = found(
          await repository.findPosition(positionId, tx),
          schedulingMessages.positionNotFound,
        );
        found(await repository.person(userId, tx), schedulingMessages.personNotFound);
        if (!(await repository.isMember(positionId, userId, tx)))
          throw new HttpError(400, [schedulingMessages.notInPosition]);
        if (!override) {
          const plan = found(await repository.plan(serviceTypeId, tx), servicePlanMessages.serviceTypeNotFound);
          const conflicts = await availability.conflictsOn(
            { serviceTypeId, startsAt: plan.startsAt },
            [{ userId, positionId }],
            tx,
          );
          if (conflicts.get(userId)?.length) throw new HttpError(409, [blockoutMessages.hasConflicts]);
        }
        const nonce = newLinkNonce();
        const id = await repository.insertAssignment(
          { serviceTypeId, positionId, userId, linkNonce: nonce, scheduledBy },
          tx,
        );
        if (id === undefined) throw new HttpError(409, [schedulingMessages.alreadyScheduled]);
        const details = found(await repository.findAssignment(id, tx), schedulingMessages.assignmentNotFound);
        await mailer.send(
          scheduledMessage(
            {
              ...details,
              acceptUrl: linkUrl(details, nonce, 'accept'),
              declineUrl: linkUrl(details, nonce, 'decline'),
            },
            timeZone,
          ),
          tx,
        );
        const { person } = details;
        return {
          id,
          positionId,
          person: { id: person.id, firstName: person.firstName, lastName: person.lastName, email: person.email },
          status: 'pending',
          declineReason: null,
          inPlaceOf: null,
        };
      }),

    async unschedule(id: number): Promise<void> {
      found(await repository.deleteAssignment(id), schedulingMessages.assignmentNotFound);
    },

    async mySchedule(userId: string): Promise<MySchedule> {
      const [onTeam, assignments] = await Promise.all([
        repository.isOnTeam(userId),
        repository.assignmentsOf(userId, now()),
      ]);
      return { onTeam: onTeam || assignments.length > 0, assignments };
    },

    /** The member's own answer; another member's assignment is not found. */
    answerOwn: (userId: string, id: number, answer: AnswerAssignment): Promise<MyAssignment> =>
      transaction(async (tx) => {
        const details = await repository.findAssignment(id, tx, { lock: true });
        if (!details || details.userId !== userId) throw notFound(schedulingMessages.assignmentNotFound);
        await recordAnswer(details, answer, tx);
        return toMyAssignment(found(await repository.findAssignment(id, tx), schedulingMessages.assignmentNotFound));
      }),

    /** The teammates who could take the place of one of the member's own assignments. */
    async myReplacements(userId: string, id: number): Promise<Teammate[]> {
      const details = await repository.findAssignment(id);
      if (!details || details.userId !== userId) throw notFound(schedulingMessages.assignmentNotFound);
      return swaps.replacementsFor(details);
    },

    /** What a link would answer, without using it; a decline link also names who could take the place. */
    async previewLink(id: number, token: string): Promise<AnswerLinkPreview> {
      const { link, details } = await openLink(id, token);
      return {
        firstName: details.person.firstName,
        answer: link.answer,
        assignment: toMyAssignment(details),
        replacements: link.answer === 'decline' ? await swaps.replacementsFor(details) : [],
      };
    },

    /** Answers by the link, once: the answer retires both links of the mail. */
    answerByLink: (
      id: number,
      token: string,
      {
        reason,
        replacementId,
        offerToPosition,
      }: { reason: string | null; replacementId: string | null; offerToPosition: boolean },
    ): Promise<MyAssignment> =>
      transaction(async (tx) => {
        const { link, details } = await openLink(id, token, tx);
        await recordAnswer(details, { answer: link.answer, reason, replacementId, offerToPosition }, tx);
        return toMyAssignment(found(await repository.findAssignment(id, tx), schedulingMessages.assignmentNotFound));
      }),
  };
}
