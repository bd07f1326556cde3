import { Suspense, type ComponentType } from 'react';
import { matchPath, Route, Routes } from '@church/router';
import { NotFound, Spinner } from '@church/ui';
import { HomePage } from '../app/home-page';
import { pageComponent } from '../lib/page-component';

// The home page ships with this module (its banner in a chunk of its own); every other page is
// its own chunk, fetched on the way, named as publicPageChunk (@church/contracts) says, so the
// server can name it in the page's HTML and a phone fetches it beside the rest (decision 0050).
const pages: { path: string; Page: ComponentType & { preload?: () => Promise<unknown> } }[] = [
  { path: '/', Page: HomePage },
  { path: '/home', Page: HomePage },
  { path: '/videos', Page: pageComponent(() => import(/* webpackChunkName: "page-videos" */ '../app/videos-page')) },
  { path: '/videos/:id', Page: pageComponent(() => import(/* webpackChunkName: "page-video" */ '../app/video-page')) },
  { path: '/posts', Page: pageComponent(() => import(/* webpackChunkName: "page-posts" */ '../app/posts-page')) },
  { path: '/posts/:id', Page: pageComponent(() => import(/* webpackChunkName: "page-post" */ '../app/post-page')) },
  { path: '/events', Page: pageComponent(() => import(/* webpackChunkName: "page-events" */ '../app/events-page')) },
  {
    path: '/about-us',
    Page: pageComponent(() => import(/* webpackChunkName: "page-about-us" */ '../app/about-us-page')),
  },
];

/** Loads the chunk of the page at `pathname` (the shell calls it before drawing that page). */
export async function preloadPage(pathname: string): Promise<void> {
  await pages.find(({ path }) => matchPath(path, pathname))?.Page.preload?.();
}

/** Every public URL this remote serves; the shell mounts it for the paths it owns. */
export default function PublicRoutes() {
  return (
    <Suspense fallback={<Spinner />}>
      <Routes>
        {pages.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
