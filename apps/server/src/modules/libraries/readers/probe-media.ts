/** Streams, duration, chapters and container tags of a film, episode or audio file, by ffprobe (issue 32 point 2). */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { extensionMatchesContainer } from '@member-area/domain';
import { findFfprobe } from '../../../lib/media-tools';
import { readHead, sniffContradicts, sniffFormat } from './magic';
import { checkFile, fail, ok, type ReadProblem, type ReadResult } from './result';
import { isBrokenTagText } from './tag-encoding';

export interface ProbedVideoStream {
  codec: string;
  width: number;
  height: number;
  /** Bits per second; null when the container does not say (MKV often does not). */
  bitRate: number | null;
  /** Frames per second (avg_frame_rate, else r_frame_rate); null when unknown. */
  frameRate: number | null;
}

export interface ProbedAudioStream {
  codec: string;
  channels: number;
  sampleRate: number;
  bitRate: number | null;
  /** The stream's language tag (ISO 639-2, e.g. `eng`), when it has one. */
  language: string | null;
}

export interface ProbedChapter {
  title: string | null;
  startSeconds: number;
  endSeconds: number;
}

export interface ProbedMedia {
  /** ffprobe's format_name, e.g. `mov,mp4,m4a,3gp,3g2,mj2` or `matroska,webm`. */
  formatName: string;
  durationSeconds: number | null;
  bitRate: number | null;
  /** The largest video stream that is not a cover picture (attached_pic). */
  video: ProbedVideoStream | null;
  /** The index of the first cover picture stream (disposition attached_pic), when the file has one. */
  attachedPicture: number | null;
  /** The default audio stream, else the one with most channels. */
  audio: ProbedAudioStream | null;
  audioStreamCount: number;
  chapters: ProbedChapter[];
  /** Container tags with lower-case keys (title, artist, album, date, genre, comment, description, show, season_number, episode_id…). */
  tags: Record<string, string>;
  /** `broken_tag_encoding` with the tag's key in `detail`; that tag is left out of `tags`. */
  warnings: ReadProblem[];
}

export interface ProbeOptions {
  signal?: AbortSignal;
  /** Default 30 s: ffprobe reads headers, so a longer wait is a stuck file system or a hostile file. */
  timeoutMs?: number;
}

/** The part of ffprobe's JSON the reader uses. */
interface FfprobeJson {
  format?: { format_name?: string; duration?: string; bit_rate?: string; tags?: Record<string, string> };
  streams?: Array<{
    index?: number;
    codec_type?: string;
    codec_name?: string;
    width?: number;
    height?: number;
    bit_rate?: string;
    avg_frame_rate?: string;
    r_frame_rate?: string;
    channels?: number;
    sample_rate?: string;
    disposition?: { default?: number; attached_pic?: number };
    tags?: Record<string, string>;
  }>;
  chapters?: Array<{ start_time?: string; end_time?: string; tags?: Record<string, string> }>;
}

const STDOUT_MAX = 16 * 1024 * 1024;

/**
 * ffprobe's messages for a file that stops early (a copy cut short). "moov atom not found" is one
 * of them only when the file starts as media: text named .mp4 says it too (see sniffFormat).
 */
const TRUNCATED =
  /partial file|truncat|end of file|unexpected eof|stream ends prematurely|premature end|incomplete frame|packet too small/i;
const NO_INDEX = /moov atom not found/i;

function num(value: string | number | undefined): number | null {
  if (value === undefined || value === '' || value === 'N/A') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

function rate(value: string | undefined): number | null {
  const m = /^(\d+)\/(\d+)$/.exec(value ?? '');
  if (!m || Number(m[2]) === 0 || Number(m[1]) === 0) return null;
  return Math.round((Number(m[1]) / Number(m[2])) * 1000) / 1000;
}

function lowerKeys(tags: Record<string, string> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(tags ?? {})) if (typeof v === 'string') out[k.toLowerCase()] = v;
  return out;
}

function runFfprobe(
  bin: string,
  absPath: string,
  opts: ProbeOptions,
): Promise<{ code: number | null; stdout: string; stderr: string; timedOut: boolean; aborted: boolean }> {
  return new Promise((resolve) => {
    const child = spawn(
      bin,
      [
        '-v',
        'error',
        '-hide_banner',
        '-print_format',
        'json',
        '-show_format',
        '-show_streams',
        '-show_chapters',
        '-i',
        absPath,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    let aborted = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, opts.timeoutMs ?? 30_000);
    const onAbort = () => {
      aborted = true;
      child.kill('SIGKILL');
    };
    opts.signal?.addEventListener('abort', onAbort, { once: true });
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      if (stdout.length < STDOUT_MAX) stdout += chunk;
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-8_000);
    });
    const done = (code: number | null) => {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onAbort);
      resolve({ code, stdout, stderr, timedOut, aborted });
    };
    child.on('error', (err) => {
      stderr += err.message;
      done(-1);
    });
    child.on('close', (code) => done(code));
  });
}

/**
 * Reads what ffprobe says about `absPath`. Never throws for a bad file: an empty file is
 * `empty_file`, a file cut short `truncated_media`, bytes ffprobe cannot read `corrupt_media`, a
 * container its extension does not name `wrong_extension`. An abort through `signal` answers
 * `unreadable_file` with detail 'aborted' (the job is being stopped, not the file judged).
 */
export async function probeMedia(absPath: string, opts: ProbeOptions = {}): Promise<ReadResult<ProbedMedia>> {
  const checked = await checkFile(absPath);
  if (!checked.ok) return checked;
  const bin = findFfprobe();
  if (!bin) return fail('probe_unavailable');
  if (opts.signal?.aborted) return fail('unreadable_file', 'aborted');

  const run = await runFfprobe(bin, absPath, opts);
  if (run.aborted) return fail('unreadable_file', 'aborted');
  if (run.timedOut) return fail('probe_timeout');
  // ffprobe prefixes its messages with the path; the operator knows which file it is.
  const lastLine = run.stderr.trim().split('\n').at(-1)?.replace(`${absPath}: `, '').slice(0, 300);
  if (run.code !== 0) {
    if (run.code === -1) return fail('probe_unavailable', lastLine);
    const sniffed = sniffFormat(await readHead(absPath));
    const ext = path.extname(absPath).slice(1);
    if (sniffContradicts(sniffed, ext)) return fail('wrong_extension', `.${ext} holds ${sniffed}`);
    const cutShort = TRUNCATED.test(run.stderr) || (NO_INDEX.test(run.stderr) && sniffed !== null);
    return fail(cutShort && sniffed !== null ? 'truncated_media' : 'corrupt_media', lastLine);
  }
  let json: FfprobeJson;
  try {
    json = JSON.parse(run.stdout) as FfprobeJson;
  } catch {
    return fail('corrupt_media', 'ffprobe gave no readable answer');
  }
  // ffprobe exits 0 on a file whose index is complete but whose data stops early.
  if (TRUNCATED.test(run.stderr)) return fail('truncated_media', lastLine);
  const formatName = json.format?.format_name;
  const streams = json.streams ?? [];
  if (!formatName || streams.length === 0) return fail('corrupt_media', lastLine ?? 'no streams');
  const ext = path.extname(absPath).slice(1);
  if (!extensionMatchesContainer(ext, formatName))
    return fail('wrong_extension', `.${ext} holds ${formatName}`);

  const videos = streams.filter(
    (s) => s.codec_type === 'video' && s.disposition?.attached_pic !== 1 && s.width && s.height,
  );
  const picture = streams.find((s) => s.codec_type === 'video' && s.disposition?.attached_pic === 1);
  const bestVideo = videos.sort((a, b) => b.width! * b.height! - a.width! * a.height!)[0];
  const audios = streams.filter((s) => s.codec_type === 'audio');
  const bestAudio = [...audios].sort(
    (a, b) =>
      (b.disposition?.default ?? 0) - (a.disposition?.default ?? 0) || (b.channels ?? 0) - (a.channels ?? 0),
  )[0];

  const warnings: ReadProblem[] = [];
  const tags: Record<string, string> = {};
  for (const [key, value] of Object.entries(lowerKeys(json.format?.tags))) {
    if (isBrokenTagText(value)) warnings.push({ problem: 'broken_tag_encoding', detail: key });
    else tags[key] = value;
  }

  return ok({
    formatName,
    durationSeconds: num(json.format?.duration),
    bitRate: num(json.format?.bit_rate),
    video: bestVideo
      ? {
          codec: bestVideo.codec_name ?? 'unknown',
          width: bestVideo.width!,
          height: bestVideo.height!,
          bitRate: num(bestVideo.bit_rate),
          frameRate: rate(bestVideo.avg_frame_rate) ?? rate(bestVideo.r_frame_rate),
        }
      : null,
    attachedPicture: picture?.index ?? null,
    audio: bestAudio
      ? {
          codec: bestAudio.codec_name ?? 'unknown',
          channels: bestAudio.channels ?? 0,
          sampleRate: num(bestAudio.sample_rate) ?? 0,
          bitRate: num(bestAudio.bit_rate),
          language: lowerKeys(bestAudio.tags).language ?? null,
        }
      : null,
    audioStreamCount: audios.length,
    chapters: (json.chapters ?? []).map((c) => ({
      title: lowerKeys(c.tags).title ?? null,
      startSeconds: num(c.start_time) ?? 0,
      endSeconds: num(c.end_time) ?? 0,
    })),
    tags,
    warnings,
  });
}
