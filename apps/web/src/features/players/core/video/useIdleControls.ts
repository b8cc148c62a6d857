import { useCallback, useEffect, useRef, useState } from 'react';

/** Controls fade after this long without a mouse move, touch or key while playing. */
export const CONTROLS_HIDE_MS = 3_000;

/** Controls that hide while playing and come back on activity (and stay while paused). */
export function useIdleControls(playing: boolean, pinned: boolean) {
  const [visible, setVisible] = useState(true);
  const timer = useRef<number | undefined>(undefined);

  const poke = useCallback(() => {
    setVisible(true);
    window.clearTimeout(timer.current);
    if (playing && !pinned) timer.current = window.setTimeout(() => setVisible(false), CONTROLS_HIDE_MS);
  }, [playing, pinned]);

  useEffect(() => {
    poke();
    return () => window.clearTimeout(timer.current);
  }, [poke]);

  useEffect(() => {
    document.addEventListener('keydown', poke);
    return () => document.removeEventListener('keydown', poke);
  }, [poke]);

  return { visible: visible || !playing || pinned, poke };
}
