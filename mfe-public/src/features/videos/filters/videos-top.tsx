import type { VideoFilter } from '../api/get-videos';
import { LivePanel } from './live-panel';
import { VideoFilterForm } from './video-filter-form';

/**
 * The sermons page's top: the live stream and the filters, one part kept as the server drew it
 * (decision 0080): one chunk and one catalogue for both, so the live panel adds no chunk, and no
 * byte, to the page's first visit (decision 0088-live-stream).
 */
export function VideosTop({ filter }: { filter: VideoFilter }) {
  return (
    <>
      <LivePanel />
      <VideoFilterForm filter={filter} />
    </>
  );
}
