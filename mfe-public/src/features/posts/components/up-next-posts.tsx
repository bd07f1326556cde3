import { contentMessages, publicPageSizes } from '@church/contracts';
import { Link } from '@church/router';
import { QueryView } from '../../../components/query-view';
import { paths } from '../../../config/paths';
import { formatDate } from '@church/ui';
import { usePosts } from '../api/get-posts';
import styles from './up-next-posts.module.css';
import { useTranslate } from '../../../i18n/catalogues';

/** The latest posts, with the way to all of them. */
export function UpNextPosts() {
  const { t } = useTranslate();
  const query = usePosts(0, publicPageSizes.homePosts);
  return (
    <section className={styles.upNext} aria-labelledby="up-next-heading">
      <h2 id="up-next-heading">{t('Up next:')}</h2>
      <QueryView
        query={query}
        errorMessage={contentMessages.getPostsFailed}
        empty={t('No posts yet. Check back soon!')}
        isEmpty={(list) => list.entities.length === 0}
      >
        {(list) => (
          <ul className={styles.list}>
            {list.entities.map((post) => (
              <li key={post.id}>
                <img src={post.titlePictureUrl} alt="" width={96} height={72} loading="lazy" decoding="async" />
                <div>
                  <Link to={paths.post(post.id)}>{post.heading}</Link>
                  <time dateTime={post.creationDate}>{formatDate(post.creationDate)}</time>
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      <Link className="ui-button ui-button--secondary" to={paths.posts}>
        {t('View all posts')}
      </Link>
    </section>
  );
}
