import { VideosCatalog } from '../features/videos/components/videos-catalog';
import styles from './page.module.css';

export default function VideosPage() {
  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1>Sermons</h1>
        <p>Catch up on Sunday messages, teaching series and special services.</p>
      </header>
      <VideosCatalog />
    </div>
  );
}
