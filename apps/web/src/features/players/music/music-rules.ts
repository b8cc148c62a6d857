import type { QueueItem } from '../core/contract';
import type { RepeatMode } from './modes';

/** What happens when a track plays to its end. */
export type TrackEnd =
  { kind: 'again' } | { kind: 'track'; id: string } | { kind: 'loopAlbum'; id: string } | { kind: 'leave' };

export interface TrackEndState {
  repeat: RepeatMode;
  /** The next track of an album item (null: the last one, or a one-track item). */
  next: string | null;
  albumItem: boolean;
  queueLength: number;
  /** The album item's play order. */
  order: readonly string[];
}

/**
 * Repeat-one plays the track again; an album item moves to its next track; an album alone in the
 * queue with repeat-all loops in place from its first track; otherwise the item leaves.
 */
export function trackEnd({ repeat, next, albumItem, queueLength, order }: TrackEndState): TrackEnd {
  if (repeat === 'one') return { kind: 'again' };
  if (next) return { kind: 'track', id: next };
  const first = order[0];
  if (albumItem && repeat === 'all' && queueLength === 1 && first) return { kind: 'loopAlbum', id: first };
  return { kind: 'leave' };
}

/**
 * The track to preload: the album's next one, or the next queue item's when it is a track of the
 * same album (the URL is known); nothing under repeat-one.
 */
export function preloadTrackId(
  repeat: RepeatMode,
  next: string | null,
  upcoming: Pick<QueueItem, 'mediaType' | 'id' | 'trackId'> | undefined,
  albumId: string,
): string | null {
  if (repeat === 'one') return null;
  if (next) return next;
  if (upcoming?.mediaType === 'music' && upcoming.id === albumId) return upcoming.trackId ?? null;
  return null;
}

/** Whether "next" has somewhere to go (else it would end the queue and close the player). */
export function hasNextTrack(next: string | null, queueLength: number, repeat: RepeatMode): boolean {
  return Boolean(next) || queueLength > 1 || repeat === 'all';
}

/** The position saved for a music item: the track, its time to a tenth, and the music queue. */
export function musicPosition(
  trackId: string,
  time: number,
  queue: readonly Pick<QueueItem, 'mediaType' | 'id' | 'trackId'>[],
): { trackId: string; time: number; queue: string[] } {
  return {
    trackId,
    time: Math.round(time * 10) / 10,
    queue: queue.filter((q) => q.mediaType === 'music').map((q) => q.trackId ?? q.id),
  };
}
