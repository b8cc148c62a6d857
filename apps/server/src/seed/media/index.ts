import fs from 'node:fs/promises';
import path from 'node:path';
import { assembleBook, BOOKS, encodeChapter } from './audiobooks';
import { BOOK_SOURCES, buildBook } from './books';
import { bookWords, writeEpub } from './epub';
import { findFfmpeg, listFilters } from './ffmpeg';
import { describeFile, JobQueue, MIME, writeFile } from './files';
import { findFont } from './fonts';
import { writeGames } from './games';
import { encodeLive } from './live';
import {
  MEDIA_MANIFEST_FILE,
  MEDIA_MANIFEST_VERSION,
  type EbookAsset,
  type MediaManifest,
  ebookPageCount,
} from '../../lib/media-manifest';
import { encodeTrack, TRACKS } from './music';
import { writeSoftware } from './software';
import { encodeVideo, EPISODES, FILMS, type EncodeContext } from './video';

export interface EnsureMediaOptions {
  mediaDir: string;
  log?: (msg: string) => void;
  /** Regenerate even when a current manifest is present. */
  force?: boolean;
  /** Multiplies every duration; tests pass a small value for 2-second assets. Default 1. */
  durationScale?: number;
  /** Called after each asset, for a progress bar (the log lines are written regardless). */
  onProgress?: (done: number, total: number, label: string) => void;
  /** ffmpeg jobs at a time (default 2: one per core of the reference machine). */
  concurrency?: number;
}

/** The manifest in mediaDir, if it is there and of the current version. */
export async function readManifest(mediaDir: string): Promise<MediaManifest | null> {
  try {
    const parsed = JSON.parse(
      await fs.readFile(path.join(mediaDir, MEDIA_MANIFEST_FILE), 'utf8'),
    ) as MediaManifest;
    return parsed.version === MEDIA_MANIFEST_VERSION ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * Generates the demo media under mediaDir unless a manifest of the current version is there
 * (issue #4). Everything is written into a temporary sibling directory and renamed into place at
 * the end, so a crash never leaves a half-written tree behind a manifest. Returns the manifest, or
 * null (after a warning) when ffmpeg is missing or fails: the server starts without media.
 */
export async function ensureDemoMedia(opts: EnsureMediaOptions): Promise<MediaManifest | null> {
  const log = opts.log ?? (() => undefined);
  const mediaDir = path.resolve(opts.mediaDir);
  if (!opts.force) {
    const existing = await readManifest(mediaDir);
    if (existing) return existing;
  }
  const ffmpeg = findFfmpeg();
  if (!ffmpeg) {
    log(
      'media: no ffmpeg binary for this platform (@ffmpeg-installer/ffmpeg); players will have no demo media',
    );
    return null;
  }
  const started = Date.now();
  const parent = path.dirname(mediaDir);
  await fs.mkdir(parent, { recursive: true });
  const lock = await acquireLock(`${mediaDir}.lock`, log);
  if (lock === 'other-finished') {
    const manifest = await readManifest(mediaDir);
    if (manifest && !opts.force) {
      await fs.rm(`${mediaDir}.lock`, { force: true });
      return manifest;
    }
  }
  // Touch the lock while working, so a waiting process can tell a slow generator from a dead one.
  const heartbeat = setInterval(() => {
    const now = new Date();
    fs.utimes(`${mediaDir}.lock`, now, now).catch(() => undefined);
  }, LOCK_HEARTBEAT_MS);
  heartbeat.unref();
  try {
    return await generateInto(mediaDir, ffmpeg, opts, log, started);
  } finally {
    clearInterval(heartbeat);
    await fs.rm(`${mediaDir}.lock`, { force: true });
  }
}

/**
 * One generator per mediaDir at a time: parallel test servers share one cached copy. A second
 * process waits for the first (then uses its manifest). The holder touches the lock every
 * LOCK_HEARTBEAT_MS; a lock whose process is gone, or untouched for STALE_LOCK_MS, is taken over.
 */
const LOCK_HEARTBEAT_MS = 5_000;
const STALE_LOCK_MS = 60_000;

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: alive but someone else's.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function acquireLock(
  lockFile: string,
  log: (msg: string) => void,
): Promise<'acquired' | 'other-finished'> {
  let waited = false;
  for (;;) {
    try {
      await fs.writeFile(lockFile, String(process.pid), { flag: 'wx' });
      return waited ? 'other-finished' : 'acquired';
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const stat = await fs.stat(lockFile).catch(() => null);
    const holder = Number(await fs.readFile(lockFile, 'utf8').catch(() => ''));
    const dead = Number.isInteger(holder) && holder > 0 && !processAlive(holder);
    if (stat && (dead || Date.now() - stat.mtimeMs > STALE_LOCK_MS)) {
      await fs.rm(lockFile, { force: true });
      continue;
    }
    if (!waited) log('media: another process is generating the demo media; waiting for it');
    waited = true;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

async function generateInto(
  mediaDir: string,
  ffmpeg: string,
  opts: EnsureMediaOptions,
  log: (msg: string) => void,
  started: number,
): Promise<MediaManifest | null> {
  const parent = path.dirname(mediaDir);
  // We hold the lock, so any other work directory was left by a generator that died: remove it.
  const prefix = `.${path.basename(mediaDir)}-generating-`;
  for (const name of await fs.readdir(parent)) {
    if (name.startsWith(prefix)) await fs.rm(path.join(parent, name), { recursive: true, force: true });
  }
  const work = await fs.mkdtemp(path.join(parent, prefix));
  const out = path.join(work, 'media');
  const scratch = path.join(work, 'scratch');
  await fs.mkdir(out, { recursive: true });
  try {
    const filters = await listFilters(ffmpeg);
    const font = filters.has('drawtext') ? findFont() : null;
    if (!font) log('media: no drawtext filter or font found; videos will carry no titles or scoreboard');
    const ctx: EncodeContext = { ffmpeg, out, scratch, font, durationScale: opts.durationScale ?? 1 };
    log(`media: generating demo media in ${mediaDir} (takes about a minute)`);
    const manifest = await generate(ctx, opts.concurrency ?? 2, (done, total, label) => {
      log(`media ${done}/${total} ${label}`);
      opts.onProgress?.(done, total, label);
    });
    await fs.writeFile(path.join(out, MEDIA_MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    await swapInto(out, mediaDir, work);
    log(`media: ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return manifest;
  } catch (err) {
    log(
      `media: generation failed, players will have no demo media: ${err instanceof Error ? err.message : String(err)}`,
    );
    return null;
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}

/** Replaces mediaDir by the finished tree: the old one is moved aside first, then removed. */
async function swapInto(finished: string, mediaDir: string, work: string): Promise<void> {
  const old = path.join(work, 'previous');
  const hadOld = await fs.stat(mediaDir).then(
    () => true,
    () => false,
  );
  if (hadOld) await fs.rename(mediaDir, old);
  await fs.rename(finished, mediaDir);
}

async function generate(
  ctx: EncodeContext,
  concurrency: number,
  onDone: (done: number, total: number, label: string) => void,
): Promise<MediaManifest> {
  const queue = new JobQueue(concurrency, onDone);
  // Longest jobs first, so the two lanes finish together rather than one idling at the end.
  const live = queue.add('live/sports (HLS loop)', () => encodeLive(ctx));
  const movies = FILMS.map((f) =>
    queue.add(`movies/${f.key}/video.mp4`, () => encodeVideo(f, 'movies', ctx)),
  );
  const episodes = EPISODES.map((e) =>
    queue.add(`episodes/${e.key}/video.mp4`, () => encodeVideo(e, 'episodes', ctx)),
  );
  const music = TRACKS.map((_, i) =>
    queue.add(`music/track-${String(i + 1).padStart(2, '0')}.mp3`, () => encodeTrack(i, ctx)),
  );
  const chapters = BOOKS.map((book, b) =>
    book.chapters.map((_, c) =>
      queue.add(`audiobooks/${book.key}/chapter-${c + 1}.mp3`, () => encodeChapter(b, c, ctx)),
    ),
  );
  const ebooks = BOOK_SOURCES.map((source) =>
    queue.add(`ebooks/${source.key}.epub`, async (): Promise<EbookAsset> => {
      const book = buildBook(source);
      const rel = `ebooks/${source.key}.epub`;
      await writeFile(ctx.out, rel, writeEpub(book));
      return {
        key: source.key,
        title: source.title,
        epub: await describeFile(ctx.out, rel, MIME.epub),
        chapterTitles: book.chapters.map((c) => c.title),
        pageCount: ebookPageCount(bookWords(book)),
      };
    }),
  );
  const games = queue.add('games (3 HTML5 games)', () => writeGames(ctx.out));
  const software = queue.add('software (4 downloads)', () => writeSoftware(ctx.out));

  // Wait for every job even when one fails, so nothing still writes into the tree we remove.
  const all = [live, ...movies, ...episodes, ...music, ...chapters.flat(), ...ebooks, games, software];
  const settled = await Promise.allSettled(all);
  const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) throw failed.reason;

  return {
    version: MEDIA_MANIFEST_VERSION,
    generatedAt: new Date().toISOString(),
    movies: await Promise.all(movies),
    episodes: await Promise.all(episodes),
    live: await live,
    music: await Promise.all(music),
    audiobooks: await Promise.all(chapters.map(async (c, b) => assembleBook(b, await Promise.all(c)))),
    ebooks: await Promise.all(ebooks),
    games: await games,
    software: await software,
  };
}
