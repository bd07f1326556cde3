import * as v from 'valibot';

/** Spec section 5, 'Prayer request': messages verbatim. */
export const PRAYER_REQUEST_MAX_LENGTH = 4096;

export const CreatePrayerRequestSchema = v.object({
  requestText: v.pipe(
    v.string('Please, type your answer'),
    v.trim(),
    v.nonEmpty('Please, type your answer'),
    v.maxLength(PRAYER_REQUEST_MAX_LENGTH, 'Max length is 4096 characters'),
  ),
  /** The page the request was sent from, e.g. '/videos/12'. */
  page: v.pipe(v.string(), v.maxLength(500)),
});
export type CreatePrayerRequest = v.InferOutput<typeof CreatePrayerRequestSchema>;
