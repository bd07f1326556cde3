import * as v from 'valibot';
import { entityIdSchema } from './ids';

// A place a volunteer offered to the whole position, taken from the e-mail without signing in
// (issue 33, decision 0100-offer-links-and-grid-auto-fill): a signed, expiring link per teammate
// and offer; the first teammate to take the place serves.

export const offerLinkMessages = {
  linkInvalid: 'This link has expired or is not valid',
  taken: 'Someone else already took this place',
  alreadyYours: 'You already took this place',
  withdrawn: 'This place is no longer offered to you',
} as const;

const offerToken = v.pipe(v.string(offerLinkMessages.linkInvalid), v.maxLength(2000, offerLinkMessages.linkInvalid));

/** GET /api/scheduling/offer-link?id&token: the offered place, before the teammate takes it. */
export const OfferLinkQuerySchema = v.object({
  id: v.pipe(
    v.string(offerLinkMessages.linkInvalid),
    v.regex(/^\d{1,9}$/, offerLinkMessages.linkInvalid),
    v.transform(Number),
  ),
  token: offerToken,
});

/** POST /api/scheduling/offer-link: takes the place by the link. */
export const TakeOfferSchema = v.object({
  id: entityIdSchema(offerLinkMessages.linkInvalid),
  token: offerToken,
});

export const OfferLinkPreviewSchema = v.object({
  /** The teammate the link was mailed to. */
  firstName: v.string(),
  /** Who cannot serve and offered the place. */
  offeredBy: v.string(),
  planName: v.string(),
  /** ISO 8601 instant: only dated services are offered. */
  startsAt: v.string(),
  teamName: v.string(),
  positionName: v.string(),
});
export type OfferLinkPreview = v.InferOutput<typeof OfferLinkPreviewSchema>;
