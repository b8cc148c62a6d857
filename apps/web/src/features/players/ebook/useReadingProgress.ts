import { useEffect, useRef } from 'react';
import type { PlayerProps } from '../core/contract';
import type { ReaderLocation } from './useEpubReader';

/**
 * Reports every move; a new chapter (or the end) is written at once, the host throttles the rest.
 * Each save gives the host a new playback object and a new reportProgress: reading it through a
 * ref keeps a save from triggering the next one.
 */
export function useReadingProgress(
  location: ReaderLocation | null,
  page: number | null,
  reportProgress: PlayerProps['reportProgress'],
): void {
  const reportRef = useRef(reportProgress);
  reportRef.current = reportProgress;
  const lastSpine = useRef<number | null>(null);
  useEffect(() => {
    if (!location || location.fraction === null || page === null) return;
    const chapterChanged = lastSpine.current !== null && lastSpine.current !== location.spineIndex;
    lastSpine.current = location.spineIndex;
    reportRef.current(
      location.fraction,
      { cfi: location.cfi, percent: location.fraction, page },
      { flush: chapterChanged || location.atEnd },
    );
  }, [location, page]);
}
