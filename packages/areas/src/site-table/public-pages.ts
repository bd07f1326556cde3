import type { RouteModuleRef } from '@church/exposes';
import { fillPath, paramsOf, trimPath } from './path-pattern';

/** A page of the public site. */
export interface PublicPage {
  /** Names the page for URL builders and tests. */
  id: string;
  /** '/posts/:id': a parameter fills one segment. */
  path: string;
  /** Other paths that draw the same page. */
  alsoAt?: readonly string[];
  /** Document title (the shell adds the product name). */
  title: string;
  /**
   * The webpack chunk that holds the page: mfe-public's lazy page is named so and the server
   * names it in the HTML it sends, so a phone fetches it beside the rest (decision 0050).
   */
  chunk: string;
  /** The header's label for the page; the header lists such pages in this table's order. */
  menu?: string;
}

/** Every public page is drawn by mfe-public's route module. */
export const publicRemote = { remote: 'mfe_public', exposed: 'routes' } as const satisfies RouteModuleRef;

/** The public site (spec section 1), in the header's order. */
export const publicPages = [
  {
    id: 'home',
    path: '/',
    alsoAt: ['/home'],
    title: 'Home',
    // The home page and its banner (decisions 0053 and 0107).
    chunk: 'page-home',
    menu: 'Home',
  },
  {
    id: 'videos',
    path: '/videos',
    title: 'Sermons',
    chunk: 'page-videos',
    menu: 'Watch Live',
  },
  { id: 'video', path: '/videos/:id', title: 'Sermons', chunk: 'page-video' },
  { id: 'posts', path: '/posts', title: 'Posts', chunk: 'page-posts' },
  { id: 'post', path: '/posts/:id', title: 'Posts', chunk: 'page-post' },
  { id: 'events', path: '/events', title: 'Events', chunk: 'page-events', menu: 'Events' },
  { id: 'event', path: '/events/:id', title: 'Events', chunk: 'page-event' },
  { id: 'about-us', path: '/about-us', title: 'About Us', chunk: 'page-about-us', menu: 'About Us' },
  // A pledge campaign: its goal, the total when shown, and a member's pledge (issue 32).
  { id: 'campaign', path: '/campaigns/:id', title: 'Campaign', chunk: 'page-campaign' },
  // Linked from the footer (WCAG conformance, known gaps, how to report a problem).
  { id: 'accessibility', path: '/accessibility', title: 'Accessibility', chunk: 'page-accessibility' },
] as const satisfies readonly PublicPage[];

export type PublicPageId = (typeof publicPages)[number]['id'];
export type PublicChunk = (typeof publicPages)[number]['chunk'];

/** The URL of a public page ('video', { id: 7 } -> '/videos/7'). */
export function publicPath(id: PublicPageId, params?: Record<string, string | number>): string {
  return fillPath(publicPages.find((page) => page.id === id)!.path, params);
}

/** The public page at a pathname, with its parameters. */
export function findPublicPage(pathname: string): { page: PublicPage; params: Record<string, string> } | undefined {
  const path = trimPath(pathname);
  for (const page of publicPages as readonly PublicPage[]) {
    for (const pattern of [page.path, ...(page.alsoAt ?? [])]) {
      const params = paramsOf(pattern, path);
      if (params) return { page, params };
    }
  }
  return undefined;
}
