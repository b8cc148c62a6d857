/**
 * The files the libraries benches read (issue 32 point 7), made by the bench itself with the shipped
 * ffmpeg: setup, never measured.
 *
 * - musicLibrary: one short MP3 tone, then `tracks` copies of its audio frames, each behind an ID3v2
 *   tag of its own (node-id3) with title, artist, album artist, album, track number, year and genre,
 *   laid out as Artist/Album/NN Title.mp3, ARTIST_ALBUMS albums of at most TRACKS_PER_ALBUM tracks
 *   per artist (a title holds at most 99 tracks). The names are made-up words, unique per album, so
 *   a search for one album finds that album.
 * - film: a 1080p test picture (testsrc2) with a sine tone, H.264 and AAC in an MP4.
 */
import fs from 'node:fs';
import path from 'node:path';
import NodeID3 from 'node-id3';
import { findFfmpeg, runFfmpeg } from '../src/seed/media/ffmpeg';

export const TRACKS_PER_ALBUM = 10;
export const ARTIST_ALBUMS = 5;
const GENRES = ['Rock', 'Jazz', 'Pop', 'Electronic', 'Folk', 'Classical', 'Soul', 'Blues'];
const ONSETS = ['b', 'd', 'f', 'g', 'k', 'l', 'm', 'n', 'p', 'r', 's', 't', 'v', 'z', 'br', 'tr', 'st', 'gl'];
const VOWELS = ['a', 'e', 'i', 'o', 'u', 'ai', 'ou'];

/** A made-up word of three syllables, one per n (n < 18 × 7 × 18 × 7 × 18 × 7): unique, pronounceable. */
function word(n: number): string {
  let s = '';
  for (let i = 0; i < 3; i++) {
    s += ONSETS[n % ONSETS.length]! + VOWELS[Math.floor(n / ONSETS.length) % VOWELS.length]!;
    n = Math.floor(n / (ONSETS.length * VOWELS.length));
  }
  return s[0]!.toUpperCase() + s.slice(1);
}

export interface GeneratedTrack {
  relPath: string;
  artist: string;
  album: string;
  title: string;
  track: number;
}

/** What musicLibrary wrote: one track per album is enough to check the scan against. */
export interface MusicLibrary {
  dir: string;
  tracks: number;
  albums: number;
  /** The first track of every album. */
  firstTracks: GeneratedTrack[];
}

function ffmpeg(): string {
  const bin = findFfmpeg();
  if (!bin) throw new Error('no ffmpeg on this platform (@ffmpeg-installer/ffmpeg, or FFMPEG_PATH)');
  return bin;
}

/** One second of a tone as MP3 frames only (no tag of ffmpeg's, no Xing header): the copies' audio. */
async function toneFrames(workDir: string): Promise<Buffer> {
  const file = path.join(workDir, 'tone.mp3');
  await runFfmpeg(ffmpeg(), [
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:duration=1',
    '-c:a',
    'libmp3lame',
    '-b:a',
    '64k',
    '-write_xing',
    '0',
    '-id3v2_version',
    '0',
    '-map_metadata',
    '-1',
    file,
  ]);
  const bytes = fs.readFileSync(file);
  fs.rmSync(file);
  return bytes;
}

/** Writes `tracks` tagged MP3s under `dir` (made if need be). */
export async function musicLibrary(dir: string, tracks: number): Promise<MusicLibrary> {
  fs.mkdirSync(dir, { recursive: true });
  const frames = await toneFrames(dir);
  const firstTracks: GeneratedTrack[] = [];
  let albums = 0;
  for (let n = 0; n < tracks; n++) {
    const albumIndex = Math.floor(n / TRACKS_PER_ALBUM);
    const artistIndex = Math.floor(albumIndex / ARTIST_ALBUMS);
    const track = (n % TRACKS_PER_ALBUM) + 1;
    const artist = `${word(artistIndex * 7 + 3)} ${word(artistIndex * 11 + 5)}`;
    const album = `${word(albumIndex * 13 + 17)} ${word(albumIndex * 29 + 1)}`;
    const title = `${word(n * 31 + 7)} ${word(n * 37 + 2)}`;
    const albumDir = path.join(dir, artist, album);
    if (track === 1) {
      fs.mkdirSync(albumDir, { recursive: true });
      albums++;
    }
    const name = `${String(track).padStart(2, '0')} ${title}.mp3`;
    const tag = NodeID3.create({
      title,
      artist,
      performerInfo: artist,
      album,
      trackNumber: `${track}/${TRACKS_PER_ALBUM}`,
      year: String(1970 + (albumIndex % 55)),
      genre: GENRES[albumIndex % GENRES.length]!,
    });
    fs.writeFileSync(path.join(albumDir, name), Buffer.concat([tag, frames]));
    if (track === 1) firstTracks.push({ relPath: `${artist}/${album}/${name}`, artist, album, title, track });
  }
  return { dir, tracks, albums, firstTracks };
}

/** A `seconds`-long 1920×1080 film at 25 fps with a stereo tone: H.264 (ultrafast) and AAC in MP4. */
export async function film(file: string, seconds: number): Promise<void> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await runFfmpeg(ffmpeg(), [
    '-f',
    'lavfi',
    '-i',
    `testsrc2=size=1920x1080:rate=25:duration=${seconds}`,
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=440:duration=${seconds}:sample_rate=48000`,
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-b:a',
    '128k',
    '-ac',
    '2',
    '-metadata',
    'title=The Bench Film',
    '-movflags',
    '+faststart',
    file,
  ]);
}
