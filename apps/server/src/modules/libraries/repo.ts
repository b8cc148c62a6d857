/** The libraries' SQL (migration 0036, docs/libraries.md). Kysely only, one statement per function. */
import {
  isLibraryPackagingProblem,
  type LibraryFileProblem,
  type LibraryMediaType,
  type LibraryPackagingProblem,
} from '@member-area/domain';
import { sql } from 'kysely';
import { isSqlite, type DbOrTrx } from '../../db/kysely';
import type { KnownFile, LibraryFileState, LibraryModel, ScanCounts, ScanModel, ScanState } from './model';

/** The kinds of file whose bytes are served (packaged); covers and sidecars are read, not served. */
export const PLAYED_KINDS = ['video', 'audio', 'ebook', 'game', 'software'] as const;

type LibraryRow = {
  id: number;
  brand_id: string;
  media_type: string;
  name: string;
  dir: string;
  created_at: string;
  last_scan_id: number | null;
};

const toLibrary = (r: LibraryRow): LibraryModel => ({
  id: r.id,
  brandId: r.brand_id,
  mediaType: r.media_type as LibraryMediaType,
  name: r.name,
  dir: r.dir,
  createdAt: r.created_at,
  lastScanId: r.last_scan_id,
});

export async function insertLibrary(
  db: DbOrTrx,
  v: { brandId: string; mediaType: LibraryMediaType; name: string; dir: string; at: string },
): Promise<LibraryModel> {
  const row = await db
    .insertInto('libraries')
    .values({ brand_id: v.brandId, media_type: v.mediaType, name: v.name, dir: v.dir, created_at: v.at })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toLibrary(row);
}

export async function findLibrary(db: DbOrTrx, id: number): Promise<LibraryModel | null> {
  const row = await db.selectFrom('libraries').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toLibrary(row) : null;
}

/** The library of a brand with this folder and type: importing a folder twice reuses its library. */
export async function findLibraryByDir(
  db: DbOrTrx,
  brandId: string,
  mediaType: string,
  dir: string,
): Promise<LibraryModel | null> {
  const row = await db
    .selectFrom('libraries')
    .selectAll()
    .where('brand_id', '=', brandId)
    .where('media_type', '=', mediaType)
    .where('dir', '=', dir)
    .executeTakeFirst();
  return row ? toLibrary(row) : null;
}

export async function librariesOf(db: DbOrTrx, brandIds: readonly string[]): Promise<LibraryModel[]> {
  if (brandIds.length === 0) return [];
  const rows = await db
    .selectFrom('libraries')
    .selectAll()
    .where('brand_id', 'in', brandIds)
    .orderBy('brand_id')
    .orderBy('id')
    .execute();
  return rows.map(toLibrary);
}

type FileRow = {
  id: number;
  rel_path: string;
  kind: string;
  size: number | string;
  mtime_ms: number | string;
  sha256: string | null;
  state: string;
  problem: string | null;
  media_id: number | null;
  part_id: number;
  facts: string | null;
};

// bigint columns come back from pg as strings.
const toKnown = (r: FileRow): KnownFile => ({
  id: r.id,
  relPath: r.rel_path,
  kind: r.kind,
  size: Number(r.size),
  mtimeMs: Number(r.mtime_ms),
  sha256: r.sha256,
  state: r.state as LibraryFileState,
  problem: r.problem as LibraryFileProblem | null,
  mediaId: r.media_id,
  partId: r.part_id,
  facts: r.facts,
});

const FILE_COLUMNS = [
  'id',
  'rel_path',
  'kind',
  'size',
  'mtime_ms',
  'sha256',
  'state',
  'problem',
  'media_id',
  'part_id',
  'facts',
] as const;

/** Every file a library's scans have seen, in path order. */
export async function filesOf(db: DbOrTrx, libraryId: number): Promise<KnownFile[]> {
  const rows = await db
    .selectFrom('library_files')
    .select(FILE_COLUMNS)
    .where('library_id', '=', libraryId)
    .orderBy('rel_path')
    .execute();
  return rows.map(toKnown);
}

/** The files that make up these titles (what packaging reads, and what a title is rebuilt from). */
export async function filesOfTitles(db: DbOrTrx, mediaIds: readonly number[]): Promise<KnownFile[]> {
  if (mediaIds.length === 0) return [];
  const rows = await db
    .selectFrom('library_files')
    .select(FILE_COLUMNS)
    .where('media_id', 'in', mediaIds)
    .orderBy('rel_path')
    .execute();
  return rows.map(toKnown);
}

export interface FileWrite {
  libraryId: number;
  relPath: string;
  kind: string;
  size: number;
  mtimeMs: number;
  sha256: string | null;
  state: LibraryFileState;
  problem: LibraryFileProblem | null;
  detail: string | null;
  facts: string | null;
  scanId: number;
  at: string;
}

/** Stores what a scan read of a file at a path (a new path, or new bytes at a known one). */
export async function upsertFile(db: DbOrTrx, f: FileWrite): Promise<number> {
  const values = {
    kind: f.kind,
    size: f.size,
    mtime_ms: f.mtimeMs,
    sha256: f.sha256,
    state: f.state,
    problem: f.problem,
    detail: f.detail,
    facts: f.facts,
    package_error: null,
    package_detail: null,
    seen_scan_id: f.scanId,
    updated_at: f.at,
  };
  const row = await db
    .insertInto('library_files')
    .values({ library_id: f.libraryId, rel_path: f.relPath, ...values })
    .onConflict((oc) => oc.columns(['library_id', 'rel_path']).doUpdateSet(values))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * A file found at a new path with the bytes of one that disappeared: the row moves, and with it the
 * title it became (members keep progress, history, collection and playlists).
 */
export async function moveFile(
  db: DbOrTrx,
  v: { id: number; relPath: string; size: number; mtimeMs: number; scanId: number; at: string },
): Promise<void> {
  await db
    .updateTable('library_files')
    .set({
      rel_path: v.relPath,
      size: v.size,
      mtime_ms: v.mtimeMs,
      state: 'ok',
      seen_scan_id: v.scanId,
      updated_at: v.at,
    })
    .where('id', '=', v.id)
    .execute();
}

/** Unchanged files (by size and time, or by hash after a touch): seen by this scan, times refreshed. */
export async function markSeen(
  db: DbOrTrx,
  libraryId: number,
  relPaths: readonly string[],
  scanId: number,
): Promise<void> {
  if (relPaths.length === 0) return;
  await db
    .updateTable('library_files')
    .set({ seen_scan_id: scanId })
    .where('library_id', '=', libraryId)
    .where('rel_path', 'in', relPaths)
    .execute();
}

/** A touched file whose bytes did not change: its new time, so the next scan skips it unread. */
export async function refreshFileTime(
  db: DbOrTrx,
  v: { id: number; size: number; mtimeMs: number; scanId: number },
): Promise<void> {
  await db
    .updateTable('library_files')
    .set({ size: v.size, mtime_ms: v.mtimeMs, seen_scan_id: v.scanId, state: 'ok' })
    .where('id', '=', v.id)
    .execute();
}

/** Files this scan did not see: missing (their rows and titles stay; a later scan may find them). */
export async function markUnseenMissing(
  db: DbOrTrx,
  libraryId: number,
  scanId: number,
  at: string,
): Promise<number> {
  const result = await db
    .updateTable('library_files')
    .set({ state: 'missing', updated_at: at })
    .where('library_id', '=', libraryId)
    .where('seen_scan_id', '<>', scanId)
    .where('state', '<>', 'missing')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Which file became which title (and which part of it). */
export async function linkFiles(
  db: DbOrTrx,
  links: readonly { fileId: number; mediaId: number; partId: number }[],
): Promise<void> {
  for (const l of links)
    await db
      .updateTable('library_files')
      .set({ media_id: l.mediaId, part_id: l.partId })
      .where('id', '=', l.fileId)
      .execute();
}

/** Titles of this library none of whose played files is present any more (a cover alone plays nothing). */
export async function titlesWithNoFilePresent(db: DbOrTrx, libraryId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('library_files')
    .select('media_id')
    .where('library_id', '=', libraryId)
    .where('media_id', 'is not', null)
    .where('kind', 'in', PLAYED_KINDS)
    .groupBy('media_id')
    .having((eb) => eb.fn.sum(eb.case().when('state', '=', 'ok').then(1).else(0).end()), '=', 0)
    .execute();
  return rows.map((r) => r.media_id!).filter((id) => id != null);
}

type ScanRow = {
  id: number;
  library_id: number;
  state: string;
  job_id: string | null;
  requested_by: string;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  files_total: number;
  files_done: number;
  added: number;
  updated: number;
  unchanged: number;
  failed: number;
  missing: number;
  error: string | null;
};

const toScan = (r: ScanRow): ScanModel => ({
  id: r.id,
  libraryId: r.library_id,
  state: r.state as ScanState,
  jobId: r.job_id,
  requestedBy: r.requested_by,
  createdAt: r.created_at,
  startedAt: r.started_at,
  finishedAt: r.finished_at,
  filesTotal: r.files_total,
  filesDone: r.files_done,
  added: r.added,
  updated: r.updated,
  unchanged: r.unchanged,
  failed: r.failed,
  missing: r.missing,
  error: r.error,
});

export async function insertScan(
  db: DbOrTrx,
  v: { libraryId: number; requestedBy: string; at: string },
): Promise<ScanModel> {
  const row = await db
    .insertInto('library_scans')
    .values({ library_id: v.libraryId, state: 'queued', requested_by: v.requestedBy, created_at: v.at })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toScan(row);
}

export async function findScan(db: DbOrTrx, id: number): Promise<ScanModel | null> {
  const row = await db.selectFrom('library_scans').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toScan(row) : null;
}

export async function scansOf(db: DbOrTrx, libraryId: number, limit: number): Promise<ScanModel[]> {
  const rows = await db
    .selectFrom('library_scans')
    .selectAll()
    .where('library_id', '=', libraryId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toScan);
}

/**
 * Claims a queued scan for this run: only one runner ever moves it to running (a job retried while
 * an earlier attempt still runs finds it taken). A scan that failed part way is claimed again.
 */
export async function claimScan(db: DbOrTrx, id: number, jobId: string | null, at: string): Promise<boolean> {
  const result = await db
    .updateTable('library_scans')
    .set({ state: 'running', started_at: at, job_id: jobId, error: null })
    .where('id', '=', id)
    .where('state', 'in', ['queued', 'failed'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function saveScanCounts(db: DbOrTrx, id: number, c: ScanCounts): Promise<void> {
  await db
    .updateTable('library_scans')
    .set({
      files_total: c.filesTotal,
      files_done: c.filesDone,
      added: c.added,
      updated: c.updated,
      unchanged: c.unchanged,
      failed: c.failed,
      missing: c.missing,
    })
    .where('id', '=', id)
    .execute();
}

export async function finishScan(
  db: DbOrTrx,
  id: number,
  v: { state: 'done' | 'failed'; error: string | null; at: string },
): Promise<void> {
  await db
    .updateTable('library_scans')
    .set({ state: v.state, error: v.error, finished_at: v.at })
    .where('id', '=', id)
    .execute();
}

export async function setLastScan(db: DbOrTrx, libraryId: number, scanId: number): Promise<void> {
  await db.updateTable('libraries').set({ last_scan_id: scanId }).where('id', '=', libraryId).execute();
}

/** The refused files of a library with their reasons, for the summary and the console. */
export async function failedFiles(
  db: DbOrTrx,
  libraryId: number,
  limit: number,
): Promise<{ relPath: string; problem: LibraryFileProblem; detail: string | null }[]> {
  const rows = await db
    .selectFrom('library_files')
    .select(['rel_path', 'problem', 'detail'])
    .where('library_id', '=', libraryId)
    .where('state', '=', 'failed')
    .orderBy('rel_path')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    relPath: r.rel_path,
    problem: (r.problem ?? 'unreadable_file') as LibraryFileProblem,
    detail: r.detail,
  }));
}

/** Present files of a library whose current bytes have no renditions yet (new, changed, or a lost job). */
export async function filesAwaitingPackaging(
  db: DbOrTrx,
  libraryId: number,
): Promise<{ fileId: number; kind: string }[]> {
  const rows = await db
    .selectFrom('library_files')
    .select(['id', 'kind'])
    .where('library_id', '=', libraryId)
    .where('state', '=', 'ok')
    .where('media_id', 'is not', null)
    .where('kind', 'in', PLAYED_KINDS)
    .where((eb) => eb.or([eb('packaged_sha256', 'is', null), eb('packaged_sha256', '<>', eb.ref('sha256'))]))
    .where('package_error', 'is', null)
    .orderBy('rel_path')
    .execute();
  return rows.map((r) => ({ fileId: r.id, kind: r.kind }));
}

export interface FileToPackage extends KnownFile {
  libraryId: number;
  libraryDir: string;
  libraryType: LibraryMediaType;
  brandId: string;
}

export async function findFileToPackage(db: DbOrTrx, fileId: number): Promise<FileToPackage | null> {
  const row = await db
    .selectFrom('library_files as f')
    .innerJoin('libraries as l', 'l.id', 'f.library_id')
    .select([
      'f.id',
      'f.rel_path',
      'f.kind',
      'f.size',
      'f.mtime_ms',
      'f.sha256',
      'f.state',
      'f.problem',
      'f.media_id',
      'f.part_id',
      'f.facts',
      'l.id as library_id',
      'l.dir as library_dir',
      'l.media_type as library_type',
      'l.brand_id',
    ])
    .where('f.id', '=', fileId)
    .executeTakeFirst();
  return row
    ? {
        ...toKnown(row),
        libraryId: row.library_id,
        libraryDir: row.library_dir,
        libraryType: row.library_type as LibraryMediaType,
        brandId: row.brand_id,
      }
    : null;
}

/**
 * Serialises the packaging marks of one title's files until the transaction ends (PostgreSQL: an
 * advisory lock; SQLite runs one write transaction at a time already).
 */
export async function lockTitlePackaging(trx: DbOrTrx, mediaId: number): Promise<void> {
  if (isSqlite(trx)) return;
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`library-title:${mediaId}`}))`.execute(trx);
}

/**
 * Records that these bytes are packaged; only while the file still has them (a rescan that found
 * new bytes meanwhile leaves the file due, and its own job packages them).
 */
export async function markPackaged(db: DbOrTrx, fileId: number, sha256: string): Promise<boolean> {
  const result = await db
    .updateTable('library_files')
    .set({ packaged_sha256: sha256, package_error: null, package_detail: null })
    .where('id', '=', fileId)
    .where('sha256', '=', sha256)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The cover pictures of a title's folder that a scan found and did not refuse. */
export async function coverFilesOfTitle(
  db: DbOrTrx,
  mediaId: number,
): Promise<{ fileId: number; relPath: string }[]> {
  const rows = await db
    .selectFrom('library_files')
    .select(['id', 'rel_path'])
    .where('media_id', '=', mediaId)
    .where('kind', '=', 'cover')
    .where('state', '=', 'ok')
    .orderBy('rel_path')
    .execute();
  return rows.map((r) => ({ fileId: r.id, relPath: r.rel_path }));
}

/**
 * A cover file that does not decode as a picture: refused like any bad file (listed with its reason,
 * read again when it changes), and the title keeps its drawn or embedded cover.
 */
export async function refuseCoverFile(db: DbOrTrx, fileId: number, detail: string): Promise<void> {
  await db
    .updateTable('library_files')
    .set({ state: 'failed', problem: 'corrupt_media', detail: detail.slice(0, 500) })
    .where('id', '=', fileId)
    .where('kind', '=', 'cover')
    .execute();
}

/** Packaging gave up on these bytes (after the queue's retries): the reason, until the file changes. */
export async function markPackageFailed(
  db: DbOrTrx,
  fileId: number,
  failure: { code: LibraryPackagingProblem; detail: string },
): Promise<void> {
  await db
    .updateTable('library_files')
    .set({ package_error: failure.code, package_detail: failure.detail.slice(0, 2_000) })
    .where('id', '=', fileId)
    .execute();
}

/** Of these titles, those whose every present played file is packaged: they may be listed. */
export async function titlesFullyPackaged(db: DbOrTrx, mediaIds: readonly number[]): Promise<number[]> {
  if (mediaIds.length === 0) return [];
  const rows = await db
    .selectFrom('library_files')
    .select('media_id')
    .where('media_id', 'in', mediaIds)
    .where('state', '=', 'ok')
    .where('kind', 'in', PLAYED_KINDS)
    .groupBy('media_id')
    .having(
      (eb) =>
        eb.fn.sum(
          eb
            .case()
            .when(
              eb.and([eb('packaged_sha256', 'is not', null), eb('packaged_sha256', '=', eb.ref('sha256'))]),
            )
            .then(0)
            .else(1)
            .end(),
        ),
      '=',
      0,
    )
    .execute();
  return rows.map((r) => r.media_id!).filter((id) => id != null);
}

/** Files of a library still due for packaging, and those whose packaging failed, for the progress view. */
export async function packagingCounts(
  db: DbOrTrx,
  libraryId: number,
): Promise<{ due: number; failed: number; packaged: number }> {
  const rows = await db
    .selectFrom('library_files')
    .select((eb) => [
      eb.fn
        .sum(
          eb
            .case()
            .when(eb.and([eb('package_error', 'is', null), eb('packaged_sha256', 'is', null)]))
            .then(1)
            .when(eb.and([eb('package_error', 'is', null), eb('packaged_sha256', '<>', eb.ref('sha256'))]))
            .then(1)
            .else(0)
            .end(),
        )
        .as('due'),
      eb.fn.sum(eb.case().when('package_error', 'is not', null).then(1).else(0).end()).as('failed'),
      eb.fn
        .sum(eb.case().when('packaged_sha256', '=', eb.ref('sha256')).then(1).else(0).end())
        .as('packaged'),
    ])
    .where('library_id', '=', libraryId)
    .where('state', '=', 'ok')
    .where('kind', 'in', PLAYED_KINDS)
    .executeTakeFirst();
  return {
    due: Number(rows?.due ?? 0),
    failed: Number(rows?.failed ?? 0),
    packaged: Number(rows?.packaged ?? 0),
  };
}

/** Files whose packaging gave up, with the reason. */
export async function packagingFailures(
  db: DbOrTrx,
  libraryId: number,
  limit: number,
): Promise<{ relPath: string; code: LibraryPackagingProblem; detail: string | null }[]> {
  const rows = await db
    .selectFrom('library_files')
    .select(['rel_path', 'package_error', 'package_detail'])
    .where('library_id', '=', libraryId)
    .where('state', '=', 'ok')
    .where('package_error', 'is not', null)
    .orderBy('rel_path')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    relPath: r.rel_path,
    code: isLibraryPackagingProblem(r.package_error) ? r.package_error : 'packaging_failed',
    detail: r.package_detail,
  }));
}
