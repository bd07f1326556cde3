/**
 * The public pages, all drawn by mfe-public's route module, by path pattern: '/videos/*' covers
 * /videos and everything below it; other patterns match exactly. The shell's route table
 * mounts them; the server names their remote's first scripts in the page it sends.
 */
export const publicPages = [
  { paths: ['/', '/home'], title: 'Home' },
  { paths: ['/videos/*'], title: 'Sermons' },
  { paths: ['/posts/*'], title: 'Posts' },
  { paths: ['/events'], title: 'Events' },
  { paths: ['/about-us'], title: 'About Us' },
] as const;

export function matchesPathPattern(pattern: string, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (!pattern.endsWith('/*')) return path === pattern;
  const base = pattern.slice(0, -2);
  return path === base || path.startsWith(`${base}/`);
}

export function isPublicPage(pathname: string): boolean {
  return publicPages.some((page) => page.paths.some((pattern) => matchesPathPattern(pattern, pathname)));
}

/**
 * The chunk that holds each public page (the home's: its banner; the rest ships with the route
 * module), by path pattern, first match wins: mfe-public names its lazy pages so
 * (`webpackChunkName`), and the server names the page's chunk in the HTML it sends (decision 0050).
 */
const publicPageChunks: readonly { pattern: string; chunk: string }[] = [
  { pattern: '/', chunk: 'page-home' },
  { pattern: '/home', chunk: 'page-home' },
  { pattern: '/videos', chunk: 'page-videos' },
  { pattern: '/videos/*', chunk: 'page-video' },
  { pattern: '/posts', chunk: 'page-posts' },
  { pattern: '/posts/*', chunk: 'page-post' },
  { pattern: '/events', chunk: 'page-events' },
  { pattern: '/about-us', chunk: 'page-about-us' },
];

export function publicPageChunk(pathname: string): string | undefined {
  return publicPageChunks.find(({ pattern }) => matchesPathPattern(pattern, pathname))?.chunk;
}
