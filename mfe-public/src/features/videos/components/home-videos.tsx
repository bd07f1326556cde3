import { contentMessages } from '@church/contracts';
import { QueryView } from '../../../components/query-view';
import { useHomeVideos } from '../api/get-home-videos';
import { VideoCard } from './video-card';
import grid from './video-grid.module.css';
import { useTranslate } from '../../../i18n/catalogues';

/** The sermons chosen for the home page. */
export function HomeVideos() {
  const { t } = useTranslate();
  const query = useHomeVideos();
  return (
    <QueryView
      query={query}
      errorMessage={contentMessages.getVideosFailed}
      empty={t('New sermons are on their way. Check back soon!')}
      isEmpty={(videos) => videos.length === 0}
    >
      {(videos) => (
        <ul className={grid.grid}>
          {videos.map((video) => (
            <li key={video.id}>
              <VideoCard video={video} />
            </li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}
