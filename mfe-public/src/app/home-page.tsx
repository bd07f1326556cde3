import { HomeVideos } from '../features/videos/components/home-videos';
import { HighlightedPosts } from '../features/posts/components/highlighted-posts';
import { UpNextPosts } from '../features/posts/components/up-next-posts';
import { VisitSection } from '../features/visit/components/visit-section';
import { pageComponent } from '../lib/page-component';
import styles from './page.module.css';
import { useTranslate } from '../i18n/catalogues';

// The banner and its slides are the home page's alone: a chunk of their own (named as
// its row in the site table says) keeps them out of every other page's first visit (decision 0053).
const HeroSlider = pageComponent(() =>
  import(/* webpackChunkName: "page-home" */ '../features/home/components/hero-slider').then((module) => ({
    default: module.HeroSlider,
  })),
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
          <HighlightedPosts />
        </section>
        <section className={styles.section} aria-labelledby="sermons-heading">
          <h2 id="sermons-heading">{t('Recent sermons')}</h2>
          <HomeVideos />
        </section>
        <UpNextPosts />
      </div>
    </>
  );
}

/** The home page; `preload` fetches its banner's chunk, as a lazy page's does. */
export const HomePage = Object.assign(Home, { preload: HeroSlider.preload });
