// The browser benches' server (run with `node --import tsx`): apps/server/src/main.ts without the
// demo media (a minute of ffmpeg no measured page needs) and without the scheduled jobs: the real
// app, built web app included, migrated and seeded with the demo data on SQLite in DATA_DIR. The
// database and DATA_DIR start as copies of the server benches' demo template (seeded once a day,
// apps/server/bench/demo-template.ts; BENCH_DEMO_TEMPLATE=0 seeds here from nothing), and the seed
// then runs on them as on every start of the server: the same data as a fresh seed, without its
// 15-30 s of password hashing.
import { copySqliteTemplate, USE_TEMPLATE } from '../../apps/server/bench/demo-template';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openDb } from '../../apps/server/src/db/kysely';
import { migrateToLatest } from '../../apps/server/src/db/migrate';
import { seedDemoData } from '../../apps/server/src/seed';

const config = loadConfig();
if (USE_TEMPLATE) await copySqliteTemplate(config.databaseUrl, config.dataDir);
const handle = openDb({ url: config.databaseUrl });
await migrateToLatest(handle.db);
const app = await buildApp(config, { db: handle });
await seedDemoData(handle.db, { dataDir: config.dataDir, jwtSecret: config.jwtSecret, origins: config });
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    void app
      .close()
      .then(() => handle.destroy())
      .finally(() => process.exit(0));
  });
// localhost: both 127.0.0.1 and ::1, whichever Chromium tries first for playmax.localhost.
await app.listen({ port: config.port, host: 'localhost' });
// The parent waits for this line.
console.log(`ready http://localhost:${config.port}`);
