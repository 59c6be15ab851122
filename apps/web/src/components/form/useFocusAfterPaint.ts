import { useEffect, useRef } from 'react';
import { TOUCH_ONLY } from '../touchOnly.ts';

/**
 * A ref for the field a screen starts in, focused in the first animation frame after it mounts:
 * what `autoFocus` does, without its cost. React focuses an `autoFocus` field inside its commit,
 * and that focus makes the browser compute the whole new screen's style and layout right there,
 * lengthening the first load's longest task (the sign-in screen's commit) by that work; in the next
 * frame the browser does it anyway, in a task of its own.
 * Not on a touch-only device (a phone): there a focus nobody tapped for pops the keyboard over the
 * screen, or is ignored, and it costs the first load a task of its own (the field's focus handlers
 * render the form again, then the browser restyles the whole screen).
 */
export function useFocusAfterPaint<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (TOUCH_ONLY) return;
    const frame = requestAnimationFrame(() => ref.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);
  return ref;
}
