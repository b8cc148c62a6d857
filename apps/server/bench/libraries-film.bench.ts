/**
 * A film packaged into its ladder (issue 32 point 7): a 10-minute 1080p film, made by the bench with
 * the shipped ffmpeg (libraries-files.ts: testsrc2 at 25 fps and a tone, ultrafast; setup, not timed),
 * imported as a movie library through the real path (LibrariesService.addLibrary and requestScan,
 * the `library-scan` job, then the `library-package` job on the queue: one ffmpeg run making the
 * 360p, 720p and 1080p rungs as fMP4 HLS and the master playlist), until the title is listed. The
 * issue sets no target: the time is written down, with the ratio to the film's own length.
 *
 * Its own part of `npm run bench` (`npm run bench -- libraries-film`), since the ladder of a
 * 10-minute 1080p film takes minutes of both cores; the scan part (`libraries`) stays short.
 * SQLite only: the packaging is ffmpeg's time, the same on either engine.
 *
 *   BENCH_FILM_MINUTES=10   the film's length
 *
 * Writes "libraries.film" in bench/results.json; exits 1 when the film is not packaged and listed
 * with its three rungs.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as wait } from 'node:timers/promises';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { LibraryActor } from '../src/modules/libraries/service';
import { demoSqlite } from './demo-template';
import { recordResults } from './harness';
import { film } from './libraries-files';

const MINUTES = Number(process.env.BENCH_FILM_MINUTES ?? 10);
const CLI: LibraryActor = { staffId: null, staffEmail: null, ip: 'cli' };
const BRAND = 'playmax';
const POLL_MS = 250;
const RUNGS = ['360p', '720p', '1080p'];

const seconds = (from: number) => Math.round((performance.now() - from) / 100) / 10;

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ma-bench-film-'));
const bench = await demoSqlite();
try {
  const made = performance.now();
  await film(path.join(workDir, 'films', 'The Bench Film.mp4'), MINUTES * 60);
  const sourceMb = Math.round(fs.statSync(path.join(workDir, 'films', 'The Bench Film.mp4')).size / 1e5) / 10;
  console.log(
    `  made a ${MINUTES}-minute 1080p film (${sourceMb} MB) in ${seconds(made)} s (setup, not timed)`,
  );

  const config = loadConfig({ ...process.env, APP_ENV: 'dev', DATA_DIR: bench.dataDir, LOG_LEVEL: 'silent' });
  const app = await buildApp(config, { db: bench.handle, jobWorkers: true });
  await app.ready();
  try {
    const { libraries, queue } = app.services;
    await queue.start();
    const started = performance.now();
    const added = await libraries.addLibrary(CLI, {
      brandId: BRAND,
      mediaType: 'movie',
      name: 'Films',
      dir: path.join(workDir, 'films'),
    });
    if (!added.ok) throw new Error(added.errorCode);
    const asked = await libraries.requestScan(CLI, BRAND, added.library.id);
    if (!asked.ok) throw new Error(asked.errorCode);
    for (;;) {
      const s = await libraries.scan(asked.scan.id);
      if (s?.state === 'failed') throw new Error(`the scan failed: ${s.error}`);
      if (s?.state === 'done') break;
      await wait(POLL_MS);
    }
    const scanSeconds = seconds(started);
    let lastLine = performance.now();
    for (;;) {
      const p = await libraries.packaging(added.library.id);
      if (p.due === 0) {
        if (p.failed > 0)
          throw new Error(
            `packaging failed: ${JSON.stringify(await libraries.packagingFailures(added.library.id))}`,
          );
        break;
      }
      if (performance.now() - lastLine > 30_000) {
        lastLine = performance.now();
        console.log(`  packaging the ladder… ${seconds(started)} s`);
      }
      await wait(POLL_MS);
    }
    const totalSeconds = seconds(started);
    const packagingSeconds = Math.round((totalSeconds - scanSeconds) * 10) / 10;

    // Listed, with a master playlist naming the three rungs.
    const db = bench.handle.db;
    const title = await db
      .selectFrom('media_items')
      .select(['id', 'hidden_reason'])
      .where('brand_id', '=', BRAND)
      .where('media_type', '=', 'movie')
      .executeTakeFirstOrThrow();
    if (title.hidden_reason !== null) throw new Error(`the film is still hidden (${title.hidden_reason})`);
    const hls = await db
      .selectFrom('media_assets')
      .select(['file'])
      .where('media_id', '=', title.id)
      .where('kind', '=', 'video_hls')
      .executeTakeFirstOrThrow();
    const master = fs.readFileSync(path.join(config.mediaDir, ...hls.file.split('/')), 'utf8');
    const resolutions = [...master.matchAll(/RESOLUTION=(\d+x\d+)/g)].map((m) => m[1]);
    if (resolutions.length !== RUNGS.length)
      throw new Error(`the master playlist names ${resolutions.length} rungs: ${resolutions.join(', ')}`);
    const speed = Math.round(((MINUTES * 60) / packagingSeconds) * 100) / 100;
    console.log(
      `\nLibraries: a ${MINUTES}-minute 1080p film packaged into ${resolutions.join(', ')} in ` +
        `${packagingSeconds} s (${speed}× real time; scan ${scanSeconds} s, listed after ${totalSeconds} s)`,
    );
    recordResults('libraries.film', {
      target: 'none in issue 32: the time is written down',
      filmMinutes: MINUTES,
      sourceMb,
      rungs: resolutions,
      scanSeconds,
      packagingSeconds,
      listedAfterSeconds: totalSeconds,
      timesRealTime: speed,
    });
  } finally {
    await app.close();
  }
} finally {
  await bench.drop();
  fs.rmSync(workDir, { recursive: true, force: true });
}
