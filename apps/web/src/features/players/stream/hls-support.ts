/**
 * docs/players.md: the browser's own HLS only when it says a firm "probably" and has no Media
 * Source Extensions (iPhone Safari); everywhere else hls.js, which handles live edge and errors
 * consistently.
 */
export function prefersNativeHls(video: HTMLVideoElement, win: Window = window): boolean {
  const firmYes = video.canPlayType('application/vnd.apple.mpegurl') === 'probably';
  const hasMse = 'MediaSource' in win || 'ManagedMediaSource' in win;
  return firmYes && !hasMse;
}

/**
 * "Back to live" is offered beyond two segments (at least 8 s) behind the sync position: the sync
 * position itself jumps a segment at each playlist refresh, so a smaller margin would flicker.
 */
export function isBehindLive(current: number, liveEdge: number | null, segmentSeconds: number): boolean {
  if (liveEdge === null || !Number.isFinite(liveEdge) || !Number.isFinite(current)) return false;
  return liveEdge - current > Math.max(segmentSeconds * 2, 8);
}
