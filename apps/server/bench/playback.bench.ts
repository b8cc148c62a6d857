/**
 * Playback benchmark: what a player asks the server for, measured in-process (Fastify inject) on
 * the seeded demo data, with a small stand-in for the generated media (a 4 MiB film, a looped live
 * stream) so the figure is the server's work, not the encoder's. Prints figures, asserts nothing.
 *
 *   npx tsx apps/server/bench/playback.bench.ts     SQLite, plus PostgreSQL when TEST_DATABASE_URL is set
 *   BENCH_ITERATIONS=500                            iterations per request (default 1,000)
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { benchOnDemoData, measure, type Figures } from './harness';
import { MEDIA_MANIFEST_VERSION, type MediaFile, type MediaManifest } from '../src/lib/media-manifest';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 1000);
const TIMES = { iterations: ITERATIONS, warmup: 50 };
const time = (name: string, run: (i: number) => Promise<void>) => measure(name, run, TIMES);
const HOST = 'playmax.localhost';

function expectStatus(status: number, wanted: number, what: string) {
  if (status !== wanted) throw new Error(`${what} answered ${status}, expected ${wanted}`);
}

/** A stand-in manifest: one film of 4 MiB and six 256 KiB live segments. */
function writeMedia(dir: string): void {
  const file = (rel: string, bytes: number, mimeType: string): MediaFile => {
    fs.mkdirSync(path.join(dir, path.dirname(rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), Buffer.alloc(bytes, 7));
    return { file: rel, bytes, sha256: '', mimeType };
  };
  const film = {
    key: 'film',
    title: 'Film',
    duration: 60,
    video: file('movies/film/video.mp4', 4 * 2 ** 20, 'video/mp4'),
    poster: null,
    subtitles: [],
  };
  const manifest: MediaManifest = {
    version: MEDIA_MANIFEST_VERSION,
    generatedAt: new Date().toISOString(),
    movies: [film],
    episodes: [film],
    live: {
      key: 'sports',
      segmentSeconds: 4,
      segments: Array.from({ length: 6 }, (_, i) => file(`live/sports/seg-${i}.ts`, 2 ** 18, 'video/mp2t')),
      init: null,
      codecs: 'avc1.42c01e,mp4a.40.2',
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
  fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
}

async function graph(app: FastifyInstance, token: string, query: string, variables: Record<string, unknown>) {
  const res = await app.inject({
    method: 'POST',
    url: '/membergraphapi/',
    headers: { host: HOST, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    payload: JSON.stringify({ query, variables }),
  });
  expectStatus(res.statusCode, 200, 'graphql');
  return res.json<{ data: { content: Record<string, Record<string, unknown>> } }>().data.content;
}

const PLAYBACK = `query($id: ID!, $t: String!) { content { playback(mediaType: $t, id: $id) {
  available errorCode expiresAt progress { progress position } video { url duration subtitles { url } }
  episodes { id } live { hlsUrl } } } }`;

async function scenarios(app: FastifyInstance): Promise<Figures[]> {
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { host: HOST, 'content-type': 'application/json' },
    payload: JSON.stringify({ email: 'paid@playmax.test', password: 'demo-pass-2026' }),
  });
  expectStatus(login.statusCode, 200, 'login');
  const { token } = login.json<{ token: string }>();
  const media = { host: HOST, authorization: `Bearer ${token}` };

  const film = (await graph(app, token, PLAYBACK, { id: '1', t: 'movie' })).playback!;
  const videoUrl = (film.video as { url: string } | null)?.url;
  if (!videoUrl) throw new Error(`movie 1 is not playable: ${String(film.errorCode)}`);
  const streams = await graph(
    app,
    token,
    '{ content { browse(mediaType: "stream", first: 1) { items { id } } } }',
    {},
  );
  const streamId = (streams.browse as { items: { id: string }[] }).items[0]?.id ?? '7';
  const live = (await graph(app, token, PLAYBACK, { id: streamId, t: 'stream' })).playback!;
  const hlsUrl = (live.live as { hlsUrl: string } | null)?.hlsUrl;
  if (!hlsUrl) throw new Error(`stream ${streamId} is not playable: ${String(live.errorCode)}`);

  return [
    await time('content.playback (movie, member)', async () => {
      await graph(app, token, PLAYBACK, { id: '1', t: 'movie' });
    }),
    await time('content.savePlaybackPosition', async (i) => {
      await graph(
        app,
        token,
        `mutation($s: Float!, $p: Float!) { content { savePlaybackPosition(id: "1", mediaType: "movie",
          progress: $p, position: "{\\"time\\":1}", sequence: $s) { responseResult { succeeded } } } }`,
        { s: i, p: i % 50 },
      );
    }),
    await time('content.continueWatching (20)', async () => {
      await graph(app, token, '{ content { continueWatching { media { id title } fraction } } }', {});
    }),
    await time('GET signed film, 256 KiB range', async (i) => {
      const start = (i * 2 ** 18) % (4 * 2 ** 20 - 2 ** 18);
      const res = await app.inject({
        method: 'GET',
        url: videoUrl,
        headers: { ...media, range: `bytes=${start}-${start + 2 ** 18 - 1}` },
      });
      expectStatus(res.statusCode, 206, 'range');
    }),
    await time('GET live playlist', async () => {
      const res = await app.inject({ method: 'GET', url: hlsUrl, headers: media });
      expectStatus(res.statusCode, 200, 'playlist');
    }),
    await time('GET refused URL (other brand)', async () => {
      const res = await app.inject({
        method: 'GET',
        url: videoUrl,
        headers: { host: 'clickplay.localhost' },
      });
      expectStatus(res.statusCode, 403, 'refusal');
    }),
  ];
}

await benchOnDemoData(scenarios, (dataDir) => {
  const mediaDir = path.join(dataDir, 'media');
  writeMedia(mediaDir);
  return { MEDIA_DIR: mediaDir, WEB_DIST_DIR: path.join(dataDir, 'web') };
});
