import { useParams } from '@church/router';
import { NotFound } from '@church/ui';
import { Comments } from '../features/comments/components/comments';
import { MoreVideos } from '../features/videos/components/more-videos';
import { VideoDetails } from '../features/videos/components/video-details';
import styles from './page.module.css';

export default function VideoPage() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id < 1) return <NotFound />;
  return (
    <div className={styles.page}>
      <VideoDetails
        key={id}
        id={id}
        below={(video) => <Comments key={video.id} videoId={video.id} />}
        aside={(video) => <MoreVideos currentId={video.id} />}
      />
    </div>
  );
}
