import { ConfigError, loadConfig } from './config';
import { buildApp } from './app';
import { openDb } from './db/kysely';
import { migrateToLatest } from './db/migrate';
import { serverModules } from './modules';
import { closeOnSignals } from './lib/close-on-signals';

/**
 * `npm run worker`: runs the modules' queued jobs (scans, packaging) and nothing else: no HTTP, no
 * timed jobs, no demo seed. On PostgreSQL any number of these, on any machine that reaches the
 * database, share the work with the app's instances (pg-boss). On SQLite it runs against the same
 * database file, on the same machine only (docs/operations.md "Job queue"): the claim is one
 * UPDATE under SQLite's write lock, so it never takes a job the app took.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const handle = openDb({ url: config.databaseUrl });
  await migrateToLatest(handle.db);
  // The app's services, built as the app builds them (the handlers use them); never listening.
  const app = await buildApp(config, { db: handle, jobWorkers: true });
  const queue = app.services.queue;
  const count = serverModules.reduce((n, m) => n + (m.queues?.length ?? 0), 0);
  await queue.start();
  if (count === 0) app.log.warn('worker: no module declares a queue; nothing to run');
  const sharing =
    handle.dialect === 'sqlite'
      ? config.jobWorkers === false
        ? 'the app leaves its jobs to this worker (JOB_WORKERS=0)'
        : 'the app runs jobs too (JOB_WORKERS is on): this worker only adds hands, on this machine'
      : 'sharing the work with every instance and worker on this database';
  app.log.info(
    `worker on ${handle.dialect} (${queue.engine === 'pg-boss' ? 'pg-boss' : 'embedded runner'}) ready: ${count} queue(s); ${sharing}`,
  );

  // The queue's timers are unref'd (they never keep the app alive): this keeps the worker up.
  const alive = setInterval(() => {}, 60 * 60 * 1000);
  closeOnSignals({
    what: 'worker closing',
    log: app.log,
    beforeClose: () => clearInterval(alive),
    close: () => app.close(),
    destroyDb: () => handle.destroy(),
  });
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? `cannot start worker: ${err.message}` : err);
  process.exit(1);
});
