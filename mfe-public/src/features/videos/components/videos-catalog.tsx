import { contentMessages, publicPageSizes } from '@church/contracts';
import { Pagination } from '@church/ui';
import { QueryView } from '../../../components/query-view';
import { usePageParam } from '../../../hooks/use-page-param';
import { useVideos } from '../api/get-videos';
import { VideoCard } from './video-card';
import grid from './video-grid.module.css';
import { translateMessage, useTranslate } from '../i18n/catalogues';

/** The sermon library, a page at a time; the page number lives in the URL. */
export function VideosCatalog() {
  const { t } = useTranslate();
  const [page, setPage] = usePageParam();
  const query = useVideos(page);
  return (
    <QueryView
      query={query}
      errorMessage={translateMessage(contentMessages.getVideosFailed)}
      empty={t('public.videos.empty')}
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
            label={t('public.videos.pages')}
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
