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

/** Seconds behind the live edge beyond which "back to live" is offered (one and a half segments). */
export function isBehindLive(current: number, liveEdge: number | null, segmentSeconds: number): boolean {
  if (liveEdge === null || !Number.isFinite(liveEdge) || !Number.isFinite(current)) return false;
  return liveEdge - current > Math.max(segmentSeconds * 1.5, 6);
}
