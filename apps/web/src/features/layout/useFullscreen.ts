import { useCallback, useEffect, useState } from 'react';

/** Fullscreen state of the page and a toggle (no-op where the browser refuses). */
export function useFullscreen(): { active: boolean; toggle: () => void } {
  const [active, setActive] = useState(() => Boolean(document.fullscreenElement));
  useEffect(() => {
    const onChange = () => setActive(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  const toggle = useCallback(() => {
    const done = document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen?.();
    void done?.catch(() => undefined);
  }, []);
  return { active, toggle };
}
