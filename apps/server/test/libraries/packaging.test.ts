import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import HLS from 'hls-parser';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFfmpeg } from '../../src/seed/media/ffmpeg';
import {
  packageAudio,
  packageChapters,
  packageEbook,
  packageGame,
  packageVideo,
  PackagingError,
} from '../../src/modules/libraries/packaging';

const ffmpeg = findFfmpeg();
/** CI sets REQUIRE_E2E=1 (docs/testing.md): there a missing ffmpeg fails these tests instead of skipping them. */
const required = process.env.REQUIRE_E2E === '1';
const ffprobe = (createRequire(import.meta.url)('@ffprobe-installer/ffprobe') as { path: string }).path;

function make(args: string[]) {
  const r = spawnSync(ffmpeg!, ['-hide_banner', '-nostdin', '-y', ...args], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(r.stderr.slice(-2_000));
}

/** The first audio (or video) stream's codec name, as ffprobe reads it. */
function codecOf(file: string, stream: 'a' | 'v' = 'a'): string {
  const r = spawnSync(
    ffprobe,
    [
      '-v',
      'error',
      '-select_streams',
      `${stream}:0`,
      '-show_entries',
      'stream=codec_name',
      '-of',
      'csv=p=0',
      file,
    ],
    { encoding: 'utf8' },
  );
  return r.stdout.trim();
}

/** What is left beside a package: the package itself and any staging folder. */
const siblings = (dir: string) => fs.readdirSync(dir).sort();

describe.skipIf(!ffmpeg && !required)('packaging imported media', () => {
  let work: string;
  let film: string;
  beforeAll(() => {
    if (!ffmpeg) throw new Error('REQUIRE_E2E=1 but no ffmpeg (@ffmpeg-installer/ffmpeg or FFMPEG_PATH)');
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'packaging-test-'));
    film = path.join(work, 'film.mp4');
    make([
      ...['-f', 'lavfi', '-i', 'testsrc=size=1280x720:rate=25:duration=5'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=5'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', film],
    ]);
  });
  afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

  describe('video', () => {
    it('packages a 720p film into a 360p and a 720p rendition with a master playlist hls.js can choose from', async () => {
      const outDir = path.join(work, 'titles', 'film');
      const progress: number[] = [];
      const result = await packageVideo({
        source: film,
        outDir,
        probe: { width: 1280, height: 720, durationSeconds: 5, hasAudio: true },
        onProgress: (f) => progress.push(f),
      });
      expect(result.master).toBe('master.m3u8');
      expect(result.poster).toBe('poster.jpg');
      expect(result.renditions.map((r) => [r.name, r.width, r.height])).toEqual([
        ['360p', 640, 360],
        ['720p', 1280, 720],
      ]);
      expect(result.durationSeconds).toBeCloseTo(5, 0);

      const masterText = fs.readFileSync(path.join(outDir, result.master), 'utf8');
      expect(masterText.endsWith('\n')).toBe(true);
      const master = HLS.parse(masterText);
      if (!master.isMasterPlaylist) throw new Error('not a master playlist');
      expect(
        master.variants.map((v) => [
          v.uri,
          v.bandwidth,
          `${v.resolution?.width}x${v.resolution?.height}`,
          v.codecs,
        ]),
      ).toEqual([
        ['r0/index.m3u8', 928_000, '640x360', 'avc1.4d001f,mp4a.40.2'],
        ['r1/index.m3u8', 2_928_000, '1280x720', 'avc1.640028,mp4a.40.2'],
      ]);

      for (const r of result.renditions) {
        const media = HLS.parse(fs.readFileSync(path.join(outDir, r.playlist), 'utf8'));
        if (media.isMasterPlaylist) throw new Error('not a media playlist');
        expect(media.playlistType).toBe('VOD');
        expect(media.endlist).toBe(true);
        // 5 s in segments of 4 s: two per rung, cut at the same instants in both.
        expect(media.segments.map((s) => Math.round(s.duration))).toEqual([4, 1]);
        const folder = path.join(outDir, path.dirname(r.playlist));
        for (const s of media.segments) expect(fs.statSync(path.join(folder, s.uri)).size).toBeGreaterThan(0);
        const init = media.segments[0]!.map?.uri;
        expect(init).toBeTruthy();
        const video = path.join(work, `${r.name}.mp4`);
        fs.writeFileSync(
          video,
          Buffer.concat(
            [init!, ...media.segments.map((s) => s.uri)].map((f) => fs.readFileSync(path.join(folder, f))),
          ),
        );
        expect(codecOf(video, 'v')).toBe('h264');
        expect(codecOf(video, 'a')).toBe('aac');
      }
      expect(fs.statSync(path.join(outDir, 'poster.jpg')).size).toBeGreaterThan(0);
      expect(progress.length).toBeGreaterThan(0);
      expect(progress.at(-1)).toBe(1);
      expect([...progress].sort((a, b) => a - b)).toEqual(progress);
      expect(siblings(path.dirname(outDir))).toEqual(['film']);
    });

    it('leaves nothing behind when aborted, and keeps the previous package in place', async () => {
      const parent = path.join(work, 'aborted');
      const outDir = path.join(parent, 'film');
      const controller = new AbortController();
      const run = packageVideo({
        source: film,
        outDir,
        probe: { width: 1280, height: 720, durationSeconds: 5, hasAudio: true },
        signal: controller.signal,
        onProgress: () => controller.abort(),
      });
      await expect(run).rejects.toMatchObject({ problem: 'aborted' });
      expect(siblings(parent)).toEqual([]);

      fs.mkdirSync(outDir);
      fs.writeFileSync(path.join(outDir, 'master.m3u8'), 'previous');
      const again = new AbortController();
      again.abort();
      await expect(
        packageVideo({
          source: film,
          outDir,
          probe: { width: 1280, height: 720, durationSeconds: 5, hasAudio: true },
          signal: again.signal,
        }),
      ).rejects.toBeInstanceOf(PackagingError);
      expect(siblings(parent)).toEqual(['film']);
      expect(fs.readFileSync(path.join(outDir, 'master.m3u8'), 'utf8')).toBe('previous');
    });

    it('fails on a file that is not a film without leaving a staging folder', async () => {
      const parent = path.join(work, 'broken');
      const bad = path.join(work, 'broken.mp4');
      fs.writeFileSync(bad, 'not a film');
      await expect(
        packageVideo({
          source: bad,
          outDir: path.join(parent, 'film'),
          probe: { width: 1280, height: 720, durationSeconds: 5, hasAudio: true },
        }),
      ).rejects.toMatchObject({ problem: 'ffmpeg_failed' });
      expect(siblings(parent)).toEqual([]);
    });
  });

  describe('audio', () => {
    it('copies an MP3 the browser plays, byte for byte', async () => {
      const mp3 = path.join(work, 'song.mp3');
      make(['-f', 'lavfi', '-i', 'sine=frequency=330:duration=2', '-c:a', 'libmp3lame', '-b:a', '128k', mp3]);
      const outDir = path.join(work, 'music', 'song');
      const r = await packageAudio({ source: mp3, outDir, probe: { codec: 'mp3', container: 'mp3' } });
      expect(r).toMatchObject({ file: 'audio.mp3', mimeType: 'audio/mpeg', transcoded: false });
      expect(r.durationSeconds).toBeCloseTo(2, 0);
      expect(fs.readFileSync(path.join(outDir, r.file)).equals(fs.readFileSync(mp3))).toBe(true);
    });

    it('serves an M4B as it is, chapters included', async () => {
      const m4b = path.join(work, 'book.m4b');
      const chapters = path.join(work, 'chapters.txt');
      fs.writeFileSync(
        chapters,
        ';FFMETADATA1\n[CHAPTER]\nTIMEBASE=1/1000\nSTART=0\nEND=1000\ntitle=One\n[CHAPTER]\nTIMEBASE=1/1000\nSTART=1000\nEND=2000\ntitle=Two\n',
      );
      make([
        ...['-f', 'lavfi', '-i', 'sine=duration=2', '-i', chapters, '-map', '0:a', '-map_chapters', '1'],
        ...['-c:a', 'aac', '-f', 'mp4', m4b],
      ]);
      const outDir = path.join(work, 'books', 'book');
      const r = await packageAudio({
        source: m4b,
        outDir,
        probe: { codec: 'aac', container: 'mov,mp4,m4a,3gp,3g2,mj2', durationSeconds: 2 },
      });
      expect(r).toEqual({ file: 'audio.m4b', mimeType: 'audio/mp4', transcoded: false, durationSeconds: 2 });
      const probe = spawnSync(
        ffprobe,
        ['-v', 'error', '-show_chapters', '-of', 'json', path.join(outDir, r.file)],
        {
          encoding: 'utf8',
        },
      );
      const titles = (JSON.parse(probe.stdout) as { chapters: { tags: { title: string } }[] }).chapters.map(
        (c) => c.tags.title,
      );
      expect(titles).toEqual(['One', 'Two']);
    });

    it('cuts an M4B into one .m4a per chapter, copying AAC or MP3 and transcoding ALAC', async () => {
      const streams = (file: string) =>
        JSON.parse(
          spawnSync(
            ffprobe,
            ['-v', 'error', '-show_streams', '-show_chapters', '-show_format', '-of', 'json', file],
            { encoding: 'utf8' },
          ).stdout,
        ) as { streams: { codec_name: string }[]; chapters: unknown[]; format: { duration: string } };
      const cuts = [
        { startSeconds: 0, endSeconds: 1 },
        { startSeconds: 1, endSeconds: 3 },
      ];
      const sources: [codec: string, encoder: string, played: string][] = [
        ['aac', 'aac', 'aac'],
        ['mp3', 'libmp3lame', 'mp3'],
        ['alac', 'alac', 'aac'],
      ];
      for (const [codec, encoder, played] of sources) {
        const m4b = path.join(work, `cut-${codec}.m4b`);
        make([
          ...['-f', 'lavfi', '-i', 'sine=duration=3', '-c:a', encoder],
          // The mp4 muxer of the shipped ffmpeg writes no ALAC; its iPod flavour (.m4a, .m4b) does.
          ...['-f', codec === 'alac' ? 'ipod' : 'mp4', m4b],
        ]);
        const outDir = path.join(work, 'books', `cut-${codec}`);
        const r = await packageChapters({
          source: m4b,
          outDir,
          probe: { codec, container: 'mov,mp4,m4a,3gp,3g2,mj2' },
          chapters: cuts,
        });
        expect(r.map((c) => [c.file, c.mimeType])).toEqual([
          ['chapter-001.m4a', 'audio/mp4'],
          ['chapter-002.m4a', 'audio/mp4'],
        ]);
        expect(r[0]!.durationSeconds).toBeCloseTo(1, 0);
        expect(r[1]!.durationSeconds).toBeCloseTo(2, 0);
        for (const c of r) {
          const probed = streams(path.join(outDir, c.file));
          expect(probed.streams.map((st) => st.codec_name)).toEqual([played]);
          expect(probed.chapters).toEqual([]);
          expect(Number(probed.format.duration)).toBeCloseTo(c.durationSeconds, 1);
        }
        expect(fs.readdirSync(outDir).sort()).toEqual(['chapter-001.m4a', 'chapter-002.m4a']);
      }
    });

    it('transcodes WMA, which the browser cannot play, to AAC in an .m4a', async () => {
      const wma = path.join(work, 'song.wma');
      make(['-f', 'lavfi', '-i', 'sine=frequency=550:duration=2', '-c:a', 'wmav2', wma]);
      const outDir = path.join(work, 'music', 'wma');
      const r = await packageAudio({ source: wma, outDir, probe: { codec: 'wmav2', container: 'asf' } });
      expect(r).toMatchObject({ file: 'audio.m4a', mimeType: 'audio/mp4', transcoded: true });
      expect(r.durationSeconds).toBeCloseTo(2, 0);
      expect(codecOf(path.join(outDir, r.file))).toBe('aac');
      expect(siblings(path.dirname(outDir)).filter((f) => f.startsWith('.'))).toEqual([]);
    });
  });

  it('copies an EPUB as it is', async () => {
    const epub = path.join(work, 'book.epub');
    fs.writeFileSync(epub, zipSync({ mimetype: strToU8('application/epub+zip') }));
    const outDir = path.join(work, 'ebooks', 'book');
    expect(await packageEbook({ source: epub, outDir })).toMatchObject({
      file: 'book.epub',
      mimeType: 'application/epub+zip',
    });
    expect(fs.readFileSync(path.join(outDir, 'book.epub')).equals(fs.readFileSync(epub))).toBe(true);
  });

  describe('games', () => {
    const zip = (name: string, files: Record<string, string>) => {
      const file = path.join(work, `${name}.zip`);
      fs.writeFileSync(
        file,
        zipSync(Object.fromEntries(Object.entries(files).map(([k, v]) => [k, strToU8(v)]))),
      );
      return file;
    };

    it('unpacks a game with index.html at the top or in its one folder', async () => {
      const top = await packageGame({
        zip: zip('top', { 'index.html': '<script src="js/game.js"></script>', 'js/game.js': 'run()' }),
        outDir: path.join(work, 'games', 'top'),
      });
      expect(top).toMatchObject({ entry: 'index.html', files: 2 });
      expect(fs.readFileSync(path.join(work, 'games', 'top', 'js', 'game.js'), 'utf8')).toBe('run()');
      const folder = await packageGame({
        zip: zip('folder', { 'Pong/index.html': '<p>pong</p>', 'Pong/a.png': 'x' }),
        outDir: path.join(work, 'games', 'folder'),
      });
      expect(folder.entry).toBe('Pong/index.html');
    });

    it.each([['../evil.js'], ['a/../../evil.js'], ['/etc/evil'], ['C:/evil.js'], ['a\\..\\evil.js']])(
      'refuses the whole zip for the entry %s and writes nothing',
      async (name) => {
        const parent = path.join(work, 'unsafe', name.replace(/[^a-z]/gi, '_'));
        await expect(
          packageGame({
            zip: zip('unsafe', { 'index.html': 'ok', [name]: 'x' }),
            outDir: path.join(parent, 'game'),
          }),
        ).rejects.toMatchObject({ problem: 'unsafe_entry' });
        expect(siblings(parent)).toEqual([]);
        expect(fs.existsSync(path.join(work, 'evil.js'))).toBe(false);
      },
    );

    it('refuses a zip without index.html, and one that inflates past the cap', async () => {
      await expect(
        packageGame({
          zip: zip('noindex', { 'a/game.html': 'x', 'b/c.js': 'y' }),
          outDir: path.join(work, 'g', 'n'),
        }),
      ).rejects.toMatchObject({ problem: 'no_index' });
      await expect(
        packageGame({
          zip: zip('big', { 'index.html': 'x'.repeat(10_000) }),
          outDir: path.join(work, 'g', 'big'),
          maxBytes: 5_000,
        }),
      ).rejects.toMatchObject({ problem: 'too_large' });
      expect(siblings(path.join(work, 'g'))).toEqual([]);
    });
  });
});
