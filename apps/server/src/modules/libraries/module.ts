import path from 'node:path';
import { defineQueue, type QueueDefinition } from '../../jobs/queue/define';
import { defineModule } from '../contract';
import { libraryCommands } from './commands';
import { libraryConsoleResolvers } from './console-resolvers';
import { packagingOf } from './packaging-job';
import { readLibraryFile } from './read-file';
import { LibrariesService, PACKAGE_JOB, PACKAGE_LIGHT_JOB, SCAN_JOB } from './service';
import { titleStoreOf } from './title-store';

/**
 * A scan reads a folder and writes titles: minutes for a large library. One retry covers a worker
 * that died; the scan claims its row again and reads only what it had not stored.
 */
const scanQueue = defineQueue<{ scanId: number }>({
  name: SCAN_JOB,
  options: {
    concurrency: 1,
    retryLimit: 2,
    retryDelaySeconds: 30,
    retryBackoff: true,
    expireInSeconds: 6 * 3600,
  },
  handler: (job, s) => s.libraries.runScanJob(job.data, job),
});

/** Packaging gave up on its last attempt: the file says why, and a rescan does not queue it again until it changes. */
const packageHandler: QueueDefinition<{ fileId: number }>['handler'] = async (job, s) => {
  try {
    await s.libraries.runPackageJob(job.data, job);
  } catch (e) {
    if (job.attempt > 2 && !job.signal.aborted) await s.libraries.packagingFailed(job.data, e);
    throw e;
  }
};

const PACKAGE_RETRIES = { retryLimit: 2, retryDelaySeconds: 60, retryBackoff: true } as const;

/**
 * Packaging a film or an episode: its ladder takes minutes per hour of film on a small machine.
 * ffmpeg uses every core, so one at a time per process; more processes (`npm run worker`) add hands.
 */
const packageQueue = defineQueue<{ fileId: number }>({
  name: PACKAGE_JOB,
  options: { concurrency: 1, ...PACKAGE_RETRIES, expireInSeconds: 4 * 3600 },
  handler: packageHandler,
});

/**
 * Packaging the rest (packagingLaneOf): mostly copies that wait on the disk and the database, so a
 * few at once. Measured with the libraries bench (10,000 tracks): docs/libraries.md "Limits".
 */
const lightPackageQueue = defineQueue<{ fileId: number }>({
  name: PACKAGE_LIGHT_JOB,
  options: { concurrency: 4, ...PACKAGE_RETRIES, expireInSeconds: 3600 },
  handler: packageHandler,
});

/** A brand's own media: libraries (folders), their scans, the packaging of their files (issue 32). */
export const librariesModule = defineModule({
  name: 'libraries',
  needs: ['db', 'clock', 'audit', 'queue', 'config', 'catalogueWriter', 'playback'],
  services: ({ db, clock, audit, queue, config, catalogueWriter, playback }) => ({
    libraries: new LibrariesService({
      db,
      clock,
      audit,
      read: readLibraryFile,
      titles: titleStoreOf(catalogueWriter),
      packageFile: packagingOf({ mediaDir: config.mediaDir, assets: playback.packaged }),
      send: (name, data, singletonKey) => queue.send(name, data, { singletonKey }),
      roots: config.libraryRoots ?? [path.join(config.dataDir, 'libraries')],
    }),
  }),
  queues: [scanQueue, packageQueue, lightPackageQueue],
  commands: libraryCommands,
  console: { sdl: ['libraries.console.graphql'], resolvers: [libraryConsoleResolvers] },
});
