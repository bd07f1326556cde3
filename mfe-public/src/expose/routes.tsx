import { lazy, Suspense } from 'react';
import { Route, Routes } from '@church/router';
import { NotFound, Spinner } from '@church/ui';
import { HomePage } from '../app/home-page';

// The home page ships with this module; every other page is its own chunk, fetched on the way,
// named as publicPageChunk (@church/contracts) says, so the server can name it in the page's
// HTML and a phone fetches it beside the rest (decision 0050).
const AboutUsPage = lazy(() => import(/* webpackChunkName: "page-about-us" */ '../app/about-us-page'));
const VideosPage = lazy(() => import(/* webpackChunkName: "page-videos" */ '../app/videos-page'));
const VideoPage = lazy(() => import(/* webpackChunkName: "page-video" */ '../app/video-page'));
const PostsPage = lazy(() => import(/* webpackChunkName: "page-posts" */ '../app/posts-page'));
const PostPage = lazy(() => import(/* webpackChunkName: "page-post" */ '../app/post-page'));
const EventsPage = lazy(() => import(/* webpackChunkName: "page-events" */ '../app/events-page'));

/** Every public URL this remote serves; the shell mounts it for the paths it owns. */
export default function PublicRoutes() {
  return (
    <Suspense fallback={<Spinner />}>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/home" element={<HomePage />} />
        <Route path="/videos" element={<VideosPage />} />
        <Route path="/videos/:id" element={<VideoPage />} />
        <Route path="/posts" element={<PostsPage />} />
        <Route path="/posts/:id" element={<PostPage />} />
        <Route path="/events" element={<EventsPage />} />
        <Route path="/about-us" element={<AboutUsPage />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
