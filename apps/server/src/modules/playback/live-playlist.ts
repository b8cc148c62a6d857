/**
 * The live sports stream: a loop of generated HLS segments served as if it were live. Segment `s` of
 * the live timeline started at s × segmentSeconds after the epoch and plays segments[s % n]; the
 * playlist is a sliding window of the last WINDOW segments ending at the live edge, so every
 * instance (and every viewer) agrees on it from the clock alone, with no state.
 */
import type { LiveStreamAsset } from '../../lib/media-manifest';

/** Segments in the playlist: a minute of rewind at 4 s segments, so a member who goes back 20 s stays
 * well inside the window while the oldest segments slide out. */
export const LIVE_WINDOW = 15;

/** Virtual segment names in the playlist: relative, so the player reuses the token of the playlist. */
export const segmentName = (sequence: number) => `seg-${sequence}.ts`;
export const SEGMENT_NAME = /^seg-(\d{1,15})\.ts$/;

/** The sequence number of the segment at the live edge. */
export function liveEdge(nowMs: number, segmentSeconds: number): number {
  return Math.floor(nowMs / 1000 / segmentSeconds);
}

export interface LiveWindow {
  mediaSequence: number;
  discontinuitySequence: number;
  /** Sequences in the window, each with whether a loop wrap (EXT-X-DISCONTINUITY) comes before it. */
  segments: { sequence: number; discontinuity: boolean }[];
}

/**
 * The window ending at the live edge. A wrap comes before every sequence s > 0 with s % n = 0 (the
 * loop restarts, so timestamps jump back); EXT-X-DISCONTINUITY-SEQUENCE counts the wraps that have
 * already slid out of the window, as RFC 8216 6.2.2 requires.
 */
export function liveWindow(nowMs: number, segmentSeconds: number, loopLength: number): LiveWindow {
  const edge = liveEdge(nowMs, segmentSeconds);
  const first = Math.max(0, edge - LIVE_WINDOW + 1);
  const n = Math.max(1, loopLength);
  const segments = [];
  for (let s = first; s <= edge; s++) segments.push({ sequence: s, discontinuity: s > 0 && s % n === 0 });
  return {
    mediaSequence: first,
    discontinuitySequence: first > 0 ? Math.floor((first - 1) / n) : 0,
    segments,
  };
}

/** The media playlist text (application/vnd.apple.mpegurl). */
export function livePlaylist(live: LiveStreamAsset, nowMs: number): string {
  const w = liveWindow(nowMs, live.segmentSeconds, live.segments.length);
  // fMP4 segments need EXT-X-MAP, which needs version 7; MPEG-TS segments play with version 3.
  const lines = [
    '#EXTM3U',
    `#EXT-X-VERSION:${live.init ? 7 : 3}`,
    `#EXT-X-TARGETDURATION:${Math.ceil(live.segmentSeconds)}`,
    `#EXT-X-MEDIA-SEQUENCE:${w.mediaSequence}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${w.discontinuitySequence}`,
  ];
  if (live.init) lines.push('#EXT-X-MAP:URI="init.mp4"');
  for (const s of w.segments) {
    if (s.discontinuity) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(`#EXTINF:${live.segmentSeconds.toFixed(3)},`, segmentName(s.sequence));
  }
  return lines.join('\n') + '\n';
}
