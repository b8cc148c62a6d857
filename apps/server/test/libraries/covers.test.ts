/**
 * Covers from the files (issue 32 point 2, docs/libraries.md "Covers"): a folder's cover.jpg, else
 * the picture inside the media file, else the drawn cover; served at the cover URL members use,
 * resized to the type's cover size, with a new URL when the cover changes.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { COVER_SIZES, type MediaType } from '@member-area/domain';
import { findFfmpeg } from '../../src/lib/media-tools';
import { thumbnailOf } from '../../src/modules/catalogue/covers';
import { COVER_MAX_PIXELS, nextCover } from '../../src/modules/libraries/packaging/cover';
import { bestFolderCover } from '../../src/modules/libraries/service';
import { DIALECTS, HOSTS, useTestApp } from '../harness';
import { FIXTURE_ALBUM, FIXTURE_BOOK, libraryFixtures } from './fixtures';
import { folderCopies, scanFolder } from './scan-helpers';

const copyOf = folderCopies();

describe('nextCover', () => {
  const folder = { file: 'libraries/1/9000001/cover-c7.jpg', source: 'folder' as const, changed: true };
  const own = { file: 'libraries/1/9000001/f3/cover.jpg', source: 'embedded' as const, changed: true };
  const other = 'libraries/1/9000001/f4/cover.jpg';
  it.each([
    ['no cover yet: the embedded picture', null, own, 'libraries/1/9000001/f3', own.file],
    ['no cover yet: the folder’s', null, folder, 'libraries/1/9000001/f3', folder.file],
    ['the folder’s wins over another file’s picture', other, folder, 'libraries/1/9000001/f3', folder.file],
    ['another file’s picture stays', other, own, 'libraries/1/9000001/f3', undefined],
    ['a folder cover stays over a picture', folder.file, own, 'libraries/1/9000001/f3', undefined],
    ['the same cover, same bytes: nothing to do', folder.file, { ...folder, changed: false }, 'x', undefined],
    ['the same cover, new bytes: set again (new URL)', folder.file, folder, 'x', folder.file],
    ['repackaged without a picture: its cover goes', own.file, null, 'libraries/1/9000001/f3', null],
    ['another file without a picture: the cover stays', other, null, 'libraries/1/9000001/f3', undefined],
  ] as const)('%s', (_, stored, candidate, packageFolder, expected) => {
    expect(nextCover(stored, candidate, packageFolder)).toBe(expected);
  });
});

describe('bestFolderCover', () => {
  it('takes cover before folder before poster, the one nearest the top first', () => {
    const files = [
      { fileId: 1, relPath: 'Show/Season 01/cover.jpg' },
      { fileId: 2, relPath: 'Show/folder.jpg' },
      { fileId: 3, relPath: 'Show/cover.png' },
      { fileId: 4, relPath: 'Show/COVER.JPG' },
    ];
    expect(bestFolderCover(files)?.fileId).toBe(4);
    expect(bestFolderCover(files.slice(0, 2))?.fileId).toBe(1);
    expect(bestFolderCover([])).toBeNull();
  });
});

describe.each(DIALECTS)('covers from the files on %s', (dialect) => {
  const t = useTestApp(dialect, {
    app: (db) => ({ config: { databaseUrl: db.url }, deps: { jobWorkers: true } }),
  });
  const db = () => t.db.handle.db;

  /** The newest title of that name or type (each test imports a folder of its own). */
  const newest = (column: 'title' | 'media_type', value: string) =>
    db()
      .selectFrom('media_items')
      .select(['id', 'media_type', 'cover_file', 'cache_index'])
      .where('brand_id', '=', 'playmax')
      .where(column, '=', value)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
  const titleNamed = (title: string) => newest('title', title);
  const newestOf = (mediaType: string) => newest('media_type', mediaType);

  /** The cover URL members get (thumbnail and LCP preload), fetched: a WebP of the type's cover size. */
  async function servedCover(title: { id: number; media_type: string; cache_index: number }) {
    const url = thumbnailOf({
      id: title.id,
      mediaType: title.media_type as MediaType,
      cacheIndex: title.cache_index,
    }).url;
    const res = await t.app.inject({ method: 'GET', url, headers: { host: HOSTS.playmax } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toContain('immutable');
    const meta = await sharp(res.rawPayload).metadata();
    const { width, height } = COVER_SIZES[title.media_type as MediaType];
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, height]);
    const { dominant } = await sharp(res.rawPayload).stats();
    return dominant;
  }

  it('gives an album its folder’s cover.jpg, bounded, and serves it at the cover URL', async () => {
    const fixtures = await libraryFixtures();
    const dir = copyOf(path.join(fixtures.dirs.music, FIXTURE_ALBUM.album));
    // A large green cover, unlike the purple picture inside the tracks.
    await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#00c000' } })
      .jpeg()
      .toFile(path.join(dir, 'cover.jpg'));
    const { scan } = await scanFolder(t.app, 'music', dir);
    expect(scan.state).toBe('done');
    const album = await titleNamed(FIXTURE_ALBUM.album);
    expect(album.cover_file).toMatch(/^libraries\/\d+\/\d+\/cover-c\d+\.jpg$/);
    const stored = await sharp(path.join(t.app.services.config.mediaDir, album.cover_file!)).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(['jpeg', COVER_MAX_PIXELS, 675]);
    const colour = await servedCover(album);
    expect(colour.g).toBeGreaterThan(150);
    expect(colour.r).toBeLessThan(60);

    // A rescan that rewrites the album (a track renamed) keeps its cover and its cover URL.
    const track = fs.readdirSync(dir).find((f) => f.endsWith('.mp3'))!;
    fs.renameSync(path.join(dir, track), path.join(dir, `renamed ${track}`));
    const { scan: moved } = await scanFolder(t.app, 'music', dir);
    expect(moved).toMatchObject({ state: 'done', updated: 1 });
    expect(await titleNamed(FIXTURE_ALBUM.album)).toEqual(album);
  });

  it('gives a film without a poster file its poster frame', async () => {
    const fixtures = await libraryFixtures();
    const dir = copyOf(fixtures.dirs.movies);
    fs.rmSync(path.join(dir, 'poster.jpg'));
    await scanFolder(t.app, 'movie', dir);
    const film = await newestOf('movie');
    expect(film.cover_file).toMatch(/^libraries\/\d+\/\d+\/f\d+\/cover\.jpg$/);
    const stored = await sharp(path.join(t.app.services.config.mediaDir, film.cover_file!)).metadata();
    expect(stored.width! / stored.height!).toBeCloseTo(16 / 9, 1);
    await servedCover(film);
  });

  it('gives an album without a cover file the picture inside its MP3s', async () => {
    const fixtures = await libraryFixtures();
    const dir = copyOf(path.join(fixtures.dirs.music, FIXTURE_ALBUM.album));
    fs.rmSync(path.join(dir, 'cover.jpg'));
    await scanFolder(t.app, 'music', dir);
    const album = await titleNamed(FIXTURE_ALBUM.album);
    expect(album.cover_file).toMatch(/^libraries\/\d+\/\d+\/f\d+\/cover\.jpg$/);
    // The fixture's embedded picture is purple (0x7C3AED).
    const colour = await servedCover(album);
    expect(colour.b).toBeGreaterThan(180);
    expect(colour.g).toBeLessThan(100);
  });

  it('gives a film the cover picture stream inside it (a Matroska attachment)', async () => {
    const fixtures = await libraryFixtures();
    const dir = copyOf(fixtures.dirs.movies);
    for (const f of fs.readdirSync(dir)) fs.rmSync(path.join(dir, f), { recursive: true });
    const red = path.join(dir, '.red.jpg');
    await sharp({ create: { width: 200, height: 300, channels: 3, background: '#e00000' } })
      .jpeg()
      .toFile(red);
    const made = spawnSync(
      findFfmpeg()!,
      [
        ...['-hide_banner', '-loglevel', 'error', '-y', '-i', fixtures.film, '-attach', red],
        ...['-metadata:s:t', 'mimetype=image/jpeg', '-metadata:s:t', 'filename=cover.jpg', '-c', 'copy'],
        path.join(dir, 'Attached.mkv'),
      ],
      { encoding: 'utf8' },
    );
    expect(made.stderr).toBe('');
    fs.rmSync(red);
    await scanFolder(t.app, 'movie', dir);
    const film = await newestOf('movie');
    expect(film.cover_file).toMatch(/^libraries\/\d+\/\d+\/f\d+\/cover\.jpg$/);
    // The attached picture's own size, not the poster frame's 16:9.
    const stored = await sharp(path.join(t.app.services.config.mediaDir, film.cover_file!)).metadata();
    expect([stored.width, stored.height]).toEqual([200, 300]);
    const colour = await servedCover(film);
    expect(colour.r).toBeGreaterThan(180);
    expect(colour.g).toBeLessThan(60);
  });

  it('gives an EPUB its cover item', async () => {
    const fixtures = await libraryFixtures();
    await scanFolder(t.app, 'ebook', copyOf(fixtures.dirs.ebooks));
    const book = await titleNamed(FIXTURE_BOOK.title);
    expect(book.cover_file).toMatch(/^libraries\/\d+\/\d+\/f\d+\/cover\.jpg$/);
    await servedCover(book);
  });

  it('refuses a cover.jpg that is not a picture: the title keeps its drawn cover', async () => {
    const fixtures = await libraryFixtures();
    const dir = copyOf(path.join(fixtures.dirs.music, 'Single'));
    fs.writeFileSync(path.join(dir, 'cover.jpg'), 'not a picture at all');
    const { library, scan } = await scanFolder(t.app, 'music', dir);
    expect(scan.state).toBe('done');
    const single = await titleNamed('Single');
    expect(single.cover_file).toBeNull();
    const failed = await t.app.services.libraries.failedFiles(library.id);
    expect(failed).toEqual([expect.objectContaining({ relPath: 'cover.jpg', problem: 'corrupt_media' })]);
    expect(failed[0]!.detail).toContain('not an image');
    await servedCover(single); // the drawing, still served
  });
});
