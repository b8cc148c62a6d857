/**
 * The HLS rendition ladder of an imported film or episode (issue 32 point 3): which renditions a
 * source is packaged into. A rung is a box (640x360, 1280x720, 1920x1080) the picture is scaled to
 * fit, keeping its aspect ratio; a rung the source would have to be enlarged for is left out, since
 * upscaling only spends bandwidth on pixels that carry nothing. A source smaller than the first box
 * gets one rendition at its own size.
 */

export interface LadderRung {
  /** '360p', '720p', '1080p', or '<height>p' for a source below the first box. */
  name: string;
  /** Even (H.264 with 4:2:0 chroma needs even dimensions). */
  width: number;
  height: number;
  /** H.264 profile: Main for the smallest rung (older and low-end decoders), High above. */
  profile: 'main' | 'high';
  /**
   * H.264 level announced in CODECS: high enough for the box at up to 60 frames a second (3.1, 4.0,
   * 4.2), so a player never refuses a rendition its decoder could play.
   */
  level: '3.1' | '4.0' | '4.2';
  /** Target video bitrate in bits per second (also the cap, with a buffer of twice it). */
  videoBitrate: number;
  audioBitrate: number;
  /** What the master playlist announces: video plus audio, in bits per second. */
  bandwidth: number;
}

interface Box {
  name: string;
  width: number;
  height: number;
  profile: 'main' | 'high';
  level: '3.1' | '4.0' | '4.2';
  videoBitrate: number;
}

export const LADDER_BOXES: readonly Box[] = [
  { name: '360p', width: 640, height: 360, profile: 'main', level: '3.1', videoBitrate: 800_000 },
  { name: '720p', width: 1280, height: 720, profile: 'high', level: '4.0', videoBitrate: 2_800_000 },
  { name: '1080p', width: 1920, height: 1080, profile: 'high', level: '4.2', videoBitrate: 5_000_000 },
];
export const LADDER_AUDIO_BITRATE = 128_000;
/** Below this a picture is not worth encoding at all (a 2x2 video still decodes). */
const MIN_VIDEO_BITRATE = 100_000;

const even = (n: number) => Math.max(2, Math.floor(n / 2) * 2);

/**
 * A rung's bitrate follows the pixels it really has: a 2.39:1 film in the 1080p box has a third
 * fewer lines than 16:9, and needs that much less to look the same.
 */
function rung(box: Box, width: number, height: number, name = box.name): LadderRung {
  const share = (width * height) / (box.width * box.height);
  const videoBitrate = Math.max(MIN_VIDEO_BITRATE, Math.round((box.videoBitrate * share) / 1_000) * 1_000);
  return {
    name,
    width,
    height,
    profile: box.profile,
    level: box.level,
    videoBitrate,
    audioBitrate: LADDER_AUDIO_BITRATE,
    bandwidth: videoBitrate + LADDER_AUDIO_BITRATE,
  };
}

/** The renditions of a source of this size, smallest first; empty for a source without a picture. */
export function chooseLadder(source: { width: number; height: number }): LadderRung[] {
  const { width, height } = source;
  if (!(width > 0 && height > 0 && Number.isFinite(width) && Number.isFinite(height))) return [];
  const out: LadderRung[] = [];
  for (const box of LADDER_BOXES) {
    const scale = Math.min(box.width / width, box.height / height);
    if (scale > 1) continue; // would enlarge the source
    out.push(rung(box, even(width * scale), even(height * scale)));
  }
  if (out.length === 0) {
    const w = even(width);
    const h = even(height);
    out.push(rung(LADDER_BOXES[0]!, w, h, `${h}p`));
  }
  return out;
}

/** The RFC 6381 codec of a rung's video, as CODECS names it (`avc1.4d401f` is Main at level 3.1). */
export function rungVideoCodec(r: Pick<LadderRung, 'profile' | 'level'>): string {
  const profile = r.profile === 'main' ? '4d' : '64';
  const level = Math.round(Number(r.level) * 10)
    .toString(16)
    .padStart(2, '0');
  return `avc1.${profile}00${level}`;
}
