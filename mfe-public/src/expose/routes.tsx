import { lazy, Suspense } from 'react';
import { Route, Routes } from '@church/router';
import { NotFound, Spinner } from '@church/ui';
import { HomePage } from '../app/home-page';

// The home page ships with this module; every other page is its own chunk, fetched on the way.
const AboutUsPage = lazy(() => import('../app/about-us-page'));
const VideosPage = lazy(() => import('../app/videos-page'));
const VideoPage = lazy(() => import('../app/video-page'));
const PostsPage = lazy(() => import('../app/posts-page'));
const PostPage = lazy(() => import('../app/post-page'));
const EventsPage = lazy(() => import('../app/events-page'));

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
