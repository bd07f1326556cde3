import { VideosCatalog } from '../features/videos/components/videos-catalog';
import { useTranslate } from '../features/videos/i18n/catalogues';
import styles from './page.module.css';

export default function VideosPage() {
  const { t } = useTranslate();
  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1>{t('public.videos.title')}</h1>
        <p>{t('public.videos.lead')}</p>
      </header>
      <VideosCatalog />
    </div>
  );
}
