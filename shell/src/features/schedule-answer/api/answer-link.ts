import * as v from 'valibot';
import { AnswerLinkPreviewSchema, MyAssignmentSchema } from '@church/contracts';
import { api } from '@church/http';

/**
 * GET /api/scheduling/answer-link: what the e-mailed link answers; it stays unused. Null for a
 * refused link, which the page explains itself (no toast repeating it).
 */
export async function previewAnswerLink(id: string, token: string) {
  const response = await api.get('scheduling/answer-link', { searchParams: { id, token }, throwHttpErrors: false });
  return response.ok ? v.parse(AnswerLinkPreviewSchema, await response.json()) : null;
}

/** The choice that offers the place to every eligible teammate instead of one (never a user id). */
export const EVERYONE_IN_POSITION = 'everyone';

/**
 * POST /api/scheduling/answer-link: answers by the link, without signing in; it works once. A
 * decline may ask a teammate, or offer the place to everyone in the position.
 */
export async function answerByLink(id: number, token: string, reason: string, replacementId = '') {
  const asked =
    replacementId === EVERYONE_IN_POSITION ? { offerToPosition: true } : replacementId ? { replacementId } : {};
  const json = { id, token, reason, ...asked };
  const body: unknown = await api.post('scheduling/answer-link', { json }).json();
  return v.parse(MyAssignmentSchema, body);
}
