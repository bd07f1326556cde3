import { PostsCatalog } from '../features/posts/components/posts-catalog';
import { useTranslate } from '../features/posts/i18n/catalogues';
import styles from './page.module.css';

export default function PostsPage() {
  const { t } = useTranslate();
  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1>{t('public.posts.title')}</h1>
        <p>{t('public.posts.lead')}</p>
      </header>
      <PostsCatalog />
    </div>
  );
}
