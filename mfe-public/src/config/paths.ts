/** Every URL this remote builds. */
export const paths = {
  home: '/',
  videos: '/videos',
  video: (id: number) => `/videos/${id}`,
  posts: '/posts',
  post: (id: number) => `/posts/${id}`,
  events: '/events',
  aboutUs: '/about-us',
} as const;
