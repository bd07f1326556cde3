import { PostsCatalog } from '../features/posts/components/posts-catalog';
import styles from './page.module.css';

export default function PostsPage() {
  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1>Posts</h1>
        <p>Stories, reflections and news from our church family.</p>
      </header>
      <PostsCatalog />
    </div>
  );
}
