import '../i18n/catalogues';
import { Suspense, type ComponentType } from 'react';
import { publicPages, type PublicChunk } from '@church/areas/public-pages';
import { languageReady } from '@church/i18n';
import { matchPath, Route, Routes } from '@church/router';
import { NotFound, Spinner } from '@church/ui';
import { pageComponent } from '../lib/page-component';

type Page = ComponentType & { preload?: () => Promise<unknown> };

// Each page of the site table's public section, by the chunk its row names: each page is its own
// chunk, fetched on the way, so the server can name it in the page's HTML and a phone fetches it
// beside the rest (decision 0050); the home page too, so no other page carries it (0107). webpack reads a chunk's name from the comment only: keep it equal to the key.
const pageByChunk: Record<PublicChunk, Page> = {
  'page-home': pageComponent(() => import(/* webpackChunkName: "page-home" */ '../app/home-page')),
  'page-videos': pageComponent(() => import(/* webpackChunkName: "page-videos" */ '../app/videos-page')),
  'page-video': pageComponent(() => import(/* webpackChunkName: "page-video" */ '../app/video-page')),
  'page-posts': pageComponent(() => import(/* webpackChunkName: "page-posts" */ '../app/posts-page')),
  'page-post': pageComponent(() => import(/* webpackChunkName: "page-post" */ '../app/post-page')),
  'page-events': pageComponent(() => import(/* webpackChunkName: "page-events" */ '../app/events-page')),
  'page-event': pageComponent(() => import(/* webpackChunkName: "page-event" */ '../app/event-page')),
  'page-about-us': pageComponent(() => import(/* webpackChunkName: "page-about-us" */ '../app/about-us-page')),
  'page-campaign': pageComponent(() => import(/* webpackChunkName: "page-campaign" */ '../app/campaign-page')),
  'page-accessibility': pageComponent(
    () => import(/* webpackChunkName: "page-accessibility" */ '../app/accessibility-page'),
  ),
};

/** Every public route: each path of each row, with the page its chunk holds. */
export const publicRoutes: { path: string; Page: Page }[] = publicPages.flatMap((row) =>
  [row.path, ...('alsoAt' in row ? row.alsoAt : [])].map((path) => ({ path, Page: pageByChunk[row.chunk] })),
);

/** Loads the chunk of the page at `pathname` (the shell calls it before drawing that page). */
export async function preloadPage(pathname: string): Promise<void> {
  // The page's words too: its catalogue in the active language, so it draws (or hydrates) in it.
  await Promise.all([publicRoutes.find(({ path }) => matchPath(path, pathname))?.Page.preload?.(), languageReady()]);
}

/** Every public URL this remote serves; the shell mounts it for the paths the site table gives it. */
export default function PublicRoutes() {
  return (
    <Suspense fallback={<Spinner />}>
      <Routes>
        {publicRoutes.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
