import { HeroSlider } from '../features/home/components/hero-slider';
import { HomeVideos } from '../features/videos/components/home-videos';
import { HighlightedPosts } from '../features/posts/components/highlighted-posts';
import { UpNextPosts } from '../features/posts/components/up-next-posts';
import styles from './page.module.css';

export function HomePage() {
  return (
    <>
      <HeroSlider />
      <div className={styles.page}>
        <section className={styles.section} aria-labelledby="highlights-heading">
          <h2 id="highlights-heading">Life at church</h2>
          <HighlightedPosts />
        </section>
        <section className={styles.section} aria-labelledby="sermons-heading">
          <h2 id="sermons-heading">Recent sermons</h2>
          <HomeVideos />
        </section>
        <UpNextPosts />
      </div>
    </>
  );
}
