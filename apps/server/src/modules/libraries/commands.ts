/**
 * `npm run ops -- import-library --brand BRAND --type TYPE --dir DIR` (issue 32, point 1): adds the
 * folder as the brand's library (or finds the one it already is), scans it once through the same
 * job the console starts, waits for its files to be packaged, and prints progress lines and a
 * summary: added, updated, unchanged, missing, failed with each reason. It exits 1 only when it could
 * not scan at all (no such brand or folder, or the scan itself failed); refused files are reported,
 * not fatal. The jobs run in this process, and on any worker sharing the database.
 */
import { setTimeout as wait } from 'node:timers/promises';
import { LIBRARY_MEDIA_TYPES } from '@member-area/domain';
import { z } from 'zod';
import { parseFlags, type OpsOutcome, type ParsedArgs } from '../../ops/args';
import type { OpsCommand, OpsContext } from '../../ops/context';
import { brandIdFlag, findBrandById } from '../brand';
import type { ScanModel } from './model';
import type { LibraryActor, LibraryRefusal } from './service';

/** An operator at the command line: no staff account, and no network address. */
const CLI_ACTOR: LibraryActor = { staffId: null, staffEmail: null, ip: 'cli' };

/** How often the command looks at the scan and the packaging (they may run in another process). */
const POLL_MS = 250;
/** At most one progress line this often, so a scan of 10,000 files prints a readable log. */
const LINE_EVERY_MS = 1_000;

const ImportLibrary = z
  .object({
    brand: brandIdFlag('playmax'),
    type: z.enum(LIBRARY_MEDIA_TYPES, { message: `one of ${LIBRARY_MEDIA_TYPES.join(', ')}` }),
    dir: z.string({ message: 'the folder to read, like /srv/media/films' }).trim().min(1),
    name: z.string().trim().min(1).max(120).optional(),
  })
  .strict();

const REFUSALS: Record<LibraryRefusal | 'invalid_characters', (dir: string) => string> = {
  invalid_library_type: () => `--type: one of ${LIBRARY_MEDIA_TYPES.join(', ')}`,
  invalid_library_name: () => '--name: 1 to 120 characters',
  invalid_characters: () => '--name: no control or text-direction characters',
  library_folder_missing: (dir) => `could not scan: ${dir} is not a folder`,
  library_folder_not_readable: (dir) => `could not scan: ${dir} cannot be read by this process`,
  library_folder_not_allowed: (dir) => `could not scan: ${dir} is outside LIBRARY_ROOTS`,
  library_not_found: () => 'could not scan: the library was removed meanwhile',
};

const fmt = (n: number) => n.toLocaleString('en-US');
const pct = (done: number, total: number) => (total === 0 ? 100 : Math.floor((done / total) * 100));

function countsLine(s: ScanModel): string {
  return `${fmt(s.added)} added, ${fmt(s.updated)} updated, ${fmt(s.unchanged)} unchanged, ${fmt(s.missing)} missing, ${fmt(s.failed)} failed`;
}

async function run(flags: ParsedArgs['flags'], ctx: OpsContext): Promise<OpsOutcome> {
  const parsed = parseFlags(ImportLibrary, flags);
  if (!parsed.ok) return parsed;
  const f = parsed.value;
  const libraries = ctx.libraries;
  if (!libraries || !ctx.runJobsWhile)
    return { ok: false, problem: 'import-library needs the server setup (npm run ops)' };
  if (!(await findBrandById(ctx.db, f.brand)))
    return { ok: false, problem: `could not scan: no brand ${f.brand}` };

  const added = await libraries.addLibrary(CLI_ACTOR, {
    brandId: f.brand,
    mediaType: f.type,
    name: f.name ?? f.dir.split(/[\\/]/).filter(Boolean).pop() ?? f.dir,
    dir: f.dir,
  });
  if (!added.ok) return { ok: false, problem: REFUSALS[added.errorCode](f.dir) };
  const library = added.library;
  ctx.out(
    `${added.created ? 'added' : 'found'} library #${library.id} "${library.name}" (${library.mediaType}) of ${library.brandId}: ${library.dir}`,
  );

  return ctx.runJobsWhile(async () => {
    const requested = await libraries.requestScan(CLI_ACTOR, library.brandId, library.id);
    if (!requested.ok) return { ok: false, problem: REFUSALS[requested.errorCode](f.dir) };
    const started = Date.now();
    let scan = requested.scan;
    let lastLine = 0;
    let lastDone = -1;
    ctx.out(`scan #${scan.id} ${scan.state === 'queued' ? 'queued' : 'already running'}`);
    for (;;) {
      const now = Date.now();
      if (scan.state === 'running' && scan.filesDone !== lastDone && now - lastLine >= LINE_EVERY_MS) {
        lastLine = now;
        lastDone = scan.filesDone;
        ctx.out(
          `scan ${pct(scan.filesDone, scan.filesTotal)}% ${fmt(scan.filesDone)}/${fmt(scan.filesTotal)} files · ${countsLine(scan)}`,
        );
      }
      if (scan.state === 'done' || scan.state === 'failed') break;
      await wait(POLL_MS);
      scan = (await libraries.scan(scan.id)) ?? scan;
    }
    if (scan.state === 'failed')
      return { ok: false, problem: `could not scan: ${scan.error ?? 'the scan failed'}` };
    ctx.out(
      `scan done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${fmt(scan.filesTotal)} files, ${countsLine(scan)}`,
    );

    // Packaging: each file is its own job; wait until none is due (failures are reported, not fatal).
    let lastPackaged = -1;
    lastLine = 0;
    for (;;) {
      const p = await libraries.packaging(library.id);
      const total = p.due + p.packaged + p.failed;
      const now = Date.now();
      if (p.packaged !== lastPackaged && (now - lastLine >= LINE_EVERY_MS || p.due === 0)) {
        lastLine = now;
        lastPackaged = p.packaged;
        ctx.out(
          `packaging ${pct(p.packaged + p.failed, total)}% ${fmt(p.packaged)}/${fmt(total)} files packaged, ${fmt(p.failed)} failed`,
        );
      }
      if (p.due === 0) break;
      await wait(POLL_MS);
    }

    const failures = await libraries.failedFiles(library.id);
    ctx.out(`summary: ${countsLine(scan)}`);
    for (const failure of failures)
      ctx.out(
        `  failed ${failure.relPath}: ${failure.problem}${failure.detail ? ` (${failure.detail})` : ''}`,
      );
    if (scan.failed > failures.length) ctx.out(`  … and ${fmt(scan.failed - failures.length)} more`);
    const packagingFailures = await libraries.packagingFailures(library.id);
    for (const failure of packagingFailures)
      ctx.out(
        `  not packaged ${failure.relPath}: ${failure.code}${failure.detail ? ` (${failure.detail})` : ''}`,
      );
    ctx.out(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return { ok: true };
  });
}

export const libraryCommands: Record<string, OpsCommand> = {
  'import-library': {
    usage: `--brand ID --type ${LIBRARY_MEDIA_TYPES.join('|')} --dir FOLDER [--name TEXT]`,
    run,
  },
};
