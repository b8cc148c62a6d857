/**
 * Libraries (issue 32, docs/libraries.md): add a brand's folder as a library, scan it as a job, and
 * package each of its files as a job. The console, the `import-library` command and the queue's
 * workers all call this service; none of them reads the folder or the tables itself.
 */
import fs from 'node:fs';
import path from 'node:path';
import { findCover, isLibraryMediaType, type LibraryMediaType } from '@member-area/domain';
import type { Db } from '../../db/kysely';
import { inTransaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { refuseUnsafeText, type CharacterRefusal } from '../../lib/member-text';
import type { AuditService } from '../audit';
import type { LibraryModel, ScanModel } from './model';
import { PackagingError } from './packaging';
import { nextCover, type CoverCandidate } from './packaging/cover';
import type { EnqueuePackaging, ReadFile, TitleStore } from './ports';
import * as repo from './repo';
import { FAILURES_LISTED, runScan, type ScanProgress } from './scanner';

export const LIBRARY_NAME_MAX = 120;
export const SCAN_JOB = 'library-scan';
export const PACKAGE_JOB = 'library-package';
/** Packaging that is mostly a copy: audio, books, games, software builds (see packagingLaneOf). */
export const PACKAGE_LIGHT_JOB = 'library-package-light';

/**
 * The queue a file's packaging goes to. A film's or an episode's ladder keeps every core busy for
 * minutes, so those go one at a time; the rest is mostly a copy (audio the browser plays, an EPUB,
 * a build) or a short audio transcode, and waits on the disk and the database rather than the CPU:
 * in a lane of its own, several at once, a music library's albums are not queued behind a film.
 */
export function packagingLaneOf(kind: string): typeof PACKAGE_JOB | typeof PACKAGE_LIGHT_JOB {
  return kind === 'video' ? PACKAGE_JOB : PACKAGE_LIGHT_JOB;
}

export type LibraryRefusal =
  | 'invalid_library_type'
  | 'invalid_library_name'
  | 'library_folder_missing'
  | 'library_folder_not_readable'
  | 'library_folder_not_allowed'
  | 'library_not_found';

/** Progress a job reports as it goes (the queue keeps it for the console and the command). */
export interface JobTurn {
  id: string;
  signal: AbortSignal;
  progress(p: { done: number; total: number; label?: string }): Promise<void>;
}

/** A title's cover file in its folder (`cover.jpg`, `folder.png`…), the best of them by name. */
export interface FolderCover {
  fileId: number;
  relPath: string;
}

/** What one file's packaging gives its title besides its assets. */
export interface PackagedFile {
  /** The file's package folder, relative to MEDIA_DIR. */
  packageFolder: string;
  /** The title's cover as this packaging sees it: the folder's, else the file's own picture. */
  cover: CoverCandidate | null;
  /** The folder's cover file when it is not a picture that decodes. */
  refusedCover: { fileId: number; detail: string } | null;
}

/** Packs one file's bytes into MEDIA_DIR and records its assets (packaging-job.ts). */
export type PackageFile = (
  file: repo.FileToPackage,
  options: {
    signal: AbortSignal;
    onProgress: (fraction: number) => void;
    folderCover: FolderCover | null;
  },
) => Promise<PackagedFile>;

/** The best of a title's cover files: by name (findCover), the one nearest the top of the folder first. */
export function bestFolderCover(files: readonly FolderCover[]): FolderCover | null {
  const byDepth = [...files].sort(
    (a, b) => a.relPath.split('/').length - b.relPath.split('/').length || a.relPath.localeCompare(b.relPath),
  );
  const name = findCover(byDepth.map((f) => f.relPath.slice(f.relPath.lastIndexOf('/') + 1)));
  return byDepth.find((f) => f.relPath.endsWith(`/${name}`) || f.relPath === name) ?? null;
}

/** Who asks: a staff member from the console, or an operator (`cli`, no staff). */
export interface LibraryActor {
  staffId: number | null;
  staffEmail: string | null;
  ip: string;
}

export interface LibraryDeps {
  db: Db;
  clock: Clock;
  audit: AuditService;
  read: ReadFile;
  titles: TitleStore;
  packageFile: PackageFile;
  /** The folders staff may point a library at from the console (LIBRARY_ROOTS). */
  roots: readonly string[];
  /** Sends a job; with a singleton key, a second send while one is queued or running adds nothing. */
  send: (name: string, data: Record<string, unknown>, singletonKey: string) => Promise<string | null>;
}

/** Whether a folder (links resolved) lies inside one of the roots. */
async function insideRoots(dir: string, roots: readonly string[]): Promise<boolean> {
  const real = await fs.promises.realpath(dir);
  for (const root of roots) {
    const realRoot = await fs.promises.realpath(root).catch(() => null);
    if (realRoot && (real === realRoot || real.startsWith(realRoot + path.sep))) return true;
  }
  return false;
}

export class LibrariesService {
  constructor(private readonly deps: LibraryDeps) {}

  /** The folders staff may point a library at from the console (LIBRARY_ROOTS). */
  get roots(): readonly string[] {
    return this.deps.roots;
  }

  /** A folder the server can read, as an absolute path; the folder is never written to. */
  private async checkFolder(
    dir: string,
  ): Promise<{ ok: true; dir: string } | { ok: false; errorCode: LibraryRefusal }> {
    const abs = path.resolve(dir);
    try {
      const stat = await fs.promises.stat(abs);
      if (!stat.isDirectory()) return { ok: false, errorCode: 'library_folder_missing' };
      await fs.promises.access(abs, fs.constants.R_OK | fs.constants.X_OK);
      return { ok: true, dir: abs };
    } catch (e) {
      return {
        ok: false,
        errorCode:
          (e as NodeJS.ErrnoException).code === 'ENOENT'
            ? 'library_folder_missing'
            : 'library_folder_not_readable',
      };
    }
  }

  /**
   * Adds a library, or answers the brand's library of this folder and type if it has one. `roots`
   * (the console's LIBRARY_ROOTS) are the folders staff may point a library into; the command line
   * passes none, since an operator there already has the machine's files.
   */
  async addLibrary(
    actor: LibraryActor,
    input: { brandId: string; mediaType: string; name: string; dir: string },
    roots?: readonly string[],
  ): Promise<
    | { ok: true; library: LibraryModel; created: boolean }
    | { ok: false; errorCode: LibraryRefusal }
    | CharacterRefusal<'name'>
  > {
    if (!isLibraryMediaType(input.mediaType)) return { ok: false, errorCode: 'invalid_library_type' };
    // Staff's free text, shown in the console and the audit log: control and direction characters refused.
    const unsafe = refuseUnsafeText(input, ['name']);
    if (unsafe) return unsafe;
    const name = input.name.trim();
    if (name.length === 0 || name.length > LIBRARY_NAME_MAX)
      return { ok: false, errorCode: 'invalid_library_name' };
    if (roots && !path.isAbsolute(input.dir)) return { ok: false, errorCode: 'library_folder_not_allowed' };
    const folder = await this.checkFolder(input.dir);
    if (!folder.ok) return folder;
    if (roots && !(await insideRoots(folder.dir, roots)))
      return { ok: false, errorCode: 'library_folder_not_allowed' };
    const type: LibraryMediaType = input.mediaType;
    const existing = await repo.findLibraryByDir(this.deps.db, input.brandId, type, folder.dir);
    if (existing) return { ok: true, library: existing, created: false };
    const library = await inTransaction(this.deps.db, async (trx) => {
      const made = await repo.insertLibrary(trx, {
        brandId: input.brandId,
        mediaType: type,
        name,
        dir: folder.dir,
        at: this.deps.clock().toISOString(),
      });
      await this.deps.audit.record(trx, {
        ...actor,
        brandId: made.brandId,
        action: 'library.add',
        target: `library:${made.id}`,
        before: null,
        after: { name: made.name, mediaType: made.mediaType, dir: made.dir },
      });
      return made;
    });
    return { ok: true, library, created: true };
  }

  library(id: number): Promise<LibraryModel | null> {
    return repo.findLibrary(this.deps.db, id);
  }

  libraries(brandIds: readonly string[]): Promise<LibraryModel[]> {
    return repo.librariesOf(this.deps.db, brandIds);
  }

  scan(id: number): Promise<ScanModel | null> {
    return repo.findScan(this.deps.db, id);
  }

  scans(libraryId: number, limit = 10): Promise<ScanModel[]> {
    return repo.scansOf(this.deps.db, libraryId, limit);
  }

  packaging(libraryId: number) {
    return repo.packagingCounts(this.deps.db, libraryId);
  }

  failedFiles(libraryId: number) {
    return repo.failedFiles(this.deps.db, libraryId, FAILURES_LISTED);
  }

  packagingFailures(libraryId: number) {
    return repo.packagingFailures(this.deps.db, libraryId, FAILURES_LISTED);
  }

  /**
   * Queues a scan. A library has one scan queued or running at a time (the job's singleton key):
   * asking again while one is pending answers that one.
   */
  async requestScan(
    actor: LibraryActor,
    brandId: string,
    libraryId: number,
  ): Promise<{ ok: true; scan: ScanModel } | { ok: false; errorCode: LibraryRefusal }> {
    const { db, clock } = this.deps;
    const library = await repo.findLibrary(db, libraryId);
    if (!library || library.brandId !== brandId) return { ok: false, errorCode: 'library_not_found' };
    const [latest] = await repo.scansOf(db, libraryId, 1);
    if (latest && (latest.state === 'queued' || latest.state === 'running'))
      return { ok: true, scan: latest };
    const scan = await inTransaction(db, async (trx) => {
      const made = await repo.insertScan(trx, {
        libraryId,
        requestedBy: actor.staffEmail ?? actor.ip,
        at: clock().toISOString(),
      });
      await repo.setLastScan(trx, libraryId, made.id);
      await this.deps.audit.record(trx, {
        ...actor,
        brandId,
        action: 'library.scan',
        target: `library:${libraryId}`,
        before: null,
        after: { scanId: made.id },
      });
      return made;
    });
    // After the commit: a worker that picks the job up at once finds the scan row. A scan whose job
    // could not be queued is failed at once, or it would stand queued and hold every later request.
    try {
      await this.deps.send(SCAN_JOB, { scanId: scan.id }, `library:${libraryId}`);
    } catch (e) {
      await repo.finishScan(db, scan.id, {
        state: 'failed',
        error: 'the scan could not be queued',
        at: clock().toISOString(),
      });
      throw e;
    }
    return { ok: true, scan };
  }

  /** The scan job: claims the scan, runs it, records how it ended. A folder gone is a failed scan. */
  async runScanJob(
    data: { scanId: number },
    job: JobTurn,
    onProgress?: (p: ScanProgress) => void,
  ): Promise<void> {
    const { db, clock } = this.deps;
    const scan = await repo.findScan(db, data.scanId);
    if (!scan) return;
    const library = await repo.findLibrary(db, scan.libraryId);
    if (!library) return;
    if (!(await repo.claimScan(db, scan.id, job.id, clock().toISOString()))) return;
    const enqueuePackaging: EnqueuePackaging = async (files) => {
      for (const { fileId, kind } of files)
        await this.deps.send(packagingLaneOf(kind), { fileId }, `file:${fileId}`);
    };
    try {
      await runScan(
        { db, clock, read: this.deps.read, titles: this.deps.titles, enqueuePackaging },
        library,
        scan.id,
        {
          signal: job.signal,
          onProgress: (p) => {
            onProgress?.(p);
            void job.progress({
              done: p.counts.filesDone,
              total: p.counts.filesTotal,
              label: p.current ?? undefined,
            });
          },
        },
      );
      await repo.finishScan(db, scan.id, { state: 'done', error: null, at: clock().toISOString() });
    } catch (e) {
      await repo.finishScan(db, scan.id, {
        state: 'failed',
        error: e instanceof Error ? e.message : String(e),
        at: clock().toISOString(),
      });
      // An abort is a restart or a cancel: the queue runs the job again, which claims the failed scan.
      throw e;
    }
  }

  /** The packaging job of one file: its renditions, then its title listed when all its files are packaged. */
  async runPackageJob(data: { fileId: number }, job: JobTurn): Promise<void> {
    const { db } = this.deps;
    const file = await repo.findFileToPackage(db, data.fileId);
    if (!file || file.state !== 'ok' || file.mediaId == null || file.sha256 == null) return;
    const sha256 = file.sha256;
    const mediaId = file.mediaId;
    const folderCover = bestFolderCover(await repo.coverFilesOfTitle(db, mediaId));
    const packaged = await this.deps.packageFile(file, {
      signal: job.signal,
      onProgress: (fraction) =>
        void job.progress({ done: Math.round(fraction * 1000), total: 1000, label: file.relPath }),
      folderCover,
    });
    // The mark and the listing commit together, one title at a time: two files of a title packaged at
    // once cannot both miss the other's mark, and a file no longer due means its title is listed
    // (what the command and the console wait for).
    await inTransaction(db, async (trx) => {
      await repo.lockTitlePackaging(trx, mediaId);
      if (!(await repo.markPackaged(trx, file.id, sha256))) return;
      if (packaged.refusedCover)
        await repo.refuseCoverFile(trx, packaged.refusedCover.fileId, packaged.refusedCover.detail);
      const cover = nextCover(
        await this.deps.titles.coverFile(trx, mediaId),
        packaged.cover,
        packaged.packageFolder,
      );
      if (cover !== undefined) await this.deps.titles.setCoverFile(trx, mediaId, cover);
      const ready = await repo.titlesFullyPackaged(trx, [mediaId]);
      if (ready.length === 0) return;
      const hidden = await this.deps.titles.hiddenReasons(trx, ready);
      const listNow = ready.filter((id) => hidden.get(id) === 'packaging');
      if (listNow.length > 0) await this.deps.titles.setHidden(trx, listNow, null);
    });
  }

  /** Packaging gave up (the queue's last retry failed): the file says why, and the scan summary lists it. */
  async packagingFailed(data: { fileId: number }, error: unknown): Promise<void> {
    await repo.markPackageFailed(this.deps.db, data.fileId, {
      code: error instanceof PackagingError ? error.problem : 'packaging_failed',
      detail: error instanceof Error ? error.message : String(error),
    });
  }
}
