import { areas, type AreaPageProps } from '@church/areas';
import { PostsList } from '../features/posts/components/posts-list';
import { useTranslate } from '../i18n/catalogues';

/** /dashboard/posts and /account/posts (Post upload): every post, to write, edit and delete. */
export default function PostsPage({ area }: AreaPageProps) {
  const { t } = useTranslate();
  return (
    <section className="ui-page">
      <h1>{t('dashboard.posts.title')}</h1>
      <PostsList base={`${areas[area].prefix}/posts`} />
    </section>
  );
}
