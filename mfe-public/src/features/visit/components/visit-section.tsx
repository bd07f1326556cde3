import { keptAsDrawn } from '../../../lib/kept-as-drawn';
import styles from './visit.module.css';

// Its code and words are a chunk of their own: a home page the server drew keeps the section as
// drawn (times, the address, plain links) without loading it.
const VisitDetails = keptAsDrawn(() => import('./visit-details').then((module) => ({ default: module.VisitDetails })));

/** The home page's "Plan your visit", near the top, drawn by the server from the page's inlined read. */
export function VisitSection() {
  return (
    <VisitDetails
      holder={{ as: 'section', id: 'home-visit', className: styles.visit, 'aria-labelledby': 'visit-heading' }}
    />
  );
}
