import { useCallback, useEffect, useState, type RefObject } from 'react';

/** Fullscreen for one element (the game or the reader), following Esc and the browser's own exit. */
export function useFullscreen(ref: RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(false);
  const supported = typeof document !== 'undefined' && document.fullscreenEnabled;

  useEffect(() => {
    const onChange = () =>
      setActive(document.fullscreenElement !== null && document.fullscreenElement === ref.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [ref]);

  const toggle = useCallback(() => {
    const element = ref.current;
    if (!element || !document.fullscreenEnabled) return;
    const request = document.fullscreenElement ? document.exitFullscreen() : element.requestFullscreen();
    // Refused (no user gesture, iframe policy): the player simply stays as it is.
    request.catch(() => undefined);
  }, [ref]);

  return { active, supported, toggle };
}
