import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOK_SOURCES, buildBook } from '../src/seed/media/books';
import { chapterFile, writeEpub } from '../src/seed/media/epub';
import { findFfmpeg, probeDuration } from '../src/seed/media/ffmpeg';
import { GAMES, gameSourceUrl } from '../src/seed/media/games';
import { ensureDemoMedia } from '../src/seed/media';
import { MEDIA_MANIFEST_VERSION, type MediaFile, type MediaManifest } from '../src/lib/media-manifest';
import { SUBTITLE_LANGUAGES, toWebVtt } from '../src/seed/media/stories';
import { tar } from '../src/seed/media/software';
import { ebookPageCount } from '../src/lib/media-manifest';
import {
  audiobookAsset,
  ebookAsset,
  episodeAsset,
  movieAsset,
  musicAsset,
} from '../src/modules/playback/assets';
import { seedDemoData } from '../src/seed';
import { FIXTURE_LOG2_N } from './fixtures';
import { createTestDb, DIALECTS, type TestDb } from './harness';

/** Rows by their title (media_id), in the order given. */
function groupBy<R extends { media_id: number }>(rows: R[]): Map<number, R[]> {
  const out = new Map<number, R[]>();
  for (const r of rows) {
    const list = out.get(Number(r.media_id)) ?? [];
    list.push(r);
    out.set(Number(r.media_id), list);
  }
  return out;
}

describe('EPUB writer', () => {
  const book = buildBook(BOOK_SOURCES[0]!);
  const bytes = writeEpub(book);
  const files = unzipSync(bytes);

  it('puts an uncompressed "mimetype" entry first, as the OCF container rule requires', () => {
    const view = new DataView(bytes.buffer, bytes.byteOffset);
    expect(view.getUint32(0, true)).toBe(0x04034b50); // local file header
    expect(view.getUint16(8, true)).toBe(0); // method 0: stored
    const nameLength = view.getUint16(26, true);
    const extraLength = view.getUint16(28, true);
    expect(strFromU8(bytes.subarray(30, 30 + nameLength))).toBe('mimetype');
    const start = 30 + nameLength + extraLength;
    expect(strFromU8(bytes.subarray(start, start + 20))).toBe('application/epub+zip');
  });

  it('has the container, a package with a unique identifier and dcterms:modified, and a nav document', () => {
    expect(strFromU8(files['META-INF/container.xml']!)).toContain('full-path="OEBPS/package.opf"');
    const opf = strFromU8(files['OEBPS/package.opf']!);
    expect(opf).toMatch(/unique-identifier="book-id"/);
    expect(opf).toMatch(/<dc:identifier id="book-id">urn:uuid:[0-9a-f-]{36}<\/dc:identifier>/);
    expect(opf).toMatch(/<meta property="dcterms:modified">\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/meta>/);
    expect(opf).toContain('properties="nav"');
    expect(files['OEBPS/nav.xhtml']).toBeDefined();
    expect(files['OEBPS/styles.css']).toBeDefined();
    expect(strFromU8(files['OEBPS/cover.svg']!)).toContain('<svg');
  });

  it('lists every chapter in the table of contents, in spine order', () => {
    const nav = strFromU8(files['OEBPS/nav.xhtml']!);
    expect(nav).toContain('epub:type="toc"');
    const hrefs = [...nav.matchAll(/<a href="([^"]+)">([^<]+)<\/a>/g)].map((m) => [m[1], m[2]]);
    expect(hrefs).toEqual(book.chapters.map((c, i) => [chapterFile(i), c.title.replace(/&/g, '&amp;')]));
    const opf = strFromU8(files['OEBPS/package.opf']!);
    const spine = [...opf.matchAll(/<itemref idref="(ch\d+)"/g)].map((m) => m[1]);
    expect(spine).toEqual(book.chapters.map((_, i) => `ch${i + 1}`));
    for (const [href] of hrefs) expect(files[`OEBPS/${href}`]).toBeDefined();
  });

  it('gives every book 6–10 chapters of several screens of prose', () => {
    for (const source of BOOK_SOURCES) {
      const b = buildBook(source);
      expect(b.chapters.length).toBeGreaterThanOrEqual(6);
      expect(b.chapters.length).toBeLessThanOrEqual(10);
      for (const c of b.chapters) {
        const words = c.paragraphs.join(' ').split(/\s+/).length;
        expect(words, `${source.key} / ${c.title}`).toBeGreaterThan(500);
        expect(c.paragraphs.join(' ')).not.toMatch(/\{\w+\}/);
      }
    }
  });

  it('writes well-formed XHTML (escaped text, closed tags)', () => {
    for (const [name, data] of Object.entries(files)) {
      if (!name.endsWith('.xhtml')) continue;
      const text = strFromU8(data);
      expect(text, name).not.toMatch(/&(?!amp;|lt;|gt;|quot;|#)/);
      expect(text.match(/<p>/g)?.length ?? 0, name).toBe(text.match(/<\/p>/g)?.length ?? 0);
    }
  });
});

describe('games', () => {
  for (const game of GAMES) {
    describe(game.key, () => {
      const html = readFileSync(gameSourceUrl(game.key), 'utf8');
      const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

      it('is one self-contained file: inline script and style, no external URLs, no storage', () => {
        expect(html).toMatch(/^<!doctype html>/i);
        expect(html).not.toMatch(/https?:\/\//);
        expect(html).not.toMatch(/<(script|link|img|iframe)[^>]+(src|href)=/i);
        expect(html).not.toMatch(
          /\bfetch\(|XMLHttpRequest|WebSocket|localStorage|sessionStorage|document\.cookie|indexedDB/,
        );
      });

      it('handles the keyboard and touch, and has pause and restart', () => {
        expect(script).toMatch(/addEventListener\(\s*'keydown'/);
        expect(script).toMatch(/addEventListener\(\s*'touchstart'/);
        expect(script).toMatch(/addEventListener\(\s*'touchend'/);
        expect(html).toContain('id="pause"');
        expect(html).toContain('id="restart"');
        expect(html).toMatch(/name="viewport"/);
      });

      it('has a script that parses', () => {
        expect(script.length).toBeGreaterThan(500);
        expect(() => new Function(script)).not.toThrow();
      });
    });
  }
});

describe('subtitles and downloads', () => {
  it('writes WebVTT cues in order, a few seconds apart, in every language', () => {
    const vtt = toWebVtt(['one', 'two', 'three'], 4, 16);
    expect(vtt.startsWith('WEBVTT\n\n')).toBe(true);
    expect(
      [...vtt.matchAll(/(\d\d:\d\d:\d\d\.\d{3}) --> (\d\d:\d\d:\d\d\.\d{3})/g)].map((m) => m[1]),
    ).toEqual(['00:00:04.000', '00:00:08.000', '00:00:12.000']);
    expect(SUBTITLE_LANGUAGES.map((l) => l.language)).toEqual([
      'en',
      'fr',
      'de',
      'it',
      'pt',
      'es',
      'ja',
      'ms',
    ]);
  });

  it('writes tar headers with valid checksums', () => {
    const archive = tar([{ name: 'a/b.txt', data: new TextEncoder().encode('hi'), mode: 0o644 }]);
    expect(archive.length).toBe(512 * 2 + 1024);
    const header = archive.subarray(0, 512);
    const stored = parseInt(strFromU8(header.subarray(148, 154)), 8);
    const sum = [...header].reduce((a, b, i) => a + (i >= 148 && i < 156 ? 32 : b), 0);
    expect(stored).toBe(sum);
    expect(strFromU8(header.subarray(257, 262))).toBe('ustar');
  });
});

const ffmpeg = findFfmpeg();

describe.skipIf(!ffmpeg)('ensureDemoMedia (2-second assets)', () => {
  let dir: string;
  let manifest: MediaManifest | null;
  let concurrent: MediaManifest | null;
  const logs: string[] = [];

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'media-gen-'));
    // Two at once, as parallel test servers start: the second waits for the first's lock.
    [manifest, concurrent] = await Promise.all([
      ensureDemoMedia({ mediaDir: path.join(dir, 'media'), durationScale: 0.045, log: (m) => logs.push(m) }),
      new Promise((resolve) => setTimeout(resolve, 50)).then(() =>
        ensureDemoMedia({
          mediaDir: path.join(dir, 'media'),
          durationScale: 0.045,
          log: (m) => logs.push(m),
        }),
      ),
    ]);
  }, 120_000);
  afterAll(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  const allFiles = (m: MediaManifest): MediaFile[] => [
    ...[...m.movies, ...m.episodes].flatMap((v) => [
      v.video,
      ...(v.poster ? [v.poster] : []),
      ...v.subtitles,
    ]),
    ...m.live.segments,
    ...m.music.map((t) => t.audio),
    ...m.audiobooks.flatMap((b) => b.chapters.map((c) => c.audio)),
    ...m.ebooks.map((e) => e.epub),
    ...m.games.map((g) => g.entry),
    ...m.software.map((s) => s.download),
  ];

  it('writes a manifest of the current version with every kind of asset', async () => {
    expect(manifest).not.toBeNull();
    const m = manifest!;
    expect(m.version).toBe(MEDIA_MANIFEST_VERSION);
    expect(JSON.parse(await fs.readFile(path.join(dir, 'media', 'manifest.json'), 'utf8'))).toEqual(m);
    expect(m.movies).toHaveLength(4);
    expect(m.episodes).toHaveLength(6);
    for (const v of [...m.movies, ...m.episodes]) {
      expect(v.video.mimeType).toBe('video/mp4; codecs="avc1.42c01e,mp4a.40.2"');
      expect(v.poster?.mimeType).toBe('image/jpeg');
      expect(v.subtitles.map((s) => s.language)).toEqual(['en', 'fr', 'de', 'it', 'pt', 'es', 'ja', 'ms']);
      expect(v.duration).toBeGreaterThan(0);
    }
    expect(m.live.segmentSeconds).toBe(4);
    expect(m.live.segments.length).toBeGreaterThanOrEqual(2);
    expect(m.live.init).toBeNull();
    expect(m.live.codecs).toBe('avc1.42c01e,mp4a.40.2');
    expect(m.music).toHaveLength(12);
    expect(m.audiobooks).toHaveLength(3);
    for (const b of m.audiobooks) expect(b.chapters.length).toBeGreaterThanOrEqual(3);
    expect(m.ebooks).toHaveLength(4);
    for (const e of m.ebooks) expect(e.chapterTitles.length).toBeGreaterThanOrEqual(6);
    expect(m.games.map((g) => g.controlsKey)).toEqual(['snake', 'breakout', '2048']);
    expect(m.software.map((s) => s.platform).sort()).toEqual(['android', 'linux', 'macos', 'windows']);
  });

  it('describes every file truthfully: relative path, size and SHA-256', async () => {
    for (const f of allFiles(manifest!)) {
      expect(f.file).not.toMatch(/^\/|\\|\.\./);
      const data = await fs.readFile(path.join(dir, 'media', f.file));
      expect(data.length, f.file).toBe(f.bytes);
      expect(createHash('sha256').update(data).digest('hex'), f.file).toBe(f.sha256);
      expect(f.mimeType).not.toBe('');
    }
  });

  it('encodes videos ffmpeg can read back, with the measured duration', async () => {
    const film = manifest!.movies[0]!;
    const probed = await probeDuration(ffmpeg!, path.join(dir, 'media', film.video.file));
    expect(probed).toBeCloseTo(film.duration, 1);
    expect(probed).toBeGreaterThan(1);
  });

  it('logs progress per asset and leaves no temporary directory behind', async () => {
    expect(logs.some((l) => /^media 1\/\d+ /.test(l))).toBe(true);
    expect(logs.some((l) => /^media: ready in \d/.test(l))).toBe(true);
    expect((await fs.readdir(dir)).sort()).toEqual(['media']); // no work directory, no lock
  });

  it("lists each ebook's pages as its EPUB's words read, by the print measure", async () => {
    for (const e of manifest!.ebooks) {
      const files = unzipSync(await fs.readFile(path.join(dir, 'media', e.epub.file)));
      const text = Object.keys(files)
        .filter((name) => /^OEBPS\/chapter-\d+\.xhtml$/.test(name))
        .map((name) =>
          strFromU8(files[name]!)
            .replace(/<head>[\s\S]*<\/head>/, '')
            .replace(/<[^>]+>/g, ' '),
        )
        .join(' ');
      const words = text.split(/\s+/).filter(Boolean).length;
      expect(e.pageCount, e.key).toBe(ebookPageCount(words));
    }
  });

  describe.each(DIALECTS)('the demo catalogue on %s', (dialect) => {
    let db: TestDb;
    let dataDir: string;
    beforeAll(async () => {
      db = await createTestDb(dialect);
      dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'media-facts-'));
      await seedDemoData(db.handle.db, { dataDir, media: manifest, passwordLog2N: FIXTURE_LOG2_N });
    }, 120_000);
    afterAll(async () => {
      await db?.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    });

    it('lists for every title that plays a demo file the duration it plays and its EPUB’s pages', async () => {
      const m = manifest!;
      const q = db.handle.db;
      const titles = await q
        .selectFrom('media_items')
        .select(['id', 'media_type', 'duration', 'details'])
        .where('media_type', 'in', ['music', 'movie', 'audiobook', 'ebook'])
        .execute();
      const tracks = groupBy(await q.selectFrom('tracks').selectAll().orderBy('id').execute());
      const episodes = groupBy(
        await q
          .selectFrom('episodes')
          .selectAll()
          .orderBy('season_number')
          .orderBy('episode_number')
          .execute(),
      );
      const sec = (n: number) => Math.round(n);
      const wrong: string[] = [];
      const check = (what: string, listed: unknown, plays: number) => {
        if (Number(listed) !== plays) wrong.push(`${what}: listed ${String(listed)}, plays ${plays}`);
      };
      for (const t of titles) {
        const id = Number(t.id);
        switch (t.media_type) {
          case 'music': {
            const own = tracks.get(id) ?? [];
            const plays = own.map((r) => musicAsset(m, Number(r.id))!.duration);
            own.forEach((r, i) => check(`track ${r.id}`, r.duration, sec(plays[i]!)));
            check(`album ${id}`, t.duration, sec(plays.reduce((a, b) => a + b, 0)));
            break;
          }
          case 'movie': {
            const own = episodes.get(id) ?? [];
            if (own.length === 0) check(`film ${id}`, t.duration, sec(movieAsset(m, id)!.duration));
            own.forEach((r, i) => check(`episode ${r.id}`, r.duration, sec(episodeAsset(m, i)!.duration)));
            if (own.length > 0) check(`series ${id}`, t.duration, sec(episodeAsset(m, 0)!.duration));
            break;
          }
          case 'audiobook': {
            const chapters = audiobookAsset(m, id)!.chapters;
            check(`audiobook ${id}`, t.duration, sec(chapters.reduce((a, c) => a + c.duration, 0)));
            break;
          }
          case 'ebook': {
            const details = JSON.parse(t.details) as { numPages?: unknown };
            check(`ebook ${id}`, details.numPages, ebookAsset(m, id)!.pageCount);
            break;
          }
        }
      }
      expect(titles.length).toBeGreaterThan(1000);
      expect(wrong.slice(0, 10)).toEqual([]);
    });
  });

  it('lets a second generator wait for the first and reuse its manifest', () => {
    expect(logs.some((l) => /another process is generating/.test(l))).toBe(true);
    expect(concurrent?.generatedAt).toBe(manifest!.generatedAt);
  });

  it('does nothing when a manifest of the current version is there', async () => {
    const again = await ensureDemoMedia({ mediaDir: path.join(dir, 'media'), log: (m) => logs.push(m) });
    expect(again?.generatedAt).toBe(manifest!.generatedAt);
  });
});

describe('ensureDemoMedia without ffmpeg', () => {
  it('warns and returns null, so the server still starts', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'media-none-'));
    const before = process.env.FFMPEG_PATH;
    process.env.FFMPEG_PATH = path.join(dir, 'no-ffmpeg-here');
    const logs: string[] = [];
    try {
      expect(
        await ensureDemoMedia({ mediaDir: path.join(dir, 'media'), log: (m) => logs.push(m) }),
      ).toBeNull();
      expect(logs.join('\n')).toMatch(/no ffmpeg/);
    } finally {
      if (before === undefined) delete process.env.FFMPEG_PATH;
      else process.env.FFMPEG_PATH = before;
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
