/**
 * `npm run seed:media [-- --force] [--dir PATH] [--scale 0.1]`: generates the demo media into
 * MEDIA_DIR (default ./data/media) or --dir, with a progress bar on a terminal. Without --force it
 * does nothing when a current manifest is already there.
 */
import path from 'node:path';
import { loadConfig } from '../../config';
import { ensureDemoMedia } from './index';

function arg(argv: string[], name: string): string | undefined {
  const i = argv.findIndex((a) => a === name || a.startsWith(`${name}=`));
  if (i < 0) return undefined;
  return argv[i]!.includes('=') ? argv[i]!.slice(name.length + 1) : argv[i + 1];
}

function bar(done: number, total: number, started: number, label: string): string {
  const width = 28;
  const ratio = total === 0 ? 1 : done / total;
  const filled = Math.round(ratio * width);
  const secs = ((Date.now() - started) / 1000).toFixed(0);
  return `[${'█'.repeat(filled)}${'░'.repeat(width - filled)}] ${String(done).padStart(2)}/${total} ${secs} s  ${label}`.slice(
    0,
    (process.stderr.columns || 100) - 1,
  );
}

const argv = process.argv.slice(2);
const dirArg = arg(argv, '--dir');
const scale = Number(arg(argv, '--scale') ?? '1');
if (!Number.isFinite(scale) || scale <= 0 || scale > 4) {
  console.error('seed:media: --scale must be a number above 0 and at most 4');
  process.exit(2);
}
const mediaDir = dirArg ? path.resolve(dirArg) : loadConfig().mediaDir;
const tty = process.stderr.isTTY;
const started = Date.now();
const manifest = await ensureDemoMedia({
  mediaDir,
  force: argv.includes('--force'),
  durationScale: scale,
  // On a terminal the bar replaces the per-file lines; elsewhere (CI logs) the lines are the progress.
  log: (msg) => {
    if (tty && /^media \d+\/\d+ /.test(msg)) return;
    if (tty) process.stderr.write('\r\x1b[K');
    console.error(msg);
  },
  onProgress: tty
    ? (done, total, label) => process.stderr.write(`\r\x1b[K${bar(done, total, started, label)}`)
    : undefined,
});
if (tty) process.stderr.write('\r\x1b[K');
if (!manifest) {
  console.error('seed:media: no demo media was generated (see the message above)');
  process.exitCode = 1;
} else {
  const m = manifest;
  const chapters = m.audiobooks.reduce((n, b) => n + b.chapters.length, 0);
  console.error(
    `seed:media: ready in ${mediaDir}: ${m.movies.length} films, ${m.episodes.length} episodes, ` +
      `${m.live.segments.length} live segments, ${m.music.length} tracks, ${chapters} audiobook chapters, ` +
      `${m.ebooks.length} EPUBs, ${m.games.length} games, ${m.software.length} downloads (${m.generatedAt})`,
  );
}
