/**
 * A film or an episode as HLS (issue 32 point 3): one ffmpeg run decodes the source once, splits the
 * picture into the rungs of `chooseLadder` (H.264 + AAC, keyframes forced on the same instants in
 * every rung so a player can switch at any segment boundary), and writes fMP4 segments of about
 * SEGMENT_SECONDS per rung. The master playlist is written here, not by ffmpeg: the shipped build
 * (2018) leaves `-master_pl_name` empty with fMP4 and crashes with TS, and here it carries exactly
 * the BANDWIDTH, RESOLUTION and CODECS the ladder asked for, which hls.js needs to choose.
 */
import fs from 'node:fs';
import path from 'node:path';
import HLS from 'hls-parser';
import { chooseLadder, rungVideoCodec, type LadderRung } from '@member-area/domain';
import { runFfmpeg } from './ffmpeg-run';
import { PackagingError, stage } from './staging';

export const SEGMENT_SECONDS = 4;
export const MASTER_PLAYLIST = 'master.m3u8';
export const POSTER_FILE = 'poster.jpg';
const AAC_CODEC = 'mp4a.40.2';

export interface VideoProbe {
  width: number;
  height: number;
  durationSeconds: number;
  hasAudio: boolean;
}

export interface PackagedRendition {
  name: string;
  width: number;
  height: number;
  /** Bits per second the master playlist announces. */
  bandwidth: number;
  codecs: string;
  /** The rendition's playlist, relative to the package folder (`r0/index.m3u8`). */
  playlist: string;
}

export interface PackagedVideo {
  master: string;
  renditions: PackagedRendition[];
  /** Seconds, the sum of the top rendition's segments. */
  durationSeconds: number;
  poster: string;
}

export interface PackageVideoInput {
  source: string;
  outDir: string;
  probe: VideoProbe;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** The ffmpeg arguments of one ladder run, relative to the staging folder (its cwd). */
export function ladderArgs(source: string, rungs: readonly LadderRung[], hasAudio: boolean): string[] {
  const split = rungs.map((_, i) => `[v${i}]`).join('');
  const scales = rungs.map((r, i) => `[v${i}]scale=${r.width}:${r.height}[o${i}]`).join(';');
  const graph = `[0:v:0]format=yuv420p,split=${rungs.length}${split};${scales}`;
  const args = ['-i', source, '-filter_complex', graph];
  for (const [i] of rungs.entries()) {
    args.push('-map', `[o${i}]`);
    if (hasAudio) args.push('-map', '0:a:0');
  }
  args.push('-c:v', 'libx264', '-preset', 'veryfast', '-sc_threshold', '0');
  // A keyframe at every segment boundary, at the same instant in every rung.
  args.push('-force_key_frames', `expr:gte(t,n_forced*${SEGMENT_SECONDS})`);
  for (const [i, r] of rungs.entries()) {
    const kbps = Math.round(r.videoBitrate / 1000);
    args.push(
      `-profile:v:${i}`,
      r.profile,
      `-level:v:${i}`,
      r.level,
      `-b:v:${i}`,
      `${kbps}k`,
      `-maxrate:v:${i}`,
      `${kbps}k`,
      `-bufsize:v:${i}`,
      `${kbps * 2}k`,
    );
  }
  if (hasAudio) args.push('-c:a', 'aac', '-b:a', `${Math.round(rungs[0]!.audioBitrate / 1000)}k`, '-ac', '2');
  const streams = rungs.map((_, i) => (hasAudio ? `v:${i},a:${i}` : `v:${i}`)).join(' ');
  args.push(
    '-f',
    'hls',
    '-hls_time',
    String(SEGMENT_SECONDS),
    '-hls_playlist_type',
    'vod',
    '-hls_flags',
    'independent_segments',
    '-hls_segment_type',
    'fmp4',
    '-hls_fmp4_init_filename',
    'init.mp4',
    '-var_stream_map',
    streams,
    '-hls_segment_filename',
    'r%v/seg-%05d.m4s',
    'r%v/index.m3u8',
  );
  return args;
}

function masterPlaylist(renditions: readonly PackagedRendition[]): string {
  const { MasterPlaylist, Variant } = HLS.types;
  return HLS.stringify(
    new MasterPlaylist({
      version: 7,
      independentSegments: true,
      variants: renditions.map(
        (r) =>
          new Variant({
            uri: r.playlist,
            bandwidth: r.bandwidth,
            resolution: { width: r.width, height: r.height },
            codecs: r.codecs,
          }),
      ),
    }),
  );
}

/** Seconds a media playlist lasts (the sum of its EXTINF). */
export async function playlistSeconds(file: string): Promise<number> {
  const parsed = HLS.parse(await fs.promises.readFile(file, 'utf8'));
  if (parsed.isMasterPlaylist) return 0;
  return parsed.segments.reduce((s, seg) => s + seg.duration, 0);
}

export async function packageVideo(input: PackageVideoInput): Promise<PackagedVideo> {
  const { probe, onProgress, signal } = input;
  const rungs = chooseLadder(probe);
  if (rungs.length === 0) throw new PackagingError('no_picture', `${input.source} has no picture to package`);
  const source = path.resolve(input.source);
  return stage(input.outDir, signal, async (dir) => {
    const duration = probe.durationSeconds > 0 ? probe.durationSeconds : 0;
    const report = (seconds: number) => {
      if (duration > 0 && onProgress) onProgress(Math.max(0, Math.min(0.99, seconds / duration)));
    };
    for (const i of rungs.keys()) await fs.promises.mkdir(path.join(dir, `r${i}`));
    await runFfmpeg(ladderArgs(source, rungs, probe.hasAudio), { cwd: dir, signal, onTime: report });

    const renditions: PackagedRendition[] = rungs.map((r, i) => ({
      name: r.name,
      width: r.width,
      height: r.height,
      bandwidth: probe.hasAudio ? r.bandwidth : r.videoBitrate,
      codecs: probe.hasAudio ? `${rungVideoCodec(r)},${AAC_CODEC}` : rungVideoCodec(r),
      playlist: `r${i}/index.m3u8`,
    }));
    // RFC 8216 lines end with a line feed; hls-parser leaves the last one off.
    await fs.promises.writeFile(path.join(dir, MASTER_PLAYLIST), `${masterPlaylist(renditions)}\n`);

    // The poster: a frame a tenth of the way in (past black openings), at the top rung's size.
    const top = rungs[rungs.length - 1]!;
    const at = Math.min(60, duration * 0.1);
    await runFfmpeg(
      [
        '-ss',
        at.toFixed(3),
        '-i',
        source,
        '-frames:v',
        '1',
        '-vf',
        `scale=${top.width}:${top.height}`,
        '-q:v',
        '3',
        POSTER_FILE,
      ],
      {
        cwd: dir,
        signal,
      },
    );
    const durationSeconds = await playlistSeconds(
      path.join(dir, renditions[renditions.length - 1]!.playlist),
    );
    onProgress?.(1);
    return { master: MASTER_PLAYLIST, renditions, durationSeconds, poster: POSTER_FILE };
  });
}
