/**
 * What the libraries' end-to-end tests share: a library folder of their own, waiting for the jobs
 * on the queue, and one scan of a folder through the service with every packaging job it queued.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import type { LibrariesService, LibraryActor } from '../../src/modules/libraries/service';

export const CLI: LibraryActor = { staffId: null, staffEmail: null, ip: 'cli' };

/** Copies of fixture folders, removed after the file's tests (the fixtures are shared and must stay as they are). */
export function folderCopies(): (dir: string) => string {
  const made: string[] = [];
  afterAll(() => {
    for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
  });
  return (dir) => {
    const target = fs.mkdtempSync(path.join(os.tmpdir(), 'ma-library-'));
    fs.cpSync(dir, target, { recursive: true });
    made.push(target);
    return target;
  };
}

/** Polls until `read` answers a value, or fails after `ms` (jobs run on the queue, in the background). */
export async function until<T>(
  what: string,
  read: () => Promise<T | null | undefined | false>,
  ms = 60_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Adds (or finds) the library, scans it, waits for the scan and every packaging job. */
export async function scanFolder(
  app: { services: { queue: { start(): Promise<void> }; libraries: LibrariesService } },
  type: string,
  dir: string,
) {
  const libraries = app.services.libraries;
  await app.services.queue.start();
  const added = await libraries.addLibrary(CLI, { brandId: 'playmax', mediaType: type, name: type, dir });
  if (!added.ok) throw new Error(added.errorCode);
  const asked = await libraries.requestScan(CLI, 'playmax', added.library.id);
  if (!asked.ok) throw new Error(asked.errorCode);
  const scan = await until('the scan', async () => {
    const s = await libraries.scan(asked.scan.id);
    return s && (s.state === 'done' || s.state === 'failed') ? s : null;
  });
  await until('the packaging', async () => (await libraries.packaging(added.library.id)).due === 0);
  return { library: added.library, scan };
}
