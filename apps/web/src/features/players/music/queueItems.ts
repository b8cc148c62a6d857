import type { PlaybackData, QueueItem } from '../core/contract';

export type PlaybackTrack = PlaybackData['tracks'][number];
export type NewQueueItem = Omit<QueueItem, 'key'>;

/**
 * A queue item for one track of an album (docs/players.md: { mediaType: 'music', id: albumId, trackId }),
 * from the player's own tracks or a playlist's.
 */
export function trackItem(
  track: Pick<PlaybackTrack, 'id' | 'albumId' | 'title' | 'artist' | 'thumbnail'>,
): NewQueueItem {
  return {
    mediaType: 'music',
    id: track.albumId,
    trackId: track.id,
    title: track.title,
    subtitle: track.artist,
    thumbnailUrl: track.thumbnail.url,
  };
}

/** The same item again without its local key (to re-queue or replace the queue). */
export function withoutKey({ key: _key, ...item }: QueueItem): NewQueueItem {
  return item;
}
