/**
 * Audio as the browser plays it (issue 32 point 3): what Chromium plays natively is copied byte for
 * byte (no generation loss, and the tags and chapters stay); anything else becomes AAC in an .m4a
 * with the index at the front (`+faststart`), so playback starts before the whole file arrives.
 *
 * ALAC (Apple Lossless, in .m4a) is transcoded: Chromium and Firefox do not decode it, only Safari
 * does. It becomes AAC at 256 kb/s rather than FLAC, since members stream it over mobile networks.
 */
import fs from 'node:fs';
import path from 'node:path';
import { probeSeconds, runFfmpeg } from './ffmpeg-run';
import { stage } from './staging';

export interface AudioProbe {
  /** ffprobe's codec_name of the first audio stream: 'mp3', 'aac', 'flac', 'opus', 'pcm_s16le', 'alac'… */
  codec: string;
  /** ffprobe's format_name ('mov,mp4,m4a,3gp,3g2,mj2', 'ogg', 'wav'…) or one of its names. */
  container: string;
  /** Seconds when the reader knows them; read from the packaged file otherwise. */
  durationSeconds?: number;
}

export interface PackagedAudio {
  /** Relative to the package folder. */
  file: string;
  mimeType: string;
  transcoded: boolean;
  durationSeconds: number;
}

interface Playable {
  containers: readonly string[];
  codecs: readonly string[];
  ext: string;
  mimeType: string;
}

/** What Chromium's <audio> decodes, per container (media/base/mime_util_internal.cc). */
const PLAYABLE: readonly Playable[] = [
  { containers: ['mp3'], codecs: ['mp3'], ext: '.mp3', mimeType: 'audio/mpeg' },
  {
    containers: ['mp4', 'm4a', 'mov'],
    codecs: ['aac', 'mp3', 'flac', 'opus'],
    ext: '.m4a',
    mimeType: 'audio/mp4',
  },
  { containers: ['aac'], codecs: ['aac'], ext: '.aac', mimeType: 'audio/aac' },
  { containers: ['flac'], codecs: ['flac'], ext: '.flac', mimeType: 'audio/flac' },
  { containers: ['ogg'], codecs: ['vorbis', 'opus', 'flac'], ext: '.ogg', mimeType: 'audio/ogg' },
  { containers: ['webm'], codecs: ['vorbis', 'opus'], ext: '.webm', mimeType: 'audio/webm' },
  {
    containers: ['wav'],
    codecs: ['pcm_u8', 'pcm_s16le', 'pcm_s24le', 'pcm_s32le', 'pcm_f32le'],
    ext: '.wav',
    mimeType: 'audio/wav',
  },
];

const LOSSLESS = new Set(['alac', 'ape', 'wavpack', 'tta', 'truehd', 'mlp', 'pcm_s16be', 'pcm_s24be']);

/**
 * What ffprobe would say of an MP3 or a FLAC file, from what the scan's tag reader (music-metadata)
 * already read: a music library is mostly these, and an ffprobe per track cost more than the rest of
 * its packaging (libraries bench: ~8.5 ms of the main thread per process started). Anything else,
 * or a file whose extension and container disagree, is probed (null).
 */
export function probeFromTags(
  tags: { audioCodec?: string; container?: string; durationSeconds?: number },
  fileName: string,
): AudioProbe | null {
  const ext = path.extname(fileName).toLowerCase();
  const { audioCodec, container, durationSeconds } = tags;
  if (!audioCodec || !container || !(durationSeconds && durationSeconds > 0)) return null;
  if (ext === '.mp3' && container === 'MPEG' && /^MPEG [12](\.5)? Layer 3$/.test(audioCodec))
    return { codec: 'mp3', container: 'mp3', durationSeconds };
  if (ext === '.flac' && container === 'FLAC' && audioCodec === 'FLAC')
    return { codec: 'flac', container: 'flac', durationSeconds };
  return null;
}

/** How a source is delivered: copied (with its extension and type) or null for a transcode. */
export function playableAs(probe: Pick<AudioProbe, 'codec' | 'container'>): Playable | null {
  const containers = probe.container.toLowerCase().split(',');
  const codec = probe.codec.toLowerCase();
  return (
    PLAYABLE.find((p) => p.codecs.includes(codec) && p.containers.some((c) => containers.includes(c))) ?? null
  );
}

export async function packageAudio(input: {
  source: string;
  outDir: string;
  probe: AudioProbe;
  signal?: AbortSignal;
}): Promise<PackagedAudio> {
  const source = path.resolve(input.source);
  const playable = playableAs(input.probe);
  // An audiobook's .m4b keeps its extension: the players show its chapters, and so does any download.
  const m4b = playable?.ext === '.m4a' && path.extname(source).toLowerCase() === '.m4b';
  const file = playable ? `audio${m4b ? '.m4b' : playable.ext}` : 'audio.m4a';
  return stage(input.outDir, input.signal, async (dir) => {
    const out = path.join(dir, file);
    if (playable) {
      await fs.promises.copyFile(source, out);
    } else {
      const bitrate = LOSSLESS.has(input.probe.codec.toLowerCase()) ? '256k' : '192k';
      // Chapters and tags go along (ffmpeg maps both by default); only the first audio stream, no cover video.
      await runFfmpeg(
        ['-i', source, '-map', '0:a:0', '-c:a', 'aac', '-b:a', bitrate, '-movflags', '+faststart', file],
        { cwd: dir, signal: input.signal },
      );
    }
    const known = input.probe.durationSeconds;
    const durationSeconds = known && known > 0 ? known : await probeSeconds(out);
    return { file, mimeType: playable?.mimeType ?? 'audio/mp4', transcoded: !playable, durationSeconds };
  });
}

/** One chapter of an audiobook's file (the scan's chapter facts), in seconds from its start. */
export interface ChapterCut {
  startSeconds: number;
  endSeconds: number;
}

export interface PackagedChapter {
  /** Relative to the package folder: `chapter-001.m4a`… */
  file: string;
  mimeType: string;
  durationSeconds: number;
}

/** `chapter-001.m4a` for the first chapter: sorted as they play. */
export const chapterFileName = (index: number) => `chapter-${String(index + 1).padStart(3, '0')}.m4a`;

/**
 * An M4B cut into one .m4a per chapter, so that the player plays it as it plays a folder of chapter
 * files: AAC (or MP3, FLAC, Opus) is copied stream by stream (no re-encode, a few milliseconds a
 * chapter); what the browser cannot play (ALAC) becomes AAC as packageAudio makes it. Each piece
 * starts at its chapter (`-ss` before the input: a seek, not a read from the start) and lasts until
 * the next; it carries the book's tags but not the chapter list of the whole file. The muxer is
 * named: ffmpeg's `.m4a` one (ipod) refuses the MP3, FLAC and Opus an .m4b may hold.
 */
export async function packageChapters(input: {
  source: string;
  outDir: string;
  probe: AudioProbe;
  chapters: readonly ChapterCut[];
  signal?: AbortSignal;
}): Promise<PackagedChapter[]> {
  const source = path.resolve(input.source);
  const playable = playableAs(input.probe);
  const codec =
    playable?.ext === '.m4a'
      ? ['-c', 'copy']
      : ['-c:a', 'aac', '-b:a', LOSSLESS.has(input.probe.codec.toLowerCase()) ? '256k' : '192k'];
  return stage(input.outDir, input.signal, async (dir) => {
    const out: PackagedChapter[] = [];
    for (const [i, c] of input.chapters.entries()) {
      const file = chapterFileName(i);
      const seconds = Math.max(0, c.endSeconds - c.startSeconds);
      await runFfmpeg(
        [
          ...['-ss', c.startSeconds.toFixed(3), '-i', source, '-t', seconds.toFixed(3)],
          ...['-map', '0:a:0', '-map_chapters', '-1', ...codec, '-movflags', '+faststart', '-f', 'mp4', file],
        ],
        { cwd: dir, signal: input.signal },
      );
      out.push({
        file,
        mimeType: 'audio/mp4',
        durationSeconds: (await probeSeconds(path.join(dir, file))) || seconds,
      });
    }
    return out;
  });
}
