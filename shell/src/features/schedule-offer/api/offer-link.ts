import * as v from 'valibot';
import {
  MyAssignmentSchema,
  OfferLinkPreviewSchema,
  type MyAssignment,
  type OfferLinkPreview,
} from '@church/contracts';
import { api, messagesOf } from '@church/http';

/** A link the API refused, with its reasons (already in the page's language). */
export type OfferRefusal = { refused: true; reasons: string[] };

/** The API's refusal; a server failure rejects instead (trying again may work). */
async function refusalOf(response: Response): Promise<OfferRefusal> {
  if (response.status >= 500) throw new Error(`The offer link answered ${response.status}`);
  return { refused: true, reasons: await messagesOf(response) };
}

/**
 * GET /api/scheduling/offer-link: the place the e-mailed link offers; it stays untaken. A refused
 * link comes back with its reason, which the page says itself (no toast repeating it).
 */
export async function previewOfferLink(id: string, token: string): Promise<OfferLinkPreview | OfferRefusal> {
  const response = await api.get('scheduling/offer-link', { searchParams: { id, token }, throwHttpErrors: false });
  return response.ok ? v.parse(OfferLinkPreviewSchema, await response.json()) : refusalOf(response);
}

/** POST /api/scheduling/offer-link: takes the place by the link, without signing in; the first teammate to take it serves. */
export async function takeOffer(id: number, token: string): Promise<MyAssignment | OfferRefusal> {
  const response = await api.post('scheduling/offer-link', { json: { id, token }, throwHttpErrors: false });
  return response.ok ? v.parse(MyAssignmentSchema, await response.json()) : refusalOf(response);
}
