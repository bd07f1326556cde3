/** Spec section 9, 'Page sizes': the ones the public site and its API use. */
export const pageSizes = {
  videos: 6,
  moreVideos: 4,
  homeVideos: 3,
  videoComments: 5,
  posts: 6,
  homePosts: 3,
  homeHighlightedPosts: 3,
  events: 6,
  eventsSearch: 5,
} as const;

/** Hero autoplay interval and other public-site timings (spec section 9). */
export const timings = {
  heroAutoplayMs: 5000,
  longToastMs: 3500,
  /** A closed modal's flow goes back to its first step after this. */
  modalResetMs: 200,
} as const;
