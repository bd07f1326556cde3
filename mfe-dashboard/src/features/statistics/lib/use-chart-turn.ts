import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { takeIdleTurn } from './idle-turns';

/** How much of a chart's card is on screen before its chart is drawn. */
const IN_VIEW = 0.5;

/**
 * Whether half of the element in `ref` has been on the screen (at once where the browser cannot
 * tell). Not `useNearViewport`: that one asks for any pixel, and its module is on every public
 * page's first visit, where a threshold would cost bytes there is no room for.
 */
function useHalfInView(ref: RefObject<Element | null>): boolean {
  const [seen, setSeen] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.intersectionRatio >= IN_VIEW)) setSeen(true);
      },
      { threshold: IN_VIEW },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, seen]);
  return seen;
}

/**
 * Whether the chart in `ref` may be drawn now: its data is there, half its card is on the
 * screen, and its idle turn has come (the first chart in view first, the others as they come
 * into view). The chart calls `drawn` once it is on screen, which lets the next chart have its
 * turn.
 */
export function useChartTurn(ref: RefObject<Element | null>, ready: boolean): { draw: boolean; drawn: () => void } {
  // On screen, not ahead of it: on a phone each chart drawn is a long task, and one drawn below
  // the fold while the page loads only delays the moment the page answers (issue 36). Half the
  // card, not its first pixel: on a phone's first screen the second card shows its title and
  // total and the top 40 px of its chart box, and drawing the whole chart for that line cost a
  // long task while the page loaded (decision 0105). A turn comes within a frame or two of idle
  // time, so a chart scrolled to is drawn as it appears.
  const near = useHalfInView(ref);
  const [draw, setDraw] = useState(false);
  const endTurn = useRef<() => void>(() => undefined);
  useEffect(() => {
    if (draw || !ready || !near) return;
    return takeIdleTurn((done) => {
      endTurn.current = done;
      setDraw(true);
    });
  }, [draw, ready, near]);
  const drawn = useCallback(() => endTurn.current(), []);
  return { draw, drawn };
}
