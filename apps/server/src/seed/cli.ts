import { loadConfig } from '../config';
import { openDb } from '../db/kysely';
import { migrateToLatest } from '../db/migrate';
import { seedDemoData } from './index';
import { readManifest } from './media';

/**
 * `npm run seed`: migrates the database the server would use (DATABASE_URL, else the SQLite file
 * DATA_DIR/member-area.sqlite, DATA_DIR defaulting to ./data) and loads the demo data. Safe to repeat.
 */

/** Never print a database password. */
function describe(dbUrl: string): string {
  if (!/^postgres(ql)?:\/\//.test(dbUrl)) return dbUrl;
  try {
    const u = new URL(dbUrl);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'postgres://…';
  }
}

const started = Date.now();
const log = (msg: string) => console.log(`seed: ${msg}`);
const config = loadConfig();
const handle = openDb({ url: config.databaseUrl });
try {
  log(`database ${describe(config.databaseUrl)}`);
  await migrateToLatest(handle.db);
  log('migrations up to date');
  // The media as generated so far (npm start or npm run seed:media): the catalogue lists their lengths.
  const media = await readManifest(config.mediaDir);
  if (!media) log(`no demo media in ${config.mediaDir} yet: titles keep their generated lengths`);
  await seedDemoData(handle.db, {
    dataDir: config.dataDir,
    jwtSecret: config.jwtSecret,
    media,
    origins: config,
    log,
  });
  log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} catch (err) {
  console.error('seed: failed:', err);
  process.exitCode = 1;
} finally {
  await handle.destroy();
}
