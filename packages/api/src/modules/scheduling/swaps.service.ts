import {
  offerLinkMessages,
  schedulingMessages,
  swapMessages,
  type MyAssignment,
  type OfferLinkPreview,
  type OpenPosition,
  type Teammate,
} from '@church/contracts';
import type { RunInTransaction } from '../../db/transaction';
import type { DbOrTx } from '../../db/types';
import { HttpError } from '../../lib/http-error';
import type { Mailer } from '../mail';
import {
  answerLinkUrl,
  newLinkNonce,
  offerLinkUrl,
  type AnswerLinks,
  type OfferLink,
  type OfferLinks,
} from './answer-links';
import type { AvailabilityService } from './availability.service';
import { toMyAssignment, type AssignmentDetails, type SchedulingRepository } from './scheduling.repository';
import { slotOfferedMessage, swapAcceptedMessage, swapRequestMessage } from './swaps.emails';
import type { SwapsRepository } from './swaps.repository';

export type SwapsService = ReturnType<typeof createSwapsService>;

const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`;

/**
 * Swaps and self sign-up, without the scheduler (decision 0091-swaps-and-sign-up): who may take
 * a decliner's place, asking them (a Pending assignment and the invitation's links), the open
 * positions a member sees, and signing up for one under the position's lock.
 */
export function createSwapsService(deps: {
  scheduling: SchedulingRepository;
  swaps: SwapsRepository;
  availability: AvailabilityService;
  transaction: RunInTransaction;
  mailer: Mailer;
  links: AnswerLinks;
  offerLinks: OfferLinks;
  publicUrl: string;
  timeZone: string;
  now: () => Date;
}) {
  const { scheduling, swaps, availability, transaction, mailer, links, offerLinks, publicUrl, timeZone, now } = deps;

  const started = (startsAt: string | Date | null) =>
    startsAt !== null && new Date(startsAt).getTime() <= now().getTime();

  /**
   * The position's members who could take this assignment's place: not on it already in any
   * answer (a teammate who declined said no), and without a conflict there (blocked that day,
   * serving at that time, at their monthly maximum).
   */
  async function eligibleFor(details: AssignmentDetails, tx?: DbOrTx): Promise<Teammate[]> {
    // One after the other: a transaction's connection takes one query at a time.
    const members = await swaps.membersOf(details.positionId, tx);
    const assigned = await swaps.assignedIn(details.serviceTypeId, details.positionId, tx);
    const candidates = members.filter((member) => !assigned.has(member.id));
    if (candidates.length === 0) return [];
    const plan = {
      serviceTypeId: details.serviceTypeId,
      startsAt: details.startsAt ? new Date(details.startsAt) : null,
    };
    const conflicts = await availability.conflictsOn(
      plan,
      candidates.map((member) => ({ userId: member.id, positionId: details.positionId })),
      tx,
    );
    return candidates.filter((member) => !conflicts.get(member.id)?.length);
  }

  /** A place that cannot be taken by the link, and why (the page says it as it is). */
  const refused = (status: 400 | 409, message: string) => new HttpError(status, [message]);
  const linkInvalid = () => refused(400, offerLinkMessages.linkInvalid);

  /**
   * The offered place a link names, when its teammate may still take it: not taken (by them or
   * another), still the same offer (not accepted again nor offered anew), on a service that has
   * not begun, to a member of the position not on it yet and without a conflict there.
   */
  async function offerFor(link: OfferLink, tx?: DbOrTx) {
    const details = await scheduling.findAssignment(link.assignmentId, tx);
    const state = details && (await swaps.offerStateOf(details.id, tx));
    if (!details || !state) throw linkInvalid();
    if (state.takenBy === link.userId) throw refused(409, offerLinkMessages.alreadyYours);
    if (state.takenBy) throw refused(409, offerLinkMessages.taken);
    const { serviceTypeId, positionId, startsAt } = details;
    const sameOffer = details.status === 'declined' && state.offeredAt?.getTime() === link.offeredAt;
    if (!sameOffer || !startsAt || started(startsAt)) throw refused(409, offerLinkMessages.withdrawn);
    const inPosition = await scheduling.isMember(positionId, link.userId, tx);
    if (!inPosition || (await swaps.assignedIn(serviceTypeId, positionId, tx)).has(link.userId))
      throw refused(409, offerLinkMessages.withdrawn);
    const plan = { serviceTypeId, startsAt: new Date(startsAt) };
    const conflicts = await availability.conflictsOn(plan, [{ userId: link.userId, positionId }], tx);
    if (conflicts.get(link.userId)?.length) throw refused(409, swapMessages.signUpConflict);
    return { details, scheduledBy: state.scheduledBy };
  }

  /**
   * Writes the member Accepted in the position (they chose it), replacing `offer` when they take
   * a place a decline offered, whose scheduler is then told. Inside the position's lock.
   */
  async function takePlace(
    userId: string,
    { serviceTypeId, positionId }: { serviceTypeId: number; positionId: number },
    offer: { id: number; scheduledBy: string | null } | undefined,
    tx: DbOrTx,
  ): Promise<MyAssignment> {
    const id = await swaps.insertAssignment(
      {
        serviceTypeId,
        positionId,
        userId,
        status: 'accepted',
        linkNonce: null,
        scheduledBy: offer?.scheduledBy ?? null,
        replacesAssignmentId: offer?.id ?? null,
        answeredAt: now(),
      },
      tx,
    );
    if (id === undefined) throw new HttpError(409, [schedulingMessages.alreadyScheduled]);
    const taken = (await scheduling.findAssignment(id, tx))!;
    const scheduler = offer && (await scheduling.schedulerOf(id, tx));
    if (scheduler && taken.inPlaceOf) {
      const area = scheduler.isAdmin ? 'dashboard' : 'account';
      await mailer.send(
        swapAcceptedMessage(
          {
            ...taken,
            scheduler,
            name: fullName(taken.person),
            inPlaceOf: taken.inPlaceOf,
            planUrl: `${publicUrl}/${area}/plan-page/${serviceTypeId}`,
          },
          timeZone,
        ),
        tx,
      );
    }
    return toMyAssignment(taken);
  }

  return {
    /** Whom the person may ask: nobody once a teammate was asked, or once the service began. */
    async replacementsFor(details: AssignmentDetails, tx?: DbOrTx): Promise<Teammate[]> {
      if (started(details.startsAt) || (await swaps.isReplaced(details.id, tx))) return [];
      return eligibleFor(details, tx);
    },

    /**
     * In the decline's transaction: the teammate gets a Pending assignment in the same position,
     * answering to the same scheduler, and the invitation with its links. Answers their name.
     */
    async askReplacement(details: AssignmentDetails, replacementId: string, tx: DbOrTx): Promise<string> {
      if (await swaps.isReplaced(details.id, tx)) throw new HttpError(409, [swapMessages.alreadyReplaced]);
      const teammate = started(details.startsAt)
        ? undefined
        : (await eligibleFor(details, tx)).find((one) => one.id === replacementId);
      if (!teammate) throw new HttpError(400, [swapMessages.replacementNotEligible]);
      const nonce = newLinkNonce();
      const id = await swaps.insertAssignment(
        {
          serviceTypeId: details.serviceTypeId,
          positionId: details.positionId,
          userId: teammate.id,
          status: 'pending',
          linkNonce: nonce,
          scheduledBy: await swaps.scheduledByOf(details.id, tx),
          replacesAssignmentId: details.id,
          answeredAt: null,
        },
        tx,
      );
      // Another answer asked someone in the meantime (the unique replaced assignment).
      if (id === undefined) throw new HttpError(409, [swapMessages.alreadyReplaced]);
      const asked = (await scheduling.findAssignment(id, tx))!;
      const link = (answer: 'accept' | 'decline') =>
        answerLinkUrl(links, publicUrl, { assignmentId: id, userId: teammate.id, answer, nonce });
      await mailer.send(
        swapRequestMessage(
          { ...asked, asker: fullName(details.person), acceptUrl: link('accept'), declineUrl: link('decline') },
          timeZone,
        ),
        tx,
      );
      return fullName(teammate);
    },

    /**
     * In the decline's transaction: the place is offered to every eligible teammate of the
     * position, each mailed in their language; the first to take it on My Schedule serves
     * (signUp below), even when the position is closed for sign-up. Dated, upcoming services only.
     */
    async offerToPosition(details: AssignmentDetails, tx: DbOrTx): Promise<void> {
      if (!details.startsAt || started(details.startsAt)) throw new HttpError(400, [swapMessages.offerNotOpen]);
      if (await swaps.isReplaced(details.id, tx)) throw new HttpError(409, [swapMessages.alreadyReplaced]);
      const offeredAt = now();
      await swaps.markOffered(details.id, offeredAt, tx);
      const myScheduleUrl = `${publicUrl}/account/my-schedule`;
      for (const teammate of await eligibleFor(details, tx)) {
        const person = (await scheduling.mailPersonOf(teammate.id, tx))!;
        const link = { assignmentId: details.id, userId: teammate.id, offeredAt: offeredAt.getTime() };
        const takeUrl = offerLinkUrl(offerLinks, publicUrl, link);
        const mail = { ...details, startsAt: details.startsAt, person, name: fullName(details.person) };
        await mailer.send(slotOfferedMessage({ ...mail, takeUrl, myScheduleUrl }, timeZone), tx);
      }
    },

    /** The member's positions on upcoming services with slots left, where they could serve. */
    async openPositions(userId: string): Promise<OpenPosition[]> {
      const open = await swaps.openPositionsOf(userId, now());
      const free = await Promise.all(
        open.map(async (one) => {
          const plan = { serviceTypeId: one.serviceTypeId, startsAt: new Date(one.startsAt) };
          const conflicts = await availability.conflictsOn(plan, [{ userId, positionId: one.positionId }]);
          return !conflicts.get(userId)?.length;
        }),
      );
      return open.filter((_, index) => free[index]);
    },

    /**
     * Signs the member up, Accepted (they chose it): a member of the position, on an upcoming
     * service, without a conflict, while the position holds fewer people than it needs and is
     * open for sign-up or has a place a decline offered. Taking an offered place replaces its
     * decliner, and their scheduler is told. The position stays locked until the sign-up is
     * written, so two members taking the last slot at once get one place and one refusal.
     */
    signUp: (userId: string, positionId: number): Promise<MyAssignment> =>
      transaction(async (tx) => {
        const position = await swaps.lockPosition(positionId, tx);
        if (!position || !(await scheduling.isMember(positionId, userId, tx)))
          throw new HttpError(404, [schedulingMessages.positionNotFound]);
        const { serviceTypeId, startsAt } = position;
        if (!startsAt || started(startsAt)) throw new HttpError(409, [swapMessages.positionNotOpen]);
        const offer = await swaps.openOfferIn(positionId, tx);
        if (!position.signUpOpen && !offer) throw new HttpError(409, [swapMessages.positionNotOpen]);
        if ((await swaps.slotsTaken(serviceTypeId, positionId, tx)) >= position.peopleNeeded)
          throw new HttpError(409, [swapMessages.positionNotOpen]);
        const conflicts = await availability.conflictsOn({ serviceTypeId, startsAt }, [{ userId, positionId }], tx);
        if (conflicts.get(userId)?.length) throw new HttpError(409, [swapMessages.signUpConflict]);
        return takePlace(userId, { serviceTypeId, positionId }, offer, tx);
      }),

    /** The place an offer link names, for the page to show before the teammate takes it (the link is not used up). */
    async previewOffer(id: number, token: string): Promise<OfferLinkPreview> {
      const link = offerLinks.open(token, id);
      if (!link) throw linkInvalid();
      const { details } = await offerFor(link);
      const teammate = (await scheduling.mailPersonOf(link.userId))!;
      return {
        firstName: teammate.firstName,
        offeredBy: fullName(details.person),
        planName: details.planName,
        startsAt: details.startsAt!,
        teamName: details.teamName,
        positionName: details.positionName,
      };
    },

    /**
     * Takes the offered place by the link, without signing in: under the position's lock, so
     * of two teammates taking it at once the first serves and the second is told it is taken.
     */
    takeOffer: (id: number, token: string): Promise<MyAssignment> =>
      transaction(async (tx) => {
        const link = offerLinks.open(token, id);
        const offered = link && (await scheduling.findAssignment(id, tx));
        if (!link || !offered) throw linkInvalid();
        const position = (await swaps.lockPosition(offered.positionId, tx))!;
        const { details, scheduledBy } = await offerFor(link, tx);
        if ((await swaps.slotsTaken(details.serviceTypeId, details.positionId, tx)) >= position.peopleNeeded)
          throw refused(409, offerLinkMessages.withdrawn);
        return takePlace(link.userId, details, { id, scheduledBy }, tx);
      }),
  };
}
