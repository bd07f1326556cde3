import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element has come within `margin` of the screen (and stays true): a chart below
 * the fold is drawn as the person scrolls toward it, not with the page.
 */
export function useNearScreen(ref: RefObject<Element | null>, margin = '150px'): boolean {
  // Without an observer (an old browser, the test DOM) every chart counts as near.
  const [near, setNear] = useState(() => typeof IntersectionObserver !== 'function');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
