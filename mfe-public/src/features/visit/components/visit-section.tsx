import { lazy, memo, Suspense, useEffect, useRef, useState } from 'react';
import { withCatalogues } from '@church/i18n';
import { useTranslate } from '../../../i18n/catalogues';
import styles from './visit.module.css';

// The section's code and words are a chunk of their own, off the first visit: a page the server
// drew keeps the server's HTML of the section (decision 0080).
const VisitDetails = lazy(
  withCatalogues(() => import('./visit-details').then((module) => ({ default: module.VisitDetails }))),
);

// Never loads: a Suspense boundary whose content suspends while React hydrates it keeps the
// server's HTML as it is, with no code behind it (plain links are all it holds).
const NeverLoads = lazy(() => new Promise<never>(() => {}));

// memo: a redraw of the page must not reach the kept boundary (an update before it hydrates makes
// React draw it anew, and it would draw nothing).
const AsDrawn = memo(function AsDrawn() {
  return (
    <Suspense fallback={null}>
      <NeverLoads />
    </Suspense>
  );
});

/** Hydrating, the server's section is in the document already; drawn in the browser, it is not. */
const drawnByServer = () =>
  typeof document !== 'undefined' && Boolean(document.getElementById('home-visit')?.hasChildNodes());

/**
 * The home page's "Plan your visit", near the top. Drawn by the server from the page's inlined read
 * and kept as drawn until the language changes; drawn in the browser (a later visit to `/`, another
 * language), it loads its code then.
 */
export function VisitSection() {
  const { language } = useTranslate();
  const section = useRef<HTMLElement>(null);
  const [drawnIn, setDrawnIn] = useState(() => (drawnByServer() ? language : undefined));
  if (drawnIn !== undefined && drawnIn !== language) setDrawnIn(undefined);
  // React drew the whole page anew (its HTML did not match): the kept section is gone, draw it.
  useEffect(() => {
    if (!section.current?.hasChildNodes()) setDrawnIn(undefined);
  }, []);
  return (
    <section ref={section} id="home-visit" className={styles.visit} aria-labelledby="visit-heading">
      {drawnIn === language ? (
        <AsDrawn />
      ) : (
        <Suspense fallback={null}>
          <VisitDetails />
        </Suspense>
      )}
    </section>
  );
}
