import { resumeTime } from './progress';

/** What the music player saves (playback.graphql MediaProgress.position): {"trackId","time","queue"}. */
export interface MusicPosition {
  trackId: string;
  time: number;
}

export function parseMusicPosition(
  position: Record<string, unknown> | null | undefined,
): MusicPosition | null {
  if (!position) return null;
  const { trackId, time } = position;
  if ((typeof trackId !== 'string' && typeof trackId !== 'number') || typeof time !== 'number') return null;
  return { trackId: String(trackId), time };
}

interface TrackLike {
  id: string;
  duration: number;
}

/**
 * Where the album starts: the queue item's track (or, when the item names none, the saved track,
 * else the first). The saved time applies only when it is that track, and not when the member had
 * reached its end (the shared resume rule).
 */
export function musicStartPoint(
  tracks: readonly TrackLike[],
  itemTrackId: string | null | undefined,
  saved: MusicPosition | null,
): { trackId: string; time: number } | null {
  const byId = (id: string | null | undefined) => (id ? tracks.find((t) => t.id === id) : undefined);
  const track = byId(itemTrackId) ?? byId(saved?.trackId) ?? tracks[0];
  if (!track) return null;
  const time = saved && saved.trackId === track.id ? resumeTime(saved.time, track.duration) : 0;
  return { trackId: track.id, time };
}
