import type { ColumnType, Generated } from 'kysely';

/** A brand's own media (migration 0036, docs/libraries.md). Conventions as in ../schema.ts. */

/** bigint columns: pg answers them as strings, SQLite as numbers; repositories read them through Number(). */
type BigIntColumn = ColumnType<number | string, number, number>;

export interface LibrariesTable {
  id: Generated<number>;
  brand_id: string;
  media_type: string; // packages/domain LIBRARY_MEDIA_TYPES
  name: string;
  dir: string; // absolute; read, never written
  created_at: string;
  last_scan_id: number | null;
}

export interface LibraryFilesTable {
  id: Generated<number>;
  library_id: number;
  rel_path: string;
  kind: string; // classifyLibraryFile
  size: BigIntColumn;
  mtime_ms: BigIntColumn;
  sha256: string | null;
  state: string; // ok | failed | missing
  problem: string | null; // LibraryFileProblem
  detail: string | null;
  media_id: number | null;
  part_id: Generated<number>;
  facts: string | null; // JSON
  packaged_sha256: string | null; // ≠ sha256: packaging due
  package_error: string | null; // PackagingProblem | packaging_failed
  package_detail: string | null;
  seen_scan_id: number;
  updated_at: string;
}

export interface LibraryScansTable {
  id: Generated<number>;
  library_id: number;
  state: string; // queued | running | done | failed
  job_id: string | null;
  requested_by: string;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  files_total: Generated<number>;
  files_done: Generated<number>;
  added: Generated<number>;
  updated: Generated<number>;
  unchanged: Generated<number>;
  failed: Generated<number>;
  missing: Generated<number>;
  error: string | null;
}

export interface LibraryTables {
  libraries: LibrariesTable;
  library_files: LibraryFilesTable;
  library_scans: LibraryScansTable;
}
