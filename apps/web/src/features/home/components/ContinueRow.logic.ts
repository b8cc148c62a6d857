/** Pure rules of the continue row: what a card says and what it plays. */

export interface ContinueProgress {
  mediaType: string;
  /** Seconds (0..1 for ebooks), as MediaProgress.progress. */
  progress: number;
  /** MediaProgress.position: the player's JSON text. */
  position: string | null;
  /** ContinueEntry.fraction: 0..1 done, null when unknown. */
  fraction: number | null;
}

function positionTime(position: string | null): number | null {
  if (!position) return null;
  try {
    const parsed: unknown = JSON.parse(position);
    if (parsed && typeof parsed === 'object' && 'time' in parsed) {
      const time = (parsed as { time: unknown }).time;
      return typeof time === 'number' && Number.isFinite(time) ? time : null;
    }
  } catch {
    // A position the player wrote in another shape: fall back to progress.
  }
  return null;
}

/**
 * Whole minutes left (rounded up), when known. The server's fraction is elapsed seconds over the
 * real file's duration, so the remaining time is elapsed × (1/fraction − 1): it needs seconds of a
 * timed medium (not ebooks' 0..1, not live streams or games) and a fraction strictly inside 0..1.
 * Music counts the track (its position's time); films and audiobooks the progress in seconds.
 */
export function minutesLeft({ mediaType, progress, position, fraction }: ContinueProgress): number | null {
  if (fraction == null || !(fraction > 0 && fraction < 1)) return null;
  let elapsed: number;
  switch (mediaType) {
    case 'movie':
    case 'audiobook':
      elapsed = progress;
      break;
    case 'music':
      elapsed = positionTime(position) ?? progress;
      break;
    default:
      return null;
  }
  if (!(elapsed > 0)) return null;
  const seconds = elapsed / fraction - elapsed;
  return Math.max(1, Math.ceil(seconds / 60));
}

/** 0..100 for the progress bar; null hides it (a live stream has no end). */
export function percentDone(fraction: number | null): number | null {
  if (fraction == null || !Number.isFinite(fraction)) return null;
  return Math.round(Math.max(0, Math.min(1, fraction)) * 100);
}
