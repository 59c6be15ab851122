import { useCallback, useEffect, useState } from 'react';

/**
 * Fullscreen state of the page and a toggle. Browsers grant fullscreen only on a user gesture, so
 * call `toggle` from a click; a refusal leaves the page as it is.
 */
export function useFullscreen(): { active: boolean; toggle: () => void } {
  const [active, setActive] = useState(() => typeof document !== 'undefined' && document.fullscreenElement !== null);
  useEffect(() => {
    const onChange = () => setActive(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  const toggle = useCallback(() => {
    const done = document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen?.();
    void done?.catch(() => undefined);
  }, []);
  return { active, toggle };
}
