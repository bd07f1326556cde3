// The public site's page sizes (spec section 9), a module of their own: the public pages' first
// visit carries these, not every list's size (page-sizes.ts spreads them into pageSizes).

export const publicPageSizes = {
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
