import { createHmac, randomBytes } from 'node:crypto';
import type { AssignmentAnswer } from '@church/contracts';
import { signJwt, verifyJwt } from '../../lib/jwt';

/** Long enough for a mail read on the next weekend; the member can always answer on My Schedule. */
const LINK_DAYS = 14;

/** What an assignment's links are bound to besides its id and person; cleared by any answer. */
export const newLinkNonce = (): string => randomBytes(16).toString('base64url');

/** The assignment a valid link names, the person it was mailed to, and what it answers. */
export interface OpenedLink {
  assignmentId: number;
  userId: string;
  answer: AssignmentAnswer;
  nonce: string;
}

/**
 * A mailed link's token: signed with a key derived for one purpose only (so it never passes for
 * an access token, a sign-in challenge or the other kind of link), expiring after LINK_DAYS.
 */
function purposeLinks(serverSecret: Buffer, purpose: string, now: () => Date) {
  const key = createHmac('sha256', serverSecret).update(purpose).digest();
  const nowSeconds = () => Math.floor(now().getTime() / 1000);
  return {
    sign(userId: string, claims: Record<string, unknown>): string {
      const iat = nowSeconds();
      return signJwt({ ...claims, sub: userId, iat, exp: iat + LINK_DAYS * 86_400 }, key);
    },
    verify: (token: string) => verifyJwt(token, key, nowSeconds()),
  };
}

/**
 * The e-mailed Accept and Decline links: a signed token naming the assignment, the person, the
 * answer and the assignment's current nonce. Whether it is still unused is the row's business:
 * the nonce it names must still be the row's.
 */
export function createAnswerLinks(serverSecret: Buffer, now: () => Date) {
  const links = purposeLinks(serverSecret, 'schedule-answer-link', now);
  return {
    issue: ({ assignmentId, userId, answer, nonce }: OpenedLink): string =>
      links.sign(userId, { asg: assignmentId, ans: answer, n: nonce }),
    /** The link's claims when it is ours, untampered, unexpired and for `assignmentId`; else null. */
    open(token: string, assignmentId: number): OpenedLink | null {
      const claims = links.verify(token);
      if (!claims || claims.asg !== assignmentId || typeof claims.n !== 'string') return null;
      if (claims.ans !== 'accept' && claims.ans !== 'decline') return null;
      return { assignmentId, userId: claims.sub, answer: claims.ans, nonce: claims.n };
    },
  };
}
export type AnswerLinks = ReturnType<typeof createAnswerLinks>;

/** The answer page's address for one link; the page shows what it answers and asks once more. */
export const answerLinkUrl = (links: AnswerLinks, publicUrl: string, link: OpenedLink): string =>
  `${publicUrl}/schedule-answer?id=${link.assignmentId}&token=${encodeURIComponent(links.issue(link))}`;

/** A place offered to the whole position (a declined assignment), the teammate it was mailed to, and when it was offered. */
export interface OfferLink {
  assignmentId: number;
  userId: string;
  /** The offer's `offered_at` in milliseconds: a place offered again is a new offer, with new links. */
  offeredAt: number;
}

/**
 * The "Take this place" link of a place offered to the position (decision 0100): one per
 * teammate and offer. It needs no store of its own to be single-use: the offer is taken once
 * (the unique `replaces_assignment_id`), and a re-made offer has a new `offered_at`.
 */
export function createOfferLinks(serverSecret: Buffer, now: () => Date) {
  const links = purposeLinks(serverSecret, 'schedule-offer-link', now);
  return {
    issue: ({ assignmentId, userId, offeredAt }: OfferLink): string =>
      links.sign(userId, { off: assignmentId, at: offeredAt }),
    /** The link's claims when it is ours, untampered, unexpired and for the offer `assignmentId`; else null. */
    open(token: string, assignmentId: number): OfferLink | null {
      const claims = links.verify(token);
      if (!claims || claims.off !== assignmentId || typeof claims.at !== 'number') return null;
      return { assignmentId, userId: claims.sub, offeredAt: claims.at };
    },
  };
}
export type OfferLinks = ReturnType<typeof createOfferLinks>;

/** The offer page's address for one teammate; the page shows the place and asks once more. */
export const offerLinkUrl = (links: OfferLinks, publicUrl: string, link: OfferLink): string =>
  `${publicUrl}/schedule-offer?id=${link.assignmentId}&token=${encodeURIComponent(links.issue(link))}`;
