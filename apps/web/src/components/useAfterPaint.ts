import { startTransition, useEffect, useState } from 'react';

/**
 * False until the browser has painted the component's first render, then true: a page draws its
 * title first and only then starts loading (and rendering) the heavier part below it, so on a slow
 * phone the title does not wait for that part's files. `start` (once, in the task after the paint)
 * may begin loading that part's files; the render with true is a transition (in slices that yield
 * to the browser). A hidden tab (which paints nothing and runs no animation frames) gets true at once,
 * and so does a page whose part has already arrived (`ready`: a later visit, nothing to wait for).
 */
export function useAfterPaint(start?: () => void, ready = false): boolean {
  const [painted, setPainted] = useState(() => ready || typeof document === 'undefined' || document.visibilityState === 'hidden');
  useEffect(() => {
    if (painted) {
      start?.();
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame callback runs just before the frame that shows this render is painted; a task it
    // queues runs after that paint.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        start?.();
        startTransition(() => setPainted(true));
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [painted, start]);
  return painted;
}
