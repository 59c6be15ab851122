import { useCallback, useEffect, useState } from 'react';

/** Browser Fullscreen API state and a toggle (only on request: browsers refuse it without a gesture). */
export function useFullscreen() {
  const [active, setActive] = useState(() => typeof document !== 'undefined' && document.fullscreenElement !== null);
  useEffect(() => {
    const onChange = () => setActive(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void document.documentElement.requestFullscreen?.().catch((err: unknown) => console.warn('fullscreen refused', err));
  }, []);
  return { active, toggle };
}
