import { contentMessages, publicPageSizes } from '@church/contracts';
import { Pagination } from '@church/ui';
import { QueryView } from '../../../components/query-view';
import { usePageParam } from '../../../hooks/use-page-param';
import { useVideos } from '../api/get-videos';
import { useVideoFilter } from '../hooks/use-video-filter';
import { keptAsDrawn } from '../../../lib/kept-as-drawn';
import { VideoCard } from './video-card';
import styles from './video-filters.module.css';
import grid from './video-grid.module.css';
import { translateMessage, useTranslate } from '../i18n/catalogues';

// The live stream and a plain GET form, which work as the server drew them: their code loads only
// when the browser draws them.
const VideosTop = keptAsDrawn(() => import('../filters/videos-top').then((module) => ({ default: module.VideosTop })));

/**
 * The sermon library, a page at a time, narrowed by name, series or speaker; the page and the
 * filters live in the URL. A series is its page: its messages in the order they were preached.
 */
export function VideosCatalog() {
  const { t } = useTranslate();
  const [page, setPage] = usePageParam();
  const filter = useVideoFilter();
  const query = useVideos(page, filter);
  const narrowed = Boolean(filter.name || filter.series || filter.speaker);
  return (
    <>
      <VideosTop holder={{ id: 'video-filters', className: styles.filters }} filter={filter} />
      {filter.series ? (
        <h2 className={styles.series}>{t('public.videos.seriesTitle', { series: filter.series })}</h2>
      ) : null}
      <QueryView
        query={query}
        errorMessage={translateMessage(contentMessages.getVideosFailed)}
        empty={t(narrowed ? 'public.videos.noMatch' : 'public.videos.empty')}
        isEmpty={(list) => list.entities.length === 0}
      >
        {(list) => (
          <>
            <ul className={grid.grid}>
              {list.entities.map((video, index) => (
                <li key={video.id}>
                  <VideoCard video={video} headingLevel={filter.series ? 3 : 2} eager={index === 0} />
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
    </>
  );
}
