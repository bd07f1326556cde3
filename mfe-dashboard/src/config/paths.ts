/** Every URL this remote builds that leads out of the dashboard. */
export const paths = {
  /** A video's public page (mfe-public), where its comments are shown. */
  publicVideo: (id: number) => `/videos/${id}`,
  /** A post's public page (mfe-public): where a new post opens once created (spec section 2). */
  publicPost: (id: number) => `/posts/${id}`,
  /** The public list of videos (mfe-public). */
  publicVideos: '/videos',
  /** The public events calendar (mfe-public); an event has no page of its own. */
  publicEvents: '/events',
};
