// The browser benches' server (run with `node --import tsx`): apps/server/src/main.ts without the
// demo media (a minute of ffmpeg no measured page needs) and without the scheduled jobs: the real
// app, built web app included, migrated and seeded with the demo data on SQLite in DATA_DIR.
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openDb } from '../../apps/server/src/db/kysely';
import { migrateToLatest } from '../../apps/server/src/db/migrate';
import { seedDemoData } from '../../apps/server/src/seed';

const config = loadConfig();
const handle = openDb({ url: config.databaseUrl });
await migrateToLatest(handle.db);
const app = await buildApp(config, { db: handle });
await seedDemoData(handle.db, { dataDir: config.dataDir, jwtSecret: config.jwtSecret });
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
