import type { Config } from '../../config';
import type { DbHandle } from '../../db/kysely';
import type { JobLog } from './job-log';
import { PgBossJobQueue } from './pg-boss-queue';
import { SqliteJobQueue } from './sqlite-queue';
import type { JobQueue } from './types';

export interface CreateJobQueueOptions {
  config: Pick<Config, 'databaseUrl' | 'jobWorkers' | 'jobConcurrency'>;
  handle: DbHandle;
  log: JobLog;
  /** Whether this process runs the handlers; default: the app's JOB_WORKERS (`npm run worker` passes true). */
  work?: boolean;
}

/** The engine the database decides: pg-boss on PostgreSQL, the embedded runner on SQLite. */
export function createJobQueue({ config, handle, log, work }: CreateJobQueueOptions): JobQueue {
  const common = {
    log,
    work: work ?? config.jobWorkers ?? true,
    ...(config.jobConcurrency ? { concurrencyCap: config.jobConcurrency } : {}),
  };
  return handle.dialect === 'postgres'
    ? new PgBossJobQueue(handle.db, { ...common, connectionString: config.databaseUrl })
    : new SqliteJobQueue(handle.db, common);
}
