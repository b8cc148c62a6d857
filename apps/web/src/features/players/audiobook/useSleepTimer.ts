import { useCallback, useEffect, useState } from 'react';
import { sleepSecondsLeft, type SleepTimer } from '@member-area/domain';
import type { AudioState } from '../mini/useAudioState';

export interface SleepTimerState {
  sleep: SleepTimer | null;
  /** Seconds before the sleep timer pauses (null: no timer). */
  sleepLeft: number | null;
  setSleep(timer: SleepTimer | null): void;
  /** The timer did its job (a chapter end reached): it goes away without pausing again. */
  clearSleep(): void;
}

/**
 * The audiobook's sleep timer: it ticks once a second while set; at zero it pauses (the fade,
 * which the engine applies to the volume from sleepLeft, already silenced it).
 */
export function useSleepTimer(
  audio: AudioState,
  chapterDuration: number,
  rate: number,
  pause: () => void,
): SleepTimerState {
  const [sleep, setSleepState] = useState<SleepTimer | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const sleepLeft = sleep
    ? sleepSecondsLeft(sleep, now, { time: audio.time, duration: audio.duration || chapterDuration, rate })
    : null;

  const setSleep = useCallback((timer: SleepTimer | null) => {
    setNow(Date.now());
    setSleepState(timer);
  }, []);
  const clearSleep = useCallback(() => setSleepState(null), []);

  useEffect(() => {
    if (!sleep) return;
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, [sleep]);
  useEffect(() => {
    if (sleep?.kind === 'minutes' && sleepLeft !== null && sleepLeft <= 0) {
      pause();
      setSleepState(null);
    }
  }, [sleep, sleepLeft, pause]);

  return { sleep, sleepLeft, setSleep, clearSleep };
}
