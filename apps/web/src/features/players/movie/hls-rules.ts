import type { PlayerErrorCode } from '../core/contract';

/**
 * The movie player's HLS rules (issue 32 point 3, docs/players.md "Adaptive HLS"): which way a
 * source plays, the quality menu's options, and what a fatal hls.js error becomes. Pure, so the
 * tests beside it need neither a browser nor hls.js.
 */

/** An imported film or episode is an HLS master playlist; the demo films stay MP4. */
export function isHlsMimeType(mimeType: string | null | undefined): boolean {
  const type = (mimeType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/vnd.apple.mpegurl' || type === 'application/x-mpegurl';
}

/**
 * How the <video> gets its picture: `file` (its `src`, MP4 as always), `hls.js` (Media Source
 * Extensions, adaptive bitrate and the quality menu), `native` (the browser's own HLS, where
 * hls.js cannot run or the browser says a firm yes without MSE: iPhone Safari), or `unsupported`.
 */
export type VideoPath = 'file' | 'hls.js' | 'native' | 'unsupported';

export function videoPathFor(
  mimeType: string | null | undefined,
  browser: { hlsJsSupported: boolean; prefersNative: boolean; playsHlsNatively: boolean },
): VideoPath {
  if (!isHlsMimeType(mimeType)) return 'file';
  if (browser.prefersNative) return 'native';
  if (browser.hlsJsSupported) return 'hls.js';
  return browser.playsHlsNatively ? 'native' : 'unsupported';
}

/** The value of the quality menu's "Auto" option (hls.js's adaptive bitrate). */
export const QUALITY_AUTO = 'auto';

/** One rendition the member may pin: hls.js's level index and its height. */
export interface QualityLevel {
  index: number;
  height: number;
}

/**
 * The renditions of the menu, highest first, one per height (a ladder may hold two bitrates of one
 * height: the higher is offered). Levels without a height (audio-only) are not offered.
 */
export function qualityLevels(levels: readonly { height?: number; bitrate?: number }[]): QualityLevel[] {
  const best = new Map<number, { index: number; bitrate: number }>();
  levels.forEach((level, index) => {
    const height = level.height ?? 0;
    if (!(height > 0)) return;
    const bitrate = level.bitrate ?? 0;
    const kept = best.get(height);
    if (!kept || bitrate > kept.bitrate) best.set(height, { index, bitrate });
  });
  return [...best.entries()]
    .map(([height, { index }]) => ({ index, height }))
    .sort((a, b) => b.height - a.height);
}

/** "720p": how a rendition is named in every language. */
export const renditionName = (height: number): string => `${height}p`;

/** What an hls.js error asks the player to do. */
export type HlsErrorOutcome =
  { kind: 'ignore' } | { kind: 'expired' } | { kind: 'recover' } | { kind: 'fatal'; code: PlayerErrorCode };

export interface HlsErrorFacts {
  /** hls.js's ErrorTypes: 'networkError', 'mediaError', 'muxError', 'keySystemError', 'otherError'. */
  type: string;
  fatal: boolean;
  /** The HTTP status of the request that failed, if one did. */
  status?: number;
  /** recoverMediaError was already tried on this source. */
  recoveredOnce: boolean;
}

/**
 * A signed URL that expired (401/403, fatal or not: hls.js would retry it in vain) gets fresh URLs;
 * a fatal media error is recovered in place once (`recoverMediaError`), then it is the file's;
 * a fatal network error is the network's unless the server said the file is not there.
 */
export function hlsErrorOutcome({ type, fatal, status, recoveredOnce }: HlsErrorFacts): HlsErrorOutcome {
  if (status === 401 || status === 403) return { kind: 'expired' };
  if (!fatal) return { kind: 'ignore' };
  if (type === 'networkError') {
    if (status === 404 || status === 410 || (status !== undefined && status >= 500)) {
      return { kind: 'fatal', code: 'media_unavailable' };
    }
    return { kind: 'fatal', code: 'network' };
  }
  if (type === 'mediaError')
    return recoveredOnce ? { kind: 'fatal', code: 'media_unavailable' } : { kind: 'recover' };
  return { kind: 'fatal', code: 'media_unavailable' };
}

/** One option of the quality menu (core/controls/RadioMenu's shape). */
export interface QualityOption {
  value: string;
  label: string;
  testId: string;
}

/**
 * The quality menu: "Auto (720p)" naming the rendition playing while hls.js chooses (plain "Auto"
 * before one plays), then each rendition by height, highest first. Its value is `auto` or the
 * level index pinned.
 */
export function qualityOptions(
  levels: readonly QualityLevel[],
  playingHeight: number | null,
  autoLabel: (rendition: string | null) => string,
): QualityOption[] {
  return [
    {
      value: QUALITY_AUTO,
      label: autoLabel(playingHeight ? renditionName(playingHeight) : null),
      testId: 'quality-auto',
    },
    ...levels.map((level) => ({
      value: String(level.index),
      label: renditionName(level.height),
      testId: `quality-${level.height}`,
    })),
  ];
}

/** hls.js's `currentLevel` for adaptive bitrate. */
export const HLS_AUTO_LEVEL = -1;

/**
 * A choice in the quality menu: the height to keep pinned (null: adaptive) and the level hls.js
 * plays (`currentLevel`, -1 for adaptive). An index the ladder lacks changes nothing (null).
 */
export function pinQuality(
  value: string,
  levels: readonly QualityLevel[],
): { pinnedHeight: number | null; level: number } | null {
  if (value === QUALITY_AUTO) return { pinnedHeight: null, level: HLS_AUTO_LEVEL };
  const level = levels.find((l) => String(l.index) === value);
  return level ? { pinnedHeight: level.height, level: level.index } : null;
}

/**
 * The level a pinned height plays in a (re)loaded ladder: the pin is kept by height, as a refresh
 * of the signed URLs loads the master playlist again. A height the ladder lacks is adaptive.
 */
export function levelForPin(levels: readonly QualityLevel[], pinnedHeight: number | null): number {
  return levels.find((level) => level.height === pinnedHeight)?.index ?? HLS_AUTO_LEVEL;
}

/** The quality menu's value: the pinned level's index, else `auto`. */
export function qualityValue(levels: readonly QualityLevel[], pinnedHeight: number | null): string {
  const level = levelForPin(levels, pinnedHeight);
  return level === HLS_AUTO_LEVEL ? QUALITY_AUTO : String(level);
}
