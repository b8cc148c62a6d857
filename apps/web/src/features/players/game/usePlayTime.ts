import { useEffect, useRef, useState } from 'react';

/**
 * Seconds of play: counts while the game is loaded and the page is visible, starting from what
 * earlier sessions played. `report` is called every few seconds (the host throttles the writes)
 * and once more, flushed, when the game closes.
 */
export function usePlayTime({
  running,
  initialSeconds,
  report,
}: {
  running: boolean;
  initialSeconds: number;
  report(seconds: number, flush: boolean): void;
}) {
  const [seconds, setSeconds] = useState(() => Math.max(0, Math.floor(initialSeconds)));
  const secondsRef = useRef(seconds);
  const reportRef = useRef(report);
  reportRef.current = report;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState !== 'visible') return;
      secondsRef.current += 1;
      setSeconds(secondsRef.current);
      if (secondsRef.current % 5 === 0) reportRef.current(secondsRef.current, false);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [running]);

  // The last write, on close: whatever was played since the previous report.
  useEffect(() => () => reportRef.current(secondsRef.current, true), []);

  return seconds;
}

/** 75 → "1:15", 3725 → "1:02:05". */
export function formatPlayTime(total: number): string {
  const s = Math.max(0, Math.floor(total));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
