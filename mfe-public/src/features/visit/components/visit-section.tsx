import styles from './visit.module.css';
import { VisitDetails } from './visit-details';

/**
 * The home page's "Plan your visit", near the top: drawn by the server from the page's inlined
 * read and hydrated like the rest of the page. (Keeping the server's HTML without this code met a
 * hydration mismatch on `/`; see the report of issue 34's visit slice.)
 */
export function VisitSection() {
  return (
    <section id="home-visit" className={styles.visit} aria-labelledby="visit-heading">
      <VisitDetails />
    </section>
  );
}
