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
 * The e-mailed Accept and Decline links: a signed token (a key derived for this purpose only, so
 * it never passes for an access token or a sign-in challenge) naming the assignment, the person,
 * the answer and the assignment's current nonce, expiring after LINK_DAYS. Whether it is still
 * unused is the row's business: the nonce it names must still be the row's.
 */
export function createAnswerLinks(serverSecret: Buffer, now: () => Date) {
  const key = createHmac('sha256', serverSecret).update('schedule-answer-link').digest();
  const nowSeconds = () => Math.floor(now().getTime() / 1000);
  return {
    issue(link: OpenedLink): string {
      const iat = nowSeconds();
      const { assignmentId, userId, answer, nonce } = link;
      return signJwt(
        { sub: userId, asg: assignmentId, ans: answer, n: nonce, iat, exp: iat + LINK_DAYS * 86_400 },
        key,
      );
    },
    /** The link's claims when it is ours, untampered, unexpired and for `assignmentId`; else null. */
    open(token: string, assignmentId: number): OpenedLink | null {
      const claims = verifyJwt(token, key, nowSeconds());
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
