import { lazy, Suspense, useState } from 'react';
import { withCatalogues } from '@church/i18n';
import styles from './visit.module.css';
import { useTranslate } from '../../../i18n/catalogues';

const VisitDetails = lazy(withCatalogues(() => import('./visit-details').then((m) => ({ default: m.VisitDetails }))));

const id = 'home-visit';
const kept = { __html: '' };

/**
 * The home page's "Plan your visit". Its code is off the first visit (the budget of `/`): on a
 * page the server drew, React keeps the server's HTML of it (an element whose inner HTML React
 * leaves alone) instead of loading the code that drew it; it is loaded when the home page is
 * reached in the browser or the language changes.
 */
export function VisitSection() {
  const { language } = useTranslate();
  // Only the server's HTML holds this element before the home page first renders in the browser.
  const [drawnIn] = useState(() => (typeof document === 'object' && document.getElementById(id) ? language : ''));
  return drawnIn === language ? (
    <section
      key="kept"
      id={id}
      className={styles.visit}
      aria-labelledby="visit-heading"
      dangerouslySetInnerHTML={kept}
    />
  ) : (
    <section key="live" id={id} className={styles.visit} aria-labelledby="visit-heading">
      <Suspense>
        <VisitDetails />
      </Suspense>
    </section>
  );
}
