import { useMemo, useState } from 'react';
import type { PlaybackData } from '../core/contract';
import { albumOrder, neighbours } from './albumOrder';
import type { PlaybackTrack } from './queueItems';

export interface AlbumTracks {
  track: PlaybackTrack | null;
  /** Plays another track of this item (the <audio> loads it). */
  setCurrentId(trackId: string): void;
  /** The item's play order (the album's, or shuffled). */
  order: string[];
  /** The album item's tracks before and after the one playing (none for a one-track item). */
  around: { previous: string | null; next: string | null };
  /** Shuffle on/off for the album item's own tracks, keeping the track playing first. */
  reorder(shuffled: boolean): void;
}

/** Which track of the item plays, and in which order an album item walks its tracks. */
export function useAlbumTracks(
  tracks: PlaybackData['tracks'],
  startId: string | null,
  shuffled: boolean,
  albumItem: boolean,
): AlbumTracks {
  const [currentId, setCurrentId] = useState<string | null>(startId);
  const track = tracks.find((t) => t.id === currentId) ?? null;
  const trackIds = useMemo(() => tracks.map((t) => t.id), [tracks]);
  const [order, setOrder] = useState<string[]>(() => albumOrder(trackIds, currentId, shuffled));
  const around = albumItem ? neighbours(order, currentId) : { previous: null, next: null };
  const reorder = (on: boolean) => setOrder(albumOrder(trackIds, track?.id ?? null, on));
  return { track, setCurrentId, order, around, reorder };
}
