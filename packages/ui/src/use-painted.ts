import { useEffect, useState } from 'react';

/**
 * False in the first render, true once the browser has painted it: for what waits below a
 * page's first screen, code included, so a phone spends its bandwidth and main thread on that
 * screen first (decision 0110). A task posted from an animation frame runs after that frame's
 * paint.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}

/**
 * Starts `load` (a lazy part's import) once the first render has painted: for a dialog or a form
 * a click opens, so it has arrived by then without being among the page's first files.
 */
export function useLoadAfterPaint(load: () => Promise<unknown>): void {
  const painted = usePainted();
  useEffect(() => {
    if (painted) void load();
  }, [painted, load]);
}
