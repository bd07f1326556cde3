import type { PostSummary } from '@church/contracts';
import { Link } from '@church/router';
import { paths } from '../../../config/paths';
import { formatDate } from '@church/ui';
import styles from './post-card.module.css';
import { useTranslate } from '../../../i18n/catalogues';

interface PostCardProps {
  post: PostSummary;
  headingLevel?: 2 | 3;
  /** Highlighted posts lead with a bigger picture. */
  featured?: boolean;
  /** Above the fold (the first highlighted post): load the picture at once, not lazily. */
  eager?: boolean;
}

export function PostCard({ post, headingLevel = 3, featured = false, eager = false }: PostCardProps) {
  const { t } = useTranslate();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={featured ? `${styles.card} ${styles.featured}` : styles.card}>
      <img
        src={post.titlePictureUrl}
        alt=""
        width={640}
        height={400}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        decoding="async"
      />
      <div className={styles.body}>
        <time dateTime={post.creationDate}>{formatDate(post.creationDate)}</time>
        <Heading>{post.heading}</Heading>
        <p className={styles.excerpt}>{post.text}</p>
        <Link
          className={styles.more}
          to={paths.post(post.id)}
          aria-label={t('public.posts.readMoreAbout', { heading: post.heading })}
        >
          {t('Read more')}
        </Link>
      </div>
    </article>
  );
}
