import { HeroSlider } from '../features/home/components/hero-slider';
import { HomeVideos } from '../features/videos/components/home-videos';
// The styles of the parts kept as the server drew them come with the page: their chunks may never load.
import '../features/posts/components/post-card.module.css';
import '../features/posts/components/post-grid.module.css';
import '../features/posts/components/up-next-posts.module.css';
import { keptAsDrawn } from '../lib/kept-as-drawn';
import { VisitSection } from '../features/visit/components/visit-section';
import styles from './page.module.css';
import { useTranslate } from '../i18n/catalogues';

// Links only: kept as the server drew them, their code off the first visit (decision 0080).
const HighlightedPosts = keptAsDrawn(() =>
  import('../features/posts/components/highlighted-posts').then((module) => ({ default: module.HighlightedPosts })),
);
const UpNextPosts = keptAsDrawn(() =>
  import('../features/posts/components/up-next-posts').then((module) => ({ default: module.UpNextPosts })),
);

function Home() {
  const { t } = useTranslate();
  return (
    <>
      <HeroSlider />
      <VisitSection />
      <div className={styles.page}>
        <section className={styles.section} aria-labelledby="highlights-heading">
          <h2 id="highlights-heading">{t('Life at church')}</h2>
          <HighlightedPosts holder={{ id: 'home-highlights' }} />
        </section>
        <section className={styles.section} aria-labelledby="sermons-heading">
          <h2 id="sermons-heading">{t('Recent sermons')}</h2>
          <HomeVideos />
        </section>
        <UpNextPosts holder={{ id: 'home-up-next' }} />
      </div>
    </>
  );
}

/**
 * The home page, banner included, in a chunk of its own as every other page is (named as its row
 * in the site table says): no other page's first visit carries it (decisions 0053 and 0107).
 */
export { Home as HomePage, Home as default };
