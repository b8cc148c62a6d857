import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MEDIA_MANIFEST_VERSION, type MediaFile, type MediaManifest } from '../../lib/media-manifest';
import { MediaAssets, commonDirectory, episodeAsset, movieAsset, musicAsset, softwareAssets } from './assets';

const f = (file: string): MediaFile => ({ file, bytes: 1, sha256: '', mimeType: 'video/mp4' });
const video = (key: string) => ({
  key,
  title: key,
  duration: 10,
  video: f(`${key}/v.mp4`),
  poster: null,
  subtitles: [],
});

function manifest(movies: number): MediaManifest {
  return {
    version: MEDIA_MANIFEST_VERSION,
    generatedAt: '2026-01-01T00:00:00.000Z',
    movies: Array.from({ length: movies }, (_, i) => video(`movies/m${i}`)),
    episodes: [video('episodes/e0'), video('episodes/e1')],
    live: {
      key: 'sports',
      segmentSeconds: 4,
      segments: [f('live/sports/0.ts')],
      init: null,
      codecs: '',
      resolution: '1280x720',
      bitrateKbps: 1000,
      language: 'en',
    },
    music: [0, 1, 2].map((i) => ({ key: `t${i}`, title: `t${i}`, duration: 1, audio: f(`music/t${i}.mp3`) })),
    audiobooks: [],
    ebooks: [],
    games: [],
    software: [
      {
        key: 'a-win',
        title: 'A',
        platform: 'windows',
        version: '1',
        fileName: 'a.exe',
        download: f('sw/a.exe'),
      },
      {
        key: 'a-mac',
        title: 'A',
        platform: 'macos',
        version: '1',
        fileName: 'a.dmg',
        download: f('sw/a.dmg'),
      },
      {
        key: 'b-lin',
        title: 'B',
        platform: 'linux',
        version: '1',
        fileName: 'b.tgz',
        download: f('sw/b.tgz'),
      },
    ],
  };
}

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});
function mediaDir(): string {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'ma-assets-'));
  dirs.push(d);
  return d;
}

describe('the media manifest', () => {
  it('is null while missing or broken, and read again once rewritten', async () => {
    const dir = mediaDir();
    const assets = new MediaAssets(dir);
    expect(await assets.manifest()).toBeNull();
    fs.writeFileSync(path.join(dir, 'manifest.json'), '{"version": 1, "movi');
    expect(await assets.manifest()).toBeNull();
    fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest(2)));
    expect((await assets.manifest())?.movies).toHaveLength(2);
    expect(await assets.file('movies/m1/v.mp4')).toMatchObject({ file: 'movies/m1/v.mp4' });
    expect(await assets.file('movies/m9/v.mp4')).toBeUndefined();
  });

  it('is cached until the file changes (mtime or size)', async () => {
    const dir = mediaDir();
    const file = path.join(dir, 'manifest.json');
    fs.writeFileSync(file, JSON.stringify(manifest(2)));
    const assets = new MediaAssets(dir);
    const first = await assets.manifest();
    expect(await assets.manifest()).toBe(first);
    fs.writeFileSync(file, JSON.stringify(manifest(3)));
    const later = new Date(Date.now() + 5_000);
    fs.utimesSync(file, later, later);
    expect((await assets.manifest())?.movies).toHaveLength(3);
  });

  it('refuses a manifest without a playable live stream', async () => {
    const dir = mediaDir();
    fs.writeFileSync(
      path.join(dir, 'manifest.json'),
      JSON.stringify({ ...manifest(1), live: { segments: [] } }),
    );
    expect(await new MediaAssets(dir).manifest()).toBeNull();
  });
});

describe('titles map onto assets by id', () => {
  const m = manifest(3);
  it.each([
    [1, 'movies/m1'],
    [3, 'movies/m0'],
    [2_000_000, 'movies/m2'],
  ])('film %i plays %s', (id, key) => expect(movieAsset(m, id)?.key).toBe(key));

  it('episodes by position, music by track id', () => {
    expect(episodeAsset(m, 3)?.key).toBe('episodes/e1');
    expect(musicAsset(m, 10)?.key).toBe('t1');
  });

  it('software downloads every platform build of one product', () => {
    expect(softwareAssets(m, 2).map((s) => s.platform)).toEqual(['windows', 'macos']);
    expect(softwareAssets(m, 1).map((s) => s.platform)).toEqual(['linux']);
  });

  it('an empty list maps to nothing', () => {
    expect(movieAsset(manifest(0), 5)).toBeNull();
  });
});

describe.each([
  [['movies/m1/v.mp4', 'movies/m1/en.vtt'], 'movies/m1/'],
  [['movies/m1/v.mp4', 'movies/m1/subs/en.vtt'], 'movies/m1/'],
  [['music/t1.mp3', 'music/t2.mp3'], 'music/'],
  [['a/b/c.mp3', 'a/bc/d.mp3'], 'a/'],
  [['ebook.epub'], ''],
  [['movies/m1/v.mp4', 'posters/m1.jpg'], ''],
])('the common directory of %j', (files, dir) => {
  it(`is '${dir}'`, () => expect(commonDirectory(files)).toBe(dir));
});
