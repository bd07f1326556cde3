import { useParams } from '@church/router';
import { NotFound } from '@church/ui';
import { PostDetails } from '../features/posts/components/post-details';
import styles from './page.module.css';

export default function PostPage() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id < 1) return <NotFound />;
  return (
    <div className={styles.page}>
      <PostDetails key={id} id={id} />
    </div>
  );
}
