import { contentMessages, publicPageSizes } from '@church/contracts';
import { Pagination } from '@church/ui';
import { QueryView } from '../../../components/query-view';
import { usePageParam } from '../../../hooks/use-page-param';
import { useVideos } from '../api/get-videos';
import { VideoCard } from './video-card';
import grid from './video-grid.module.css';

/** The sermon library, a page at a time; the page number lives in the URL. */
export function VideosCatalog() {
  const [page, setPage] = usePageParam();
  const query = useVideos(page);
  return (
    <QueryView
      query={query}
      errorMessage={contentMessages.getVideosFailed}
      empty="No sermons have been published yet. Please check back soon."
      isEmpty={(list) => list.entities.length === 0}
    >
      {(list) => (
        <>
          <ul className={grid.grid}>
            {list.entities.map((video, index) => (
              <li key={video.id}>
                <VideoCard video={video} headingLevel={2} eager={index === 0} />
              </li>
            ))}
          </ul>
          <Pagination
            label="Sermon pages"
            page={page}
            count={list.count}
            pageSize={publicPageSizes.videos}
            onChange={setPage}
          />
        </>
      )}
    </QueryView>
  );
}
