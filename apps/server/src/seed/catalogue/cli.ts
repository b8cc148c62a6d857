/**
 * `npm run seed:catalogue -- --titles 1000000`: grows the catalogue of the database the server would
 * use (DATABASE_URL, else DATA_DIR/member-area.sqlite) to N generated titles, with a progress bar.
 * Titles already present are kept; running it again with the same N does nothing.
 */
import { IMPORTED_MEDIA_ID_FIRST } from '@member-area/domain';
import { loadConfig } from '../../config';
import { openDb } from '../../db/kysely';
import { migrateToLatest } from '../../db/migrate';
import { seedCatalogue } from './write';

function titlesArg(argv: string[]): number {
  const i = argv.findIndex((a) => a === '--titles' || a.startsWith('--titles='));
  const raw = i < 0 ? '2000' : argv[i]!.includes('=') ? argv[i]!.split('=')[1] : argv[i + 1];
  const n = Number(String(raw).replace(/[_,]/g, ''));
  // Generated titles take ids 1..N; ids from IMPORTED_MEDIA_ID_FIRST up belong to titles brands
  // import from their own files (issue 32), so the generated catalogue must stop below them.
  const max = IMPORTED_MEDIA_ID_FIRST - 1;
  if (!Number.isInteger(n) || n < 1 || n > max) {
    console.error(
      `seed:catalogue: --titles must be a whole number from 1 to ${max.toLocaleString('en-US')} (ids above are kept for imported titles) (got ${raw})`,
    );
    process.exit(2);
  }
  return n;
}

function bar(done: number, total: number, started: number): string {
  const width = 30;
  const ratio = total === 0 ? 1 : done / total;
  const filled = Math.round(ratio * width);
  const secs = (Date.now() - started) / 1000;
  const rate = done / Math.max(secs, 0.001);
  const eta = rate > 0 ? (total - done) / rate : 0;
  return (
    `[${'█'.repeat(filled)}${'░'.repeat(width - filled)}] ${(ratio * 100).toFixed(1).padStart(5)}% ` +
    `${done.toLocaleString('en-US')}/${total.toLocaleString('en-US')} titles · ` +
    `${Math.round(rate).toLocaleString('en-US')}/s · ETA ${Math.ceil(eta)} s`
  );
}

const titles = titlesArg(process.argv.slice(2));
const config = loadConfig();
const handle = openDb({ url: config.databaseUrl });
const started = Date.now();
const tty = process.stderr.isTTY;
let lastPrint = 0;
try {
  await migrateToLatest(handle.db);
  const result = await seedCatalogue(handle.db, {
    titles,
    log: (m) => console.error(m),
    onProgress: (done, total) => {
      const now = Date.now();
      if (done < total && now - lastPrint < (tty ? 200 : 5_000)) return;
      lastPrint = now;
      process.stderr.write(tty ? `\r${bar(done, total, started)}` : `${bar(done, total, started)}\n`);
    },
  });
  if (tty && result.inserted > 0) process.stderr.write('\n');
  console.error(
    result.inserted === 0
      ? `seed:catalogue: the catalogue already has ${titles.toLocaleString('en-US')} titles or more`
      : `seed:catalogue: ${result.inserted.toLocaleString('en-US')} titles added in ${((Date.now() - started) / 1000).toFixed(1)} s (slots, genre counts and search vocabulary refreshed)`,
  );
} catch (err) {
  console.error('seed:catalogue: failed:', err);
  process.exitCode = 1;
} finally {
  await handle.destroy();
}
