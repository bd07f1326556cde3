import { publicPath } from '@church/areas/public-pages';

/** Every URL this remote builds, from the site table. */
export const paths = {
  home: publicPath('home'),
  videos: publicPath('videos'),
  video: (id: number) => publicPath('video', { id }),
  posts: publicPath('posts'),
  post: (id: number) => publicPath('post', { id }),
  events: publicPath('events'),
  event: (id: number) => publicPath('event', { id }),
  aboutUs: publicPath('about-us'),
} as const;
