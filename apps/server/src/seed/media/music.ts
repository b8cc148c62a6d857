import fs from 'node:fs/promises';
import path from 'node:path';
import { probeDuration, runFfmpeg } from './ffmpeg';
import { describeFile, MIME, scratchFile } from './files';
import type { AudioAsset } from '../../lib/media-manifest';
import { renderSong, wavBytes, type SongSpec } from './synth';
import type { EncodeContext } from './video';

type Track = { title: string } & Omit<SongSpec, 'seed'>;

const STRAIGHT = [1, 0, 1, 0, 1, 0, 1, 0];
const DRIVING = [1, 1, 1, 1, 1, 1, 1, 1];
const SYNCOPATED = [1, 0, 0, 1, 0, 0, 1, 0];
const WALKING = [1, 0, 1, 1, 0, 1, 1, 0];

/** Twelve tracks in different keys, modes and tempi (tonic in semitones from A4). */
export const TRACKS: Track[] = [
  {
    title: 'Morning Ferry',
    seconds: 44,
    bpm: 104,
    tonic: -9,
    mode: 'major',
    progression: [0, 7, 9, 5],
    drums: 0.8,
    brightness: 0.4,
    bassPattern: WALKING,
  },
  {
    title: 'Neon Rain',
    seconds: 48,
    bpm: 122,
    tonic: -7,
    mode: 'minor',
    progression: [0, 8, 3, 10],
    drums: 1,
    brightness: 0.9,
    bassPattern: DRIVING,
  },
  {
    title: 'Paper Kites',
    seconds: 40,
    bpm: 96,
    tonic: -4,
    mode: 'major',
    progression: [0, 5, 9, 7],
    drums: 0.6,
    brightness: 0.2,
    bassPattern: STRAIGHT,
  },
  {
    title: 'Night Bus',
    seconds: 52,
    bpm: 88,
    tonic: -11,
    mode: 'minor',
    progression: [0, 5, 8, 7],
    drums: 0.7,
    brightness: 0.5,
    bassPattern: SYNCOPATED,
  },
  {
    title: 'Copper Sun',
    seconds: 46,
    bpm: 116,
    tonic: -2,
    mode: 'major',
    progression: [0, 9, 5, 7],
    drums: 1,
    brightness: 0.7,
    bassPattern: WALKING,
  },
  {
    title: 'Glass Garden',
    seconds: 42,
    bpm: 76,
    tonic: 0,
    mode: 'major',
    progression: [0, 4, 9, 5],
    drums: 0.3,
    brightness: 0.1,
    bassPattern: STRAIGHT,
  },
  {
    title: 'Lighthouse',
    seconds: 56,
    bpm: 92,
    tonic: -5,
    mode: 'minor',
    progression: [0, 10, 8, 7],
    drums: 0.6,
    brightness: 0.3,
    bassPattern: SYNCOPATED,
  },
  {
    title: 'Summer Arcade',
    seconds: 38,
    bpm: 132,
    tonic: -3,
    mode: 'major',
    progression: [0, 5, 7, 5],
    drums: 1,
    brightness: 1,
    bassPattern: DRIVING,
  },
  {
    title: 'Slow Orbit',
    seconds: 50,
    bpm: 70,
    tonic: -8,
    mode: 'minor',
    progression: [0, 3, 8, 10],
    drums: 0.4,
    brightness: 0.2,
    bassPattern: STRAIGHT,
  },
  {
    title: 'City Lines',
    seconds: 44,
    bpm: 110,
    tonic: -6,
    mode: 'minor',
    progression: [0, 8, 10, 7],
    drums: 0.9,
    brightness: 0.6,
    bassPattern: WALKING,
  },
  {
    title: 'Harbour Waltz',
    seconds: 40,
    bpm: 100,
    tonic: -10,
    mode: 'major',
    progression: [0, 7, 5, 7],
    drums: 0.5,
    brightness: 0.3,
    bassPattern: SYNCOPATED,
  },
  {
    title: 'Last Train Home',
    seconds: 58,
    bpm: 84,
    tonic: -1,
    mode: 'minor',
    progression: [0, 5, 3, 7],
    drums: 0.7,
    brightness: 0.4,
    bassPattern: WALKING,
  },
];

export async function encodeTrack(index: number, ctx: EncodeContext): Promise<AudioAsset> {
  const track = TRACKS[index]!;
  const key = `track-${String(index + 1).padStart(2, '0')}`;
  const seconds = Math.max(2, track.seconds * ctx.durationScale);
  const wav = await scratchFile(
    ctx.scratch,
    `music/${key}.wav`,
    wavBytes(renderSong({ ...track, seconds, seed: index + 1 })),
  );
  const rel = `music/${key}.mp3`;
  const file = path.join(ctx.out, 'music', `${key}.mp3`);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await runFfmpeg(ctx.ffmpeg, [
    '-i',
    wav,
    '-c:a',
    'libmp3lame',
    '-b:a',
    '128k',
    '-metadata',
    `title=${track.title}`,
    '-metadata',
    'artist=Demo Ensemble',
    file,
  ]);
  return {
    key,
    title: track.title,
    duration: await probeDuration(ctx.ffmpeg, file),
    audio: await describeFile(ctx.out, rel, MIME.mp3),
  };
}
