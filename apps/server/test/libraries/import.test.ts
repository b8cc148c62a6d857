/**
 * Importing a brand's own media (issue 32, docs/libraries.md): a library scanned as a job on the
 * real queue, its files read from real media files (./fixtures.ts), packaged, listed on its brand
 * only, found by search and played; a second scan adds nothing, a renamed file keeps its title and
 * the member's progress, a deleted file hides its title, and every bad file has its reason.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PackagingError } from '../../src/modules/libraries/packaging';
import { DIALECTS, HOSTS, gql, useTestApp } from '../harness';
import { FIXTURE_ALBUM, FIXTURE_FILM, FIXTURE_SIDECAR, libraryFixtures } from './fixtures';
import { CLI, folderCopies, scanFolder } from './scan-helpers';

type Data = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- GraphQL JSON in tests

const SEARCH = `query($q: String!) { content { search(query: $q, first: 20) { items { id mediaType title } } } }`;
const PLAY = `query($t: String!, $id: ID!) { content { playback(mediaType: $t, id: $id) { available errorCode
  video { url mimeType duration } tracks { id trackNumber title url mimeType } } } }`;
const SAVE = `mutation($id: ID!, $p: Float!) { content { savePlaybackPosition(id: $id, mediaType: "music", progress: $p,
  position: null, sequence: 1) { responseResult { succeeded errorCode } } } }`;

const copyOf = folderCopies();

describe.each(DIALECTS)('importing a brand’s own media on %s', (dialect) => {
  const t = useTestApp(dialect, {
    app: (db) => ({ config: { databaseUrl: db.url }, deps: { jobWorkers: true } }),
    logins: { paid: 'paid@playmax.test' },
  });
  const db = () => t.db.handle.db;
  const libraries = () => t.app.services.libraries;

  const scan = (type: string, dir: string) => scanFolder(t.app, type, dir);
  const titlesOf = (type: string) =>
    db()
      .selectFrom('media_items')
      .select(['id', 'title', 'hidden_reason', 'subtitle'])
      .where('brand_id', '=', 'playmax')
      .where('media_type', '=', type)
      .orderBy('id')
      .execute();
  const search = async (host: string, q: string) =>
    (
      (
        await gql(t.app, host, SEARCH, {
          variables: { q },
          token: host === HOSTS.playmax ? t.tokens.paid : undefined,
        })
      ).body.data as Data
    ).content.search.items as Data[];

  it('imports an album and a FLAC single: listed, searchable and playable on its brand only', async () => {
    const fixtures = await libraryFixtures();
    const dir = copyOf(fixtures.dirs.music);
    const { scan: first } = await scan('music', dir);
    expect(first).toMatchObject({ state: 'done', failed: 0, missing: 0, updated: 0 });
    const albums = await titlesOf('music');
    expect(albums.map((a) => [a.title, a.hidden_reason])).toEqual(
      expect.arrayContaining([[FIXTURE_ALBUM.album, null]]),
    );
    const album = albums.find((a) => a.title === FIXTURE_ALBUM.album)!;
    expect(album.subtitle).toBe(FIXTURE_ALBUM.artist);

    // Found by the search the catalogue already has, at once, on this brand and no other.
    expect((await search(HOSTS.playmax, FIXTURE_ALBUM.album)).map((i) => Number(i.id))).toContain(album.id);
    expect((await search(HOSTS.clickcoins, FIXTURE_ALBUM.album)).map((i) => Number(i.id))).not.toContain(
      album.id,
    );

    const play = (
      await gql(t.app, HOSTS.playmax, PLAY, {
        variables: { t: 'music', id: String(album.id) },
        token: t.tokens.paid,
      })
    ).body.data as Data;
    expect(play.content.playback.available).toBe(true);
    expect(play.content.playback.tracks.map((tr: Data) => tr.title)).toEqual(FIXTURE_ALBUM.titles);
    const track = play.content.playback.tracks[0] as Data;
    const audio = await t.app.inject({
      method: 'GET',
      url: track.url as string,
      headers: { host: HOSTS.playmax, authorization: `Bearer ${t.tokens.paid}` },
    });
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toContain('audio/mpeg');

    // A second scan of the unchanged folder reads nothing and adds nothing.
    const { scan: again } = await scan('music', dir);
    expect(again).toMatchObject({ state: 'done', added: 0, updated: 0, failed: 0, missing: 0 });
    expect(again.unchanged).toBe(first.added);
    expect(await titlesOf('music')).toEqual(albums);

    // A renamed track keeps its album, and the member's progress on it.
    const save = (
      await gql(t.app, HOSTS.playmax, SAVE, {
        variables: { id: String(album.id), p: 3 },
        token: t.tokens.paid,
      })
    ).body.data as Data;
    expect(save.content.savePlaybackPosition.responseResult.succeeded).toBe(true);
    const trackFile = fs
      .readdirSync(dir, { recursive: true })
      .map(String)
      .find((f) => f.endsWith('.mp3'))!;
    fs.renameSync(path.join(dir, trackFile), path.join(dir, path.dirname(trackFile), 'renamed.mp3'));
    const { scan: moved } = await scan('music', dir);
    expect(moved).toMatchObject({ added: 0, failed: 0, missing: 0, updated: 1 });
    expect(await titlesOf('music')).toEqual(albums);
    const progress = await db()
      .selectFrom('media_progress')
      .select('media_id')
      .where('media_id', '=', album.id)
      .execute();
    expect(progress).toHaveLength(1);

    // Every track gone: the album is hidden, never deleted, and the member's row stays.
    for (const f of fs.readdirSync(dir, { recursive: true }).map(String))
      if (f.endsWith('.mp3')) fs.rmSync(path.join(dir, f));
    await scan('music', dir);
    const after = await titlesOf('music');
    expect(after.find((a) => a.id === album.id)?.hidden_reason).toBe('missing_files');
    expect((await search(HOSTS.playmax, FIXTURE_ALBUM.album)).map((i) => Number(i.id))).not.toContain(
      album.id,
    );
    expect(
      await db().selectFrom('media_progress').select('media_id').where('media_id', '=', album.id).execute(),
    ).toHaveLength(1);
  });

  it('packages a film into an HLS ladder, with what its sidecar says', async () => {
    const fixtures = await libraryFixtures();
    const { scan: done } = await scan('movie', copyOf(fixtures.dirs.movies));
    expect(done).toMatchObject({ state: 'done', failed: 0 });
    const [film] = (await titlesOf('movie')).filter((m) => m.title === FIXTURE_SIDECAR.title);
    expect(film).toMatchObject({ hidden_reason: null });
    const play = (
      await gql(t.app, HOSTS.playmax, PLAY, {
        variables: { t: 'movie', id: String(film!.id) },
        token: t.tokens.paid,
      })
    ).body.data as Data;
    expect(play.content.playback).toMatchObject({
      available: true,
      video: { mimeType: 'application/vnd.apple.mpegurl' },
    });
    expect(play.content.playback.video.duration).toBeCloseTo(FIXTURE_FILM.seconds, 0);
    const master = await t.app.inject({
      method: 'GET',
      url: play.content.playback.video.url as string,
      headers: { host: HOSTS.playmax, authorization: `Bearer ${t.tokens.paid}` },
    });
    expect(master.statusCode).toBe(200);
    // A 1280×720 source: 360p and 720p, never an upscaled 1080p.
    expect(master.body).toContain('RESOLUTION=640x360');
    expect(master.body).toContain('RESOLUTION=1280x720');
    expect(master.body).not.toContain('1920x1080');
  });

  it('names the reason of every file it refuses, and imports a garbled tag with a warning', async () => {
    const fixtures = await libraryFixtures();
    const reasons = async (type: string) => {
      const { library, scan: done } = await scan(type, fixtures.dirs.bad);
      expect(done.state).toBe('done');
      const failed = await libraries().failedFiles(library.id);
      return { library, failures: new Map(failed.map((f) => [path.basename(f.relPath), f.problem])) };
    };
    const music = await reasons('music');
    expect(music.failures.get(path.basename(fixtures.bad.corrupt))).toBe('corrupt_media');
    expect(music.failures.get(path.basename(fixtures.bad.wrongExtension))).toBe('wrong_extension');
    expect(music.failures.get(path.basename(fixtures.bad.outsideLink))).toBe('outside_library');
    // A film in a music library is named, not read.
    expect(music.failures.get(path.basename(fixtures.bad.truncated))).toBe('unsupported_file');
    expect(music.failures.has(path.basename(fixtures.bad.brokenTags))).toBe(false);
    const warned = await db()
      .selectFrom('library_files')
      .select(['state', 'detail'])
      .where('library_id', '=', music.library.id)
      .where('rel_path', 'like', `%${path.basename(fixtures.bad.brokenTags)}`)
      .executeTakeFirstOrThrow();
    expect(warned.state).toBe('ok');
    expect(warned.detail).toContain('broken_tag_encoding');

    const films = await reasons('movie');
    expect(films.failures.get(path.basename(fixtures.bad.empty))).toBe('empty_file');
    expect(films.failures.get(path.basename(fixtures.bad.truncated))).toBe('truncated_media');
    const games = await reasons('game');
    expect(games.failures.get(path.basename(fixtures.bad.evilZip))).toBe('unsafe_name');
    expect(games.failures.get(path.basename(fixtures.bad.noIndexZip))).toBe('no_index_html');
  });

  it('keeps why packaging gave up as a code the console translates, with what the tool said beside it', async () => {
    const fixtures = await libraryFixtures();
    const { library } = await scan('ebook', copyOf(fixtures.dirs.ebooks));
    const [book] = await db()
      .selectFrom('library_files')
      .select('id')
      .where('library_id', '=', library.id)
      .where('kind', '=', 'ebook')
      .execute();
    await libraries().packagingFailed(
      { fileId: book!.id },
      new PackagingError('too_large', 'the game inflates past 10 bytes'),
    );
    expect(await libraries().packagingFailures(library.id)).toEqual([
      {
        relPath: expect.stringMatching(/\.epub$/),
        code: 'too_large',
        detail: 'the game inflates past 10 bytes',
      },
    ]);
    await libraries().packagingFailed({ fileId: book!.id }, new Error('disk full'));
    expect(await libraries().packagingFailures(library.id)).toEqual([
      expect.objectContaining({ code: 'packaging_failed', detail: 'disk full' }),
    ]);
  });

  it('refuses a folder that is not there, and a console folder outside LIBRARY_ROOTS', async () => {
    const missing = await libraries().addLibrary(CLI, {
      brandId: 'playmax',
      mediaType: 'music',
      name: 'x',
      dir: '/nowhere/at/all',
    });
    expect(missing).toEqual({ ok: false, errorCode: 'library_folder_missing' });
    const outside = await libraries().addLibrary(
      CLI,
      { brandId: 'playmax', mediaType: 'music', name: 'x', dir: os.tmpdir() },
      [path.join(os.tmpdir(), 'no-such-root')],
    );
    expect(outside).toEqual({ ok: false, errorCode: 'library_folder_not_allowed' });
  });

  it('refuses a name with control or text-direction characters, as every staff text field does', async () => {
    for (const name of ['Films\u202Egpj.exe', 'Films\u0007', 'Fi\u2066lms']) {
      const refused = await libraries().addLibrary(CLI, {
        brandId: 'playmax',
        mediaType: 'music',
        name,
        dir: os.tmpdir(),
      });
      expect(refused).toEqual({ ok: false, errorCode: 'invalid_characters', extra: { fields: ['name'] } });
    }
    expect(await db().selectFrom('libraries').select('id').where('name', 'like', 'Fi%').execute()).toEqual(
      [],
    );
  });
});
