/**
 * Query keys one feature fills and another makes stale: deleting or adding a video on Video
 * Settings changes the Comments page's list and its video filter. Features do not import each
 * other, so the keys both need live here.
 */
export const contentKeys = {
  /** Every page of the comment moderation list, of every filter. */
  moderatedComments: ['comments', 'moderation'] as const,
  /** The id and name of every video, for the comments filter. */
  videoOptions: ['videos', 'options'] as const,
};
