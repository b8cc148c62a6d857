import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_MANIFEST_VERSION, type MediaFile, type MediaManifest } from '../../src/lib/media-manifest';
import { PackagedAssets, type PackagedAsset } from '../../src/modules/playback';
import { MediaUrlSigner } from '../../src/modules/playback/signing';
import { seedCatalogue } from '../../src/seed/catalogue/write';
import { PASSWORD } from '../fixtures';
import { DIALECTS, HOSTS, gql, login, useTestApp } from '../harness';

type Data = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- GraphQL JSON in tests

const PLAYBACK = `query($t: String!, $id: ID!) { content { playback(mediaType: $t, id: $id) {
  available errorCode video { url mimeType duration posterUrl } game { url controlsKey }
  downloads { url fileName sizeBytes } } } }`;
const SAVE = `mutation($id: ID!, $t: String!, $p: Float!, $s: Float!) { content {
  savePlaybackPosition(id: $id, mediaType: $t, progress: $p, sequence: $s) { responseResult { succeeded } } } }`;
const CONTINUE = `query { content { continueWatching { media { id } fraction } } }`;

/** Real files with known bytes under MEDIA_DIR. */
function write(root: string, rel: string, data: string | Buffer): MediaFile {
  const bytes = typeof data === 'string' ? Buffer.from(data) : data;
  fs.mkdirSync(path.join(root, path.dirname(rel)), { recursive: true });
  fs.writeFileSync(path.join(root, rel), bytes);
  return {
    file: rel,
    bytes: bytes.length,
    sha256: crypto.createHash('sha256').update(bytes).digest('hex'),
    mimeType: '',
  };
}

/** The smallest demo manifest the players accept: one film (and the live stream it requires). */
function writeDemoManifest(root: string): MediaManifest {
  const film = write(root, 'movies/m0/video.mp4', Buffer.alloc(500, 7));
  const manifest: MediaManifest = {
    version: MEDIA_MANIFEST_VERSION,
    generatedAt: '2026-03-01T00:00:00.000Z',
    movies: [
      {
        key: 'm0',
        title: 'm0',
        duration: 100,
        video: { ...film, mimeType: 'video/mp4' },
        poster: null,
        subtitles: [],
      },
    ],
    episodes: [],
    live: {
      key: 'sports',
      segmentSeconds: 2,
      segments: [{ ...write(root, 'live/sports/seg-000.ts', 'x'), mimeType: 'video/mp2t' }],
      init: null,
      codecs: 'avc1.42c01e',
      resolution: '1280x720',
      bitrateKbps: 1500,
      language: 'en',
    },
    music: [],
    audiobooks: [],
    ebooks: [],
    games: [],
    software: [],
  };
  fs.writeFileSync(path.join(root, 'manifest.json'), JSON.stringify(manifest));
  return manifest;
}

const SEGMENT = Buffer.from(Array.from({ length: 2_000 }, (_, i) => i % 251));

describe.each(DIALECTS)('packaged playback on %s', (dialect) => {
  const t = useTestApp(dialect, {
    prepare: async (db) => {
      await seedCatalogue(db.handle.db, { titles: 120 });
    },
  });
  let paid: string;
  let film: number;
  let other: number;
  let game: number;
  let tool: number;
  let folder: string;

  const pick = async (where: string) => {
    const r = await sql<{
      id: number;
    }>`SELECT id FROM media_items WHERE ${sql.raw(where)} ORDER BY id`.execute(t.db.handle.db);
    return r.rows.map((row) => Number(row.id));
  };
  const play = async (type: string, id: number) => {
    const res = await gql(t.app, HOSTS.playmax, PLAYBACK, {
      token: paid,
      variables: { t: type, id: String(id) },
    });
    expect(res.body.errors).toBeUndefined();
    return (res.body.data as Data).content.playback as Data;
  };
  const get = (url: string, opts: { token?: string; range?: string } = {}) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: {
        host: HOSTS.playmax,
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        ...(opts.range ? { range: opts.range } : {}),
      },
    });

  beforeAll(async () => {
    const root = t.config.mediaDir;
    writeDemoManifest(root);
    paid = await login(t.app, HOSTS.playmax, 'paid@playmax.test', PASSWORD);
    const open = `is_free = 0 AND geo_allowed IS NULL AND geo_blocked IS NULL`;
    const films = await pick(`media_type = 'movie' AND ${open} AND details NOT LIKE '%"series"%'`);
    // Games and software are not in paid@'s plan (the fixture brand offers movie, music and ebook): free ones play.
    const free = `is_free = 1 AND geo_allowed IS NULL AND geo_blocked IS NULL`;
    [film, other] = [films[0]!, films[1]!];
    game = (await pick(`media_type = 'game' AND ${free}`))[0]!;
    tool = (await pick(`media_type = 'software' AND ${free}`))[0]!;

    folder = `libraries/1/${film}/`;
    write(root, `${folder}video/master.m3u8`, '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=928000\nr0/index.m3u8\n');
    write(root, `${folder}video/r0/index.m3u8`, '#EXTM3U\n#EXTINF:4,\nseg-00000.m4s\n#EXT-X-ENDLIST\n');
    write(root, `${folder}video/r0/seg-00000.m4s`, SEGMENT);
    write(root, `${folder}video/r0/seg-00000.ts`, SEGMENT);
    const poster = write(root, `${folder}poster.jpg`, 'jpeg');
    write(root, `${folder}secret.txt`, 'the source folder is not served');
    write(root, `libraries/1/.${film}-packaging-abc/seg.m4s`, 'half-written');

    // Packaged assets belong to a brand's own titles (docs/libraries.md): these become playmax's.
    await t.db.handle.db
      .updateTable('media_items')
      .set({ brand_id: 'playmax' })
      .where('id', 'in', [film, game, tool])
      .execute();
    const packaged = new PackagedAssets(t.db.handle.db, t.clock.fn);
    const asset = (
      a: Partial<PackagedAsset> & Pick<PackagedAsset, 'kind' | 'file' | 'mimeType'>,
    ): PackagedAsset => ({
      partId: 0,
      durationSeconds: null,
      bytes: 0,
      sha256: null,
      details: {},
      position: 0,
      ...a,
    });
    await packaged.save(null, film, [
      asset({
        kind: 'video_hls',
        file: `${folder}video/master.m3u8`,
        mimeType: 'application/vnd.apple.mpegurl',
        durationSeconds: 120,
        details: { renditions: [{ name: '360p', width: 640, height: 360, bandwidth: 928_000 }] },
      }),
      asset({
        kind: 'poster',
        file: poster.file,
        mimeType: 'image/jpeg',
        bytes: poster.bytes,
        sha256: poster.sha256,
      }),
    ]);
    const gameDir = `libraries/1/${game}/game/Pong/`;
    write(root, `${gameDir}index.html`, '<script src="js/pong.js"></script>');
    write(root, `${gameDir}js/pong.js`, 'play()');
    await packaged.save(null, game, [
      asset({
        kind: 'game',
        file: `${gameDir}index.html`,
        mimeType: 'text/html',
        details: { controlsKey: 'snake' },
      }),
    ]);
    const build = write(root, `libraries/1/${tool}/tool-linux.tar.gz`, Buffer.alloc(300, 1));
    await packaged.save(null, tool, [
      asset({
        kind: 'download',
        file: build.file,
        mimeType: 'application/gzip',
        bytes: 300,
        sha256: build.sha256,
        details: { platform: 'linux', version: '2.0', fileName: 'Tool 2.0.tar.gz' },
      }),
    ]);
  });

  it('plays an imported film from its HLS package: master, rung playlist and a segment with a range', async () => {
    const p = await play('movie', film);
    expect(p.available).toBe(true);
    expect(p.video.mimeType).toBe('application/vnd.apple.mpegurl');
    expect(p.video.duration).toBe(120);
    expect(p.video.url).toMatch(new RegExp(`^/media/s/[^/]+/libraries/1/${film}/video/master\\.m3u8$`));
    expect(p.video.posterUrl).toMatch(new RegExp(`/libraries/1/${film}/poster\\.jpg$`));

    const master = await get(p.video.url, { token: paid });
    expect(master.statusCode).toBe(200);
    expect(master.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(master.body).toContain('r0/index.m3u8');

    const base = (p.video.url as string).replace(/master\.m3u8$/, '');
    const rung = await get(`${base}r0/index.m3u8`, { token: paid });
    expect(rung.statusCode).toBe(200);
    expect(rung.headers['content-type']).toBe('application/vnd.apple.mpegurl');

    const seg = await get(`${base}r0/seg-00000.m4s`, { token: paid, range: 'bytes=100-199' });
    expect(seg.statusCode).toBe(206);
    expect(seg.headers['content-type']).toBe('video/mp4');
    expect(seg.headers['content-range']).toBe('bytes 100-199/2000');
    expect(seg.rawPayload.equals(SEGMENT.subarray(100, 200))).toBe(true);
    expect((await get(`${base}r0/seg-00000.ts`, { token: paid })).headers['content-type']).toBe('video/mp2t');

    expect((await get(p.video.posterUrl, { token: paid })).statusCode).toBe(200);
    // The package's token is bound to its member, as every media URL.
    expect((await get(`${base}r0/seg-00000.m4s`)).statusCode).toBe(403);
  });

  it('serves nothing of the title folder that no asset lists, even under a token that opens it', async () => {
    const signer = new MediaUrlSigner(t.config.jwtSecret);
    const memberId = Number(JSON.parse(Buffer.from(paid.split('.')[1]!, 'base64url').toString()).sub);
    const token = signer.sign({
      p: 'libraries/',
      m: memberId,
      b: 'playmax',
      e: Math.floor(Date.now() / 1000) + 3600,
    });
    const url = (file: string) => `/media/s/${token}/${file}`;
    expect((await get(url(`${folder}video/r0/seg-00000.m4s`), { token: paid })).statusCode).toBe(200);
    for (const file of [
      `${folder}secret.txt`,
      `libraries/1/.${film}-packaging-abc/seg.m4s`,
      `libraries/1/${other}/x`,
    ]) {
      const res = await get(url(file), { token: paid });
      expect(res.statusCode, file).toBe(404);
    }
  });

  it('keeps the demo manifest for a title without assets', async () => {
    const p = await play('movie', other);
    expect(p.available).toBe(true);
    expect(p.video.url).toMatch(/\/movies\/m0\/video\.mp4$/);
    expect(p.video.mimeType).toBe('video/mp4');
  });

  it('counts continue-watching of an imported film over its packaged duration', async () => {
    const res = await gql(t.app, HOSTS.playmax, SAVE, {
      token: paid,
      variables: { id: String(film), t: 'movie', p: 30, s: 1 },
    });
    expect((res.body.data as Data).content.savePlaybackPosition.responseResult.succeeded).toBe(true);
    const rows = ((await gql(t.app, HOSTS.playmax, CONTINUE, { token: paid })).body.data as Data).content
      .continueWatching as Data[];
    expect(rows.find((r) => r.media.id === String(film))?.fraction).toBe(0.25);
  });

  it('serves an imported game folder sandboxed, its scripts also to its cookie-less frame', async () => {
    const p = await play('game', game);
    expect(p.game.controlsKey).toBe('snake');
    const page = await get(p.game.url, { token: paid });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toMatch(/sandbox allow-scripts$/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self' 'unsafe-inline'");
    expect((await get(p.game.url)).statusCode).toBe(403); // the page only to its member
    const script = await get((p.game.url as string).replace(/index\.html$/, 'js/pong.js'));
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
  });

  it('downloads an imported build with its file name', async () => {
    const p = await play('software', tool);
    expect(p.downloads).toEqual([expect.objectContaining({ fileName: 'Tool 2.0.tar.gz', sizeBytes: 300 })]);
    const res = await get(p.downloads[0].url, { token: paid });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="Tool 2.0.tar.gz"');
    expect(res.headers['content-type']).toBe('application/gzip');
  });
});
