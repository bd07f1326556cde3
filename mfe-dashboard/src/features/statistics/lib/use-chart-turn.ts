import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { takeIdleTurn } from './idle-turns';
import { useNearViewport } from '@church/ui';

/**
 * Whether the chart in `ref` may be drawn now: its data is there, it is on the screen, and
 * its idle turn has come (the first chart in view first, the others as they come into view). The
 * chart calls `drawn` once it is on screen, which lets the next chart have its turn.
 */
export function useChartTurn(ref: RefObject<Element | null>, ready: boolean): { draw: boolean; drawn: () => void } {
  // On screen, not ahead of it: on a phone each chart drawn is a long task, and one drawn below
  // the fold while the page loads only delays the moment the page answers (issue 36). A turn
  // comes within a frame or two of idle time, so a chart scrolled to is drawn as it appears.
  const near = useNearViewport(ref, '0px');
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
