import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MEDIA_MANIFEST_VERSION, type MediaFile, type MediaManifest } from '../src/lib/media-manifest';
import { seedCatalogue } from '../src/seed/catalogue/write';
import { LIVE_WINDOW } from '../src/modules/playback/live-playlist';
import { PASSWORD } from './fixtures';
import { DIALECTS, HOSTS, gql, login, postJson, useTestApp, QueryCounter } from './harness';

const TITLES = 400;
const SEGMENT_SECONDS = 2;
const LOOP = 4;

type Data = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- GraphQL JSON in tests

/** A tiny fake of the generated demo media: real files with known bytes, so ranges can be checked. */
function writeFakeMedia(dir: string): MediaManifest {
  const file = (rel: string, mimeType: string, size = 1_000): MediaFile => {
    const bytes = crypto.createHash('sha512').update(rel).digest();
    const data = Buffer.alloc(size);
    for (let i = 0; i < size; i++) data[i] = bytes[i % bytes.length]!;
    fs.mkdirSync(path.join(dir, path.dirname(rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), data);
    return {
      file: rel,
      bytes: size,
      sha256: crypto.createHash('sha256').update(data).digest('hex'),
      mimeType,
    };
  };
  const video = (key: string, duration: number) => ({
    key,
    title: key,
    duration,
    video: file(`${key}/video.mp4`, 'video/mp4; codecs="avc1.42c01e,mp4a.40.2"'),
    poster: file(`${key}/poster.jpg`, 'image/jpeg', 100),
    subtitles: [
      { ...file(`${key}/en.vtt`, 'text/vtt', 50), language: 'en', label: 'English' },
      { ...file(`${key}/fr.vtt`, 'text/vtt', 50), language: 'fr', label: '' },
    ],
  });
  const manifest: MediaManifest = {
    version: MEDIA_MANIFEST_VERSION,
    generatedAt: '2026-03-01T00:00:00.000Z',
    movies: [video('movies/m0', 100), video('movies/m1', 120)],
    episodes: [video('episodes/e0', 60), video('episodes/e1', 61), video('episodes/e2', 62)],
    live: {
      key: 'sports',
      segmentSeconds: SEGMENT_SECONDS,
      segments: Array.from({ length: LOOP }, (_, i) =>
        file(`live/sports/seg-00${i}.ts`, 'video/mp2t', 300 + i),
      ),
      init: null,
      codecs: 'avc1.42c01e,mp4a.40.2',
      resolution: '1280x720',
      bitrateKbps: 1500,
      language: 'en',
    },
    music: [0, 1, 2].map((i) => ({
      key: `t${i}`,
      title: `Track ${i}`,
      duration: 30 + i,
      audio: file(`music/t${i}.mp3`, 'audio/mpeg'),
    })),
    audiobooks: [
      {
        key: 'b0',
        title: 'Book',
        chapters: [0, 1, 2].map((i) => ({
          key: `c${i}`,
          title: `Chapter ${i + 1}`,
          duration: 100,
          audio: file(`audiobooks/b0/c${i}.mp3`, 'audio/mpeg'),
        })),
      },
    ],
    ebooks: [0, 1].map((i) => ({
      key: `e${i}`,
      title: `Ebook ${i}`,
      epub: file(`ebooks/e${i}.epub`, 'application/epub+zip'),
      chapterTitles: ['A', 'B'],
      pageCount: 12,
    })),
    games: [
      {
        key: 'g0',
        title: 'Game',
        entry: file('games/g0/index.html', 'text/html', 200),
        controlsKey: 'arrows',
      },
    ],
    software: (['windows', 'linux'] as const).map((platform) => ({
      key: `s-${platform}`,
      title: 'Demo Tool',
      platform,
      version: '1.0.0',
      fileName: `demo-tool-${platform}.zip`,
      download: file(`software/demo-tool-${platform}.zip`, 'application/zip', 400),
    })),
  };
  fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
  return manifest;
}

const PLAYBACK = `query($t: String!, $id: ID!, $e: ID) { content { playback(mediaType: $t, id: $id, episodeId: $e) {
  mediaType id title subtitle vendor_id thumbnail { url } available errorCode message expiresAt
  progress { progress sequence position }
  video { episodeId title url mimeType duration posterUrl subtitles { language label url } }
  episodes { id seasonNumber episodeNumber title duration }
  live { hlsUrl segmentSeconds quality resolution bitrateKbps language liveSlug }
  tracks { id albumId trackNumber title artist albumTitle duration url mimeType thumbnail { url } }
  chapters { index title duration url mimeType }
  ebook { url mimeType chapterCount pageCount }
  game { url controlsKey }
  downloads { url fileName platform version sizeBytes sha256 mimeType } } } }`;

const SAVE = `mutation($id: ID!, $t: String!, $p: Float!, $pos: String, $s: Float!) { content {
  savePlaybackPosition(id: $id, mediaType: $t, progress: $p, position: $pos, sequence: $s) {
    responseResult { succeeded errorCode message } progress { progress sequence position } } } }`;

const CONTINUE = `query($first: Int) { content { continueWatching(first: $first) {
  media { id mediaType title } progress { progress position } fraction } } }`;

describe.each(DIALECTS)('playback on %s', (dialect) => {
  const t = useTestApp(dialect, {
    prepare: async (db) => {
      await seedCatalogue(db.handle.db, { titles: TITLES });
    },
    app: (db) => ({ deps: { db: { ...db.handle, db: db.handle.db.withPlugin(counter) } } }),
  });
  let manifest: MediaManifest;
  let paid: string;
  let fr: string;
  const counter = new QueryCounter();

  const q = async (query: string, opts: { token?: string; variables?: Record<string, unknown> } = {}) => {
    const res = await gql(t.app, HOSTS.playmax, query, opts);
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    return res.body.data as Data;
  };
  const play = async (type: string, id: string, token?: string, episodeId?: string) =>
    (await q(PLAYBACK, { variables: { t: type, id, e: episodeId ?? null }, token })).content.playback as Data;
  const pick = async (where: string) => {
    const r = await sql<{
      id: number;
    }>`SELECT id FROM media_items WHERE ${sql.raw(where)} ORDER BY id LIMIT 1`.execute(t.db.handle.db);
    const row = r.rows[0];
    if (!row) throw new Error(`no title where ${where}`);
    return String(row.id);
  };
  const OPEN = 'geo_allowed IS NULL AND geo_blocked IS NULL';
  const get = (
    url: string,
    opts: { token?: string; host?: string; range?: string; method?: 'GET' | 'HEAD' } = {},
  ) =>
    t.app.inject({
      method: opts.method ?? 'GET',
      url,
      headers: {
        host: opts.host ?? HOSTS.playmax,
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        ...(opts.range ? { range: opts.range } : {}),
      },
    });
  const bytesOf = (rel: string) => fs.readFileSync(path.join(t.config.mediaDir, rel));
  const errorOf = (res: LightMyRequestResponse) => (res.json() as { errorCode: string }).errorCode;

  beforeAll(async () => {
    manifest = writeFakeMedia(t.config.mediaDir);
    paid = await login(t.app, HOSTS.playmax, 'paid@playmax.test', PASSWORD);
    fr = await login(t.app, HOSTS.playmax, 'fr@playmax.test', PASSWORD);
  });

  describe('signed media URLs', () => {
    let film: string;
    let video: Data;
    beforeAll(async () => {
      film = await pick(`media_type = 'movie' AND is_free = 0 AND ${OPEN} AND details NOT LIKE '%"series"%'`);
      video = (await play('movie', film, paid)).video;
    });

    it('plays a paid film for its entitled member: the whole file, a byte range and HEAD', async () => {
      const asset = manifest.movies[Number(film) % manifest.movies.length]!;
      expect(video.url).toMatch(/^\/media\/s\/[^/]+\/movies\/m\d\/video\.mp4$/);
      expect(video.mimeType).toBe(asset.video.mimeType);
      expect(video.duration).toBe(asset.duration);

      const full = await get(video.url, { token: paid });
      expect(full.statusCode).toBe(200);
      expect(full.rawPayload.equals(bytesOf(asset.video.file))).toBe(true);
      expect(full.headers['content-type']).toBe('video/mp4');
      expect(full.headers['accept-ranges']).toBe('bytes');
      expect(full.headers['cache-control']).toBe(`private, max-age=${t.config.mediaUrlTtlSeconds}`);

      const part = await get(video.url, { token: paid, range: 'bytes=100-199' });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe('bytes 100-199/1000');
      expect(part.rawPayload.equals(bytesOf(asset.video.file).subarray(100, 200))).toBe(true);

      const tail = await get(video.url, { token: paid, range: 'bytes=-10' });
      expect(tail.statusCode).toBe(206);
      expect(tail.rawPayload.equals(bytesOf(asset.video.file).subarray(990))).toBe(true);

      const head = await get(video.url, { token: paid, method: 'HEAD' });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-length']).toBe('1000');
      expect(head.rawPayload.length).toBe(0);
    });

    it('revalidates with the manifest hash as ETag, and honours If-Range only for the same content', async () => {
      const first = await get(video.url, { token: paid });
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[0-9a-f]{32}-1000"$/);
      const revalidate = await t.app.inject({
        method: 'GET',
        url: video.url,
        headers: { host: HOSTS.playmax, authorization: `Bearer ${paid}`, 'if-none-match': etag },
      });
      expect(revalidate.statusCode).toBe(304);
      const ranged = (ifRange: string) =>
        t.app.inject({
          method: 'GET',
          url: video.url,
          headers: {
            host: HOSTS.playmax,
            authorization: `Bearer ${paid}`,
            range: 'bytes=0-9',
            'if-range': ifRange,
          },
        });
      expect((await ranged(etag)).statusCode).toBe(206);
      expect((await ranged('"stale"')).statusCode).toBe(200);
    });

    it('answers 416 for a range outside the file', async () => {
      const res = await get(video.url, { token: paid, range: 'bytes=1000-' });
      expect(res.statusCode).toBe(416);
      expect(res.headers['content-range']).toBe('bytes */1000');
      expect((await get(video.url, { token: paid, range: 'bytes=500-100' })).statusCode).toBe(416);
    });

    it('serves the poster and subtitles under the same token, with native labels', async () => {
      expect(video.subtitles.map((s: Data) => [s.language, s.label])).toEqual([
        ['en', 'English'],
        ['fr', 'Français'],
      ]);
      const sub = await get(video.subtitles[1].url, { token: paid });
      expect(sub.statusCode).toBe(200);
      expect(sub.headers['content-type']).toBe('text/vtt; charset=utf-8');
      expect((await get(video.posterUrl, { token: paid })).statusCode).toBe(200);
    });

    it('refuses a copied URL to another member, to a visitor and on another brand’s host', async () => {
      for (const res of [
        await get(video.url, { token: fr }),
        await get(video.url),
        await get(video.url, { host: HOSTS.clickcoins }),
        await get(video.url, { token: paid, host: HOSTS.clickcoins }),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(errorOf(res)).toBe('media_url_invalid');
      }
    });

    it('refuses the URL once its member signed out, in the cookie or the bearer', async () => {
      const session = await login(t.app, HOSTS.playmax, 'paid@playmax.test', PASSWORD);
      const url = (await play('movie', film, session)).video.url as string;
      const viaCookie = await t.app.inject({
        method: 'GET',
        url,
        headers: { host: HOSTS.playmax, cookie: `ma_token=${session}` },
      });
      expect(viaCookie.statusCode).toBe(200);
      const out = await postJson(t.app, HOSTS.playmax, '/api/auth/logout', undefined, {
        authorization: `Bearer ${session}`,
      });
      expect(out.statusCode).toBe(204);
      for (const res of [
        await get(url, { token: session }),
        await t.app.inject({
          method: 'GET',
          url,
          headers: { host: HOSTS.playmax, cookie: `ma_token=${session}` },
        }),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(errorOf(res)).toBe('media_url_invalid');
      }
    });

    it('refuses an expired URL with media_url_expired', async () => {
      const fresh = (await play('movie', film, paid)).video.url as string;
      t.clock.advance(t.config.mediaUrlTtlSeconds - 1);
      expect((await get(fresh, { token: paid })).headers['cache-control']).toBe('private, max-age=1');
      t.clock.advance(1);
      const res = await get(fresh, { token: paid });
      expect(res.statusCode).toBe(403);
      expect(errorOf(res)).toBe('media_url_expired');
    });

    it('refuses a tampered token: changed claims, a swapped MAC, garbage', async () => {
      const fresh = (await play('movie', film, paid)).video.url as string;
      const [, , , token, ...rest] = fresh.split('/');
      const [payload, mac] = token!.split('.');
      const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as Data;
      const forged = Buffer.from(JSON.stringify({ ...claims, e: claims.e + 86_400 })).toString('base64url');
      const other = (await play('movie', film, fr)).available; // fr has no plan: no URL to borrow a MAC from
      expect(other).toBe(false);
      for (const bad of [
        `${forged}.${mac}`,
        `${payload}.${mac!.slice(0, -2)}AA`,
        `${payload}`,
        'x.y',
        'a.b.c',
      ]) {
        const res = await get(`/media/s/${bad}/${rest.join('/')}`, { token: paid });
        expect(res.statusCode).toBe(403);
        expect(errorOf(res)).toBe('media_url_invalid');
      }
    });

    it('refuses files outside the token’s prefix, and `..` in any spelling', async () => {
      const fresh = (await play('movie', film, paid)).video.url as string;
      const base = fresh.split('/').slice(0, 4).join('/');
      const otherMovie = manifest.movies.find((m) => !fresh.includes(m.key))!;
      const paths = [
        `${base}/${otherMovie.video.file}`,
        `${base}/manifest.json`,
        `${base}/${path.dirname(fresh.split('/').slice(4).join('/'))}/../m9/video.mp4`,
        `${base}/${path.dirname(fresh.split('/').slice(4).join('/'))}/%2e%2e/%2e%2e/manifest.json`,
        `${base}/${path.dirname(fresh.split('/').slice(4).join('/'))}//video.mp4`,
      ];
      for (const url of paths) {
        const res = await get(url, { token: paid });
        expect(res.statusCode, url).toBe(403);
        expect(errorOf(res)).toBe('media_url_invalid');
      }
    });

    it('answers 404 for a listed file that is missing, and for a symlink leading out of mediaDir', async () => {
      const fresh = (await play('movie', film, paid)).video;
      const asset = manifest.movies.find((m) => fresh.url.includes(m.key))!;
      const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'ma-outside-'));
      fs.writeFileSync(path.join(outside, 'secret.vtt'), 'WEBVTT secret');
      const sub = path.join(t.config.mediaDir, asset.subtitles[0]!.file);
      const saved = fs.readFileSync(sub);
      fs.rmSync(sub);
      try {
        expect((await get(fresh.subtitles[0].url, { token: paid })).statusCode).toBe(404);
        fs.symlinkSync(path.join(outside, 'secret.vtt'), sub);
        expect((await get(fresh.subtitles[0].url, { token: paid })).statusCode).toBe(404);
      } finally {
        fs.rmSync(sub, { force: true });
        fs.writeFileSync(sub, saved);
        fs.rmSync(outside, { recursive: true, force: true });
      }
    });
  });

  describe('the live playlist', () => {
    let hlsUrl: string;
    const playlist = async () => {
      const res = await get(hlsUrl, { token: paid });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/vnd.apple.mpegurl');
      expect(res.headers['cache-control']).toBe('no-cache');
      return res.body;
    };
    const tag = (text: string, name: string) => Number(new RegExp(`#${name}:(\\d+)`).exec(text)?.[1]);
    const segmentsOf = (text: string) => text.split('\n').filter((l) => l.startsWith('seg-'));

    beforeAll(async () => {
      // A stream the fixture member can open: free, or entitled (paid@ has movies only).
      const stream = await pick(`media_type = 'stream' AND is_free = 1 AND ${OPEN}`);
      const p = await play('stream', stream, paid);
      expect(p.available).toBe(true);
      expect(p.live).toMatchObject({
        segmentSeconds: SEGMENT_SECONDS,
        resolution: '1280x720',
        bitrateKbps: 1500,
      });
      hlsUrl = p.live.hlsUrl;
      expect(hlsUrl).toMatch(/\/live\/sports\/index\.m3u8$/);
    });

    it('is a window of LIVE_WINDOW segments ending at the live edge, and advances with the clock', async () => {
      const text = await playlist();
      expect(text).toMatch(/^#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:2\n/);
      const edge = Math.floor(t.clock.now.getTime() / 1000 / SEGMENT_SECONDS);
      const first = edge - (LIVE_WINDOW - 1);
      expect(tag(text, 'EXT-X-MEDIA-SEQUENCE')).toBe(first);
      expect(segmentsOf(text)).toEqual(Array.from({ length: LIVE_WINDOW }, (_, i) => `seg-${first + i}.ts`));
      t.clock.advance(SEGMENT_SECONDS);
      expect(tag(await playlist(), 'EXT-X-MEDIA-SEQUENCE')).toBe(first + 1);
    });

    it('marks each loop wrap with a discontinuity and counts the ones that slid out', async () => {
      // Move to a moment where the window's first segment follows a wrap that has slid out.
      const edge = Math.floor(t.clock.now.getTime() / 1000 / SEGMENT_SECONDS);
      const target = (Math.floor(edge / LOOP) + 3) * LOOP + LIVE_WINDOW; // first = k·LOOP + 1
      t.clock.now = new Date(target * SEGMENT_SECONDS * 1000);
      const text = await playlist();
      const first = target - (LIVE_WINDOW - 1);
      expect(tag(text, 'EXT-X-MEDIA-SEQUENCE')).toBe(first);
      expect(tag(text, 'EXT-X-DISCONTINUITY-SEQUENCE')).toBe(Math.floor((first - 1) / LOOP));
      const lines = text.split('\n');
      const wrapped = first + (LOOP - 1) - ((first + (LOOP - 1)) % LOOP); // the next multiple of LOOP
      const at = lines.indexOf(`seg-${wrapped}.ts`);
      expect(lines[at - 2]).toBe('#EXT-X-DISCONTINUITY');
      // One wrap every LOOP segments of the window, none before its first (already counted).
      expect(lines.filter((l) => l === '#EXT-X-DISCONTINUITY')).toHaveLength(Math.floor(LIVE_WINDOW / LOOP));
      t.clock.advance(SEGMENT_SECONDS);
      expect(tag(await playlist(), 'EXT-X-DISCONTINUITY-SEQUENCE')).toBe(Math.floor(first / LOOP));
    });

    it('serves a segment of the window as segments[sequence % n] under the playlist’s token', async () => {
      const [name] = segmentsOf(await playlist());
      const sequence = Number(/seg-(\d+)/.exec(name!)![1]);
      const res = await get(hlsUrl.replace('index.m3u8', name!), { token: paid });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('video/mp2t');
      expect(res.rawPayload.equals(bytesOf(manifest.live.segments[sequence % LOOP]!.file))).toBe(true);
      expect((await get(hlsUrl.replace('index.m3u8', name!), { token: fr })).statusCode).toBe(403);
    });
  });

  describe('playback', () => {
    it('is refused as data, translated, for a member whose plan lacks the type', async () => {
      // The fixture brand offers movie, music and ebook: games are not among paid@'s types.
      const game = await pick(`media_type = 'game' AND is_free = 0 AND ${OPEN}`);
      const p = await play('game', game, paid);
      expect(p).toMatchObject({ available: false, errorCode: 'not_in_plan', game: null, downloads: [] });
      expect(p.message).toBe('Your membership does not include this title.');
      expect(p.title).toBeTruthy();
      const film = await pick(`media_type = 'movie' AND is_free = 0 AND ${OPEN}`);
      expect(await play('movie', film, fr)).toMatchObject({
        available: false,
        errorCode: 'not_in_plan',
        message: "Votre abonnement n'inclut pas ce titre.",
      });
    });

    it('is refused where the catalogue refuses it: another country, an iPhone', async () => {
      const blocked = await pick(`media_type = 'movie' AND is_free = 1 AND geo_blocked LIKE '%"CA"%'`);
      const res = await gql(t.app, HOSTS.playmax, PLAYBACK, {
        token: paid,
        variables: { t: 'movie', id: blocked, e: null },
        headers: { 'x-country': 'CA' },
      });
      expect((res.body.data as Data).content.playback).toMatchObject({
        available: false,
        errorCode: 'geo_restricted',
        message: 'This content is not available in your current location.',
        video: null,
      });
      const game = await pick(`media_type = 'game' AND is_free = 1 AND ${OPEN}`);
      const iphone = await gql(t.app, HOSTS.playmax, PLAYBACK, {
        variables: { t: 'game', id: game, e: null },
        headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)' },
      });
      expect((iphone.body.data as Data).content.playback).toMatchObject({
        available: false,
        errorCode: 'hidden_on_device',
        game: null,
      });
    });

    it('refuses unknown types and titles as data', async () => {
      expect(await play('podcast', '1', paid)).toMatchObject({
        available: false,
        errorCode: 'invalid_media_type',
      });
      expect(await play('movie', '0', paid)).toMatchObject({
        available: false,
        errorCode: 'media_not_found',
      });
      expect(await play('music', await pick(`media_type = 'movie'`), paid)).toMatchObject({
        errorCode: 'media_not_found',
      });
    });

    it('gives a visitor a free title with a visitor token (member 0) that a signed-in member cannot use', async () => {
      const free = await pick(
        `media_type = 'movie' AND is_free = 1 AND ${OPEN} AND details NOT LIKE '%"series"%'`,
      );
      const p = await play('movie', free);
      expect(p.available).toBe(true);
      expect(p.progress).toBeNull();
      const token = p.video.url.split('/')[3] as string;
      expect(JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()).m).toBe(0);
      expect((await get(p.video.url)).statusCode).toBe(200);
      expect((await get(p.video.url, { token: paid })).statusCode).toBe(403);
      const paidTitle = await pick(`media_type = 'movie' AND is_free = 0 AND ${OPEN}`);
      expect(await play('movie', paidTitle)).toMatchObject({ available: false, errorCode: 'not_in_plan' });
    });

    it('gives a series the asked episode, else the resumed one, else the first, with every episode', async () => {
      const series = await pick(
        `media_type = 'movie' AND is_free = 0 AND ${OPEN} AND details LIKE '%"series"%'`,
      );
      const first = await play('movie', series, paid);
      expect(first.episodes.length).toBeGreaterThan(1);
      expect(first.video.episodeId).toBe(first.episodes[0].id);
      expect(first.episodes[1].duration).toBe(manifest.episodes[1]!.duration);
      const second = first.episodes[1].id as string;
      expect((await play('movie', series, paid, second)).video.episodeId).toBe(second);
      await q(SAVE, {
        token: paid,
        variables: {
          id: series,
          t: 'movie',
          p: 12,
          pos: JSON.stringify({ episodeId: second, time: 12 }),
          s: 1,
        },
      });
      const resumed = await play('movie', series, paid);
      expect(resumed.video.episodeId).toBe(second);
      expect(resumed.progress).toMatchObject({
        progress: 12,
        position: `{"episodeId":"${second}","time":12}`,
      });
      expect((await play('movie', series, paid, '999999999')).errorCode).toBe('media_not_found');
    });

    it('fills the fields of every type from the manifest', async () => {
      // fr@ has no plan: free titles of every type are open to them.
      const of = async (type: string) =>
        play(type, await pick(`media_type = '${type}' AND is_free = 1 AND ${OPEN}`), fr);
      const music = await of('music');
      expect(music.tracks.length).toBeGreaterThan(0);
      expect(music.tracks[0]).toMatchObject({ trackNumber: 1, albumId: music.id, albumTitle: music.title });
      expect(music.tracks[0].duration).toBe(manifest.music[Number(music.tracks[0].id) % 3]!.duration);
      expect((await get(music.tracks[0].url, { token: fr })).statusCode).toBe(200);
      const book = await of('audiobook');
      expect(book.chapters.map((c: Data) => c.title)).toEqual(['Chapter 1', 'Chapter 2', 'Chapter 3']);
      const ebook = await of('ebook');
      expect(ebook.ebook).toMatchObject({ mimeType: 'application/epub+zip', chapterCount: 2 });
      expect(ebook.ebook.pageCount).toBeGreaterThan(0);
      // One EPUB among several: its token opens that file only, not the directory of every EPUB.
      const mine = ebook.ebook.url as string;
      const other = mine.replace(/e[01]\.epub$/, (name) => (name === 'e0.epub' ? 'e1.epub' : 'e0.epub'));
      expect((await get(mine, { token: fr })).statusCode).toBe(200);
      expect((await get(other, { token: fr })).statusCode).toBe(403);
      const game = await of('game');
      expect(game.game.controlsKey).toBe('arrows');
      const page = await get(game.game.url, { token: fr });
      expect(page.headers['content-security-policy']).toContain('sandbox allow-scripts');
      const software = await of('software');
      expect(software.downloads.map((d: Data) => d.platform)).toEqual(['windows', 'linux']);
      const dl = await get(software.downloads[0].url, { token: fr });
      expect(dl.headers['content-disposition']).toBe('attachment; filename="demo-tool-windows.zip"');
      expect(crypto.createHash('sha256').update(dl.rawPayload).digest('hex')).toBe(
        software.downloads[0].sha256,
      );
    });

    it('answers media_unavailable, translated, while the manifest is missing', async () => {
      const film = await pick(`media_type = 'movie' AND is_free = 0 AND ${OPEN}`);
      const file = path.join(t.config.mediaDir, 'manifest.json');
      fs.renameSync(file, `${file}.away`);
      try {
        expect(await play('movie', film, paid)).toMatchObject({
          available: false,
          errorCode: 'media_unavailable',
        });
        expect((await play('movie', film, fr)).errorCode).toBe('not_in_plan');
      } finally {
        fs.renameSync(`${file}.away`, file);
      }
      expect((await play('movie', film, paid)).available).toBe(true);
    });
  });

  describe('savePlaybackPosition and continueWatching', () => {
    const save = async (
      id: string,
      type: string,
      p: number,
      s: number,
      pos: string | null = null,
      token = paid,
    ) =>
      (await q(SAVE, { token, variables: { id, t: type, p, pos, s } })).content.savePlaybackPosition as Data;

    beforeEach(async () => {
      await t.db.handle.db.deleteFrom('media_progress').execute();
    });

    it('stores progress with the position, and ignores a late write with a lower sequence', async () => {
      const film = await pick(`media_type = 'movie' AND details NOT LIKE '%"series"%'`);
      expect(await save(film, 'movie', 30, 5, '{"time":30}')).toMatchObject({
        responseResult: { succeeded: true },
        progress: { progress: 30, sequence: 5, position: '{"time":30}' },
      });
      expect((await save(film, 'movie', 10, 4, '{"time":10}')).progress).toMatchObject({
        progress: 30,
        sequence: 5,
      });
      expect((await save(film, 'movie', 20, 5, '{"time":20}')).progress).toMatchObject({
        progress: 20,
        position: '{"time":20}',
      });
      expect((await save(film, 'movie', 40, 6)).progress).toMatchObject({ progress: 40, position: null });
      const detail = await q(
        `query($id: ID!) { content { media(mediaType: "movie", id: $id) { progress { progress position } } } }`,
        {
          token: paid,
          variables: { id: film },
        },
      );
      expect(detail.content.media.progress).toEqual({ progress: 40, position: null });
    });

    it.each([
      ['a negative progress', -1, 1, null],
      ['progress beyond 1e7', 1e7 + 1, 1, null],
      ['a position over 2,000 characters', 1, 1, JSON.stringify({ x: 'a'.repeat(2_000) })],
      ['a position that is not JSON', 1, 1, '{time: 1'],
      ['a negative sequence', 1, -1, null],
    ])('refuses %s with invalid_progress and stores nothing', async (_name, p, s, pos) => {
      const film = await pick(`media_type = 'movie'`);
      const r = await save(film, 'movie', p, s, pos);
      expect(r).toMatchObject({
        responseResult: { succeeded: false, errorCode: 'invalid_progress' },
        progress: null,
      });
      expect(r.responseResult.message).toBe('This playback position is not valid.');
      expect(await t.db.handle.db.selectFrom('media_progress').selectAll().execute()).toEqual([]);
    });

    it('keeps the highest sequence when writes race in any order', async () => {
      const film = await pick(`media_type = 'movie'`);
      const order = [7, 3, 10, 1, 9, 4, 2, 8, 6, 5];
      await Promise.all(order.map((s) => save(film, 'movie', s * 10, s, JSON.stringify({ time: s * 10 }))));
      const [row] = await t.db.handle.db.selectFrom('media_progress').selectAll().execute();
      expect(row).toMatchObject({ progress: 100, position: '{"time":100}' });
      expect(Number(row!.sequence)).toBe(10);
    });

    it('answers unauthenticated to a visitor and media_not_found for a title of another type', async () => {
      const res = await gql(t.app, HOSTS.playmax, SAVE, {
        variables: { id: '1', t: 'movie', p: 1, pos: null, s: 1 },
      });
      expect((res.body.data as Data).content.savePlaybackPosition.responseResult.errorCode).toBe(
        'unauthenticated',
      );
      const album = await pick(`media_type = 'music'`);
      expect((await save(album, 'movie', 1, 1)).responseResult.errorCode).toBe('media_not_found');
    });

    it('lists started titles newest first, without finished ones and streams, with a constant query count', async () => {
      const films: string[] = [];
      for (let i = 0; i < 4; i++)
        films.push(
          await pick(`media_type = 'movie' AND details NOT LIKE '%"series"%' AND id > ${films.at(-1) ?? 0}`),
        );
      const duration = (id: string) => manifest.movies[Number(id) % manifest.movies.length]!.duration;
      const stream = await pick(`media_type = 'stream'`);
      const ebook = await pick(`media_type = 'ebook'`);
      await save(films[0]!, 'movie', duration(films[0]!) * 0.5, 1);
      t.clock.advance(10);
      await save(films[1]!, 'movie', duration(films[1]!) * 0.96, 1); // finished
      t.clock.advance(10);
      await save(stream, 'stream', 100, 1);
      t.clock.advance(10);
      await save(ebook, 'ebook', 0.25, 1, '{"cfi":"epubcfi(/6/4)","percent":0.25}');
      t.clock.advance(10);
      await save(films[2]!, 'movie', 1, 1);
      const read = async (first?: number) => {
        counter.count = 0;
        const rows = (await q(CONTINUE, { token: paid, variables: { first: first ?? null } })).content
          .continueWatching as Data[];
        return { rows, queries: counter.count };
      };
      const { rows, queries } = await read();
      expect(rows.map((r) => r.media.id)).toEqual([films[2], ebook, films[0]]);
      expect(rows[1]!.fraction).toBe(0.25);
      expect(rows[2]!.fraction).toBeCloseTo(0.5);
      expect(rows[1]!.progress.position).toContain('epubcfi');
      expect((await read(1)).rows).toHaveLength(1);
      await save(films[3]!, 'movie', 2, 1);
      expect((await read()).queries).toBe(queries);
      const anonymous = await gql(t.app, HOSTS.playmax, CONTINUE);
      expect((anonymous.body.data as Data).content.continueWatching).toEqual([]);
    });
  });
});
