import { contentMessages } from '@church/contracts';
import { formatDate, Spinner } from '@church/ui';
import { StatusView } from '../../../components/status-view';
import { paths } from '../../../config/paths';
import { useLeaveOnFailure } from '../../../hooks/use-leave-on-failure';
import { usePost } from '../api/get-post';
import { LinkedText } from './linked-text';
import styles from './post-details.module.css';
import { translateMessage } from '../i18n/catalogues';

export function PostDetails({ id }: { id: number }) {
  const query = usePost(id);
  const status = useLeaveOnFailure(query.error, translateMessage(contentMessages.getPostFailed), paths.posts);
  if (status) return <StatusView status={status} />;
  const post = query.data;
  if (!post) return <Spinner />;
  const items = [...post.postItems].sort((a, b) => a.orderNumber - b.orderNumber);
  return (
    <article className={styles.post}>
      <header>
        <time dateTime={post.creationDate}>{formatDate(post.creationDate)}</time>
        <h1>{post.heading}</h1>
      </header>
      <img className={styles.title} src={post.titlePictureUrl} alt={post.heading} width={1140} height={600} />
      <p className={styles.lead}>
        <LinkedText text={post.text} />
      </p>
      {items.map((item) => (
        <section key={item.id} className={styles.item}>
          {item.pictureUrl ? (
            <img src={item.pictureUrl} alt="" width={1140} height={640} loading="lazy" decoding="async" />
          ) : null}
          {item.text ? (
            <p>
              <LinkedText text={item.text} />
            </p>
          ) : null}
        </section>
      ))}
    </article>
  );
}
