import { publicPageSizes } from './public-page-sizes';

/**
 * The public reads a page may start with, each by its path under /api/. The API's page
 * renderer inlines a server-drawn page's reads under these keys and mfe-public's query cache
 * files the same reads under them, so the two meet through these functions (decision 0052).
 */
export const readKeys = {
  /** GET /api/posts/highlighted: the posts in layout rows 1 to 3. */
  highlightedPosts: () => 'posts/highlighted',
  /** GET /api/videos/home: the videos marked for the home page. */
  homeVideos: () => 'videos/home',
  /** GET /api/paginated-videos: the sermon library's first page. */
  firstVideosPage: () => `paginated-videos?skip=0&take=${publicPageSizes.videos}`,
  /** GET /api/paginated-posts: the first `take` posts (the home page's "Up next", the posts page). */
  firstPostsPage: (take: number) => `paginated-posts?skip=0&take=${take}`,
  /** GET /api/posts/{id}. */
  post: (id: number) => `posts/${id}`,
};
