/**
 * The job queue (docs/adr/0012-job-queue.md, docs/operations.md "Job queue"): import from here.
 * module-queues.ts (which reads the module list) is imported by main.ts and worker.ts only, so a
 * module may import `defineQueue` from here without a cycle.
 */
export * from './types';
export type { JobLog } from './job-log';
export { defineQueue, type ModuleQueue, type QueueDefinition } from './define';
export { createJobQueue, type CreateJobQueueOptions } from './create';
export { SqliteJobQueue, type SqliteQueueOptions } from './sqlite-queue';
export { PgBossJobQueue, DEFAULT_PG_BOSS_SCHEMA, type PgBossQueueOptions } from './pg-boss-queue';
export { retryDelaySeconds } from './backoff';
