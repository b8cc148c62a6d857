import { ConfigError, loadConfig } from './config';
import { buildApp } from './app';
import { openDb } from './db/kysely';
import { migrateToLatest } from './db/migrate';
import { seedDemoData } from './seed';
import { ensureDemoMedia } from './seed/media';
import { startJobs } from './jobs';
import { closeOnSignals } from './lib/close-on-signals';

/** `npm start`: config, database, migrations, demo data, then serve until SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const config = loadConfig();
  const handle = openDb({ url: config.databaseUrl });
  await migrateToLatest(handle.db);
  const app = await buildApp(config, { db: handle });
  if (config.seedDemoData) {
    // Media first: the catalogue lists the durations and page counts of the files it plays.
    const media = await ensureDemoMedia({ mediaDir: config.mediaDir, log: (msg) => app.log.info(msg) });
    await seedDemoData(handle.db, {
      dataDir: config.dataDir,
      jwtSecret: config.jwtSecret,
      media,
      origins: config,
      log: (msg) => app.log.info(msg),
    });
  }

  const stopJobs = startJobs(app.services);
  // Queued work (scans, packaging): run here unless JOB_WORKERS=0 leaves it to `npm run worker`.
  await app.services.queue.start();

  closeOnSignals({
    what: 'closing',
    log: app.log,
    beforeClose: stopJobs,
    close: () => app.close(),
    destroyDb: () => handle.destroy(),
  });

  await app.listen({ port: config.port, host: config.host });
  const port = config.port;
  const hosts = [
    'localhost',
    'playmax.localhost',
    'clickcoins.localhost',
    'clickplay.localhost',
    'vpn.localhost',
  ];
  app.log.info(
    `member area (${config.env}, ${handle.dialect}) ready:\n${hosts.map((h) => `  http://${h}:${port}`).join('\n')}` +
      (config.isProd ? '' : `\n  mail outbox: http://localhost:${port}/dev/mailbox`),
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? `cannot start: ${err.message}` : err);
  process.exit(1);
});
