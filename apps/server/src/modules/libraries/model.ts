/** The libraries module's types (docs/libraries.md). */
import type { LibraryFileProblem, LibraryMediaType } from '@member-area/domain';

export interface LibraryModel {
  id: number;
  brandId: string;
  mediaType: LibraryMediaType;
  name: string;
  dir: string;
  createdAt: string;
  lastScanId: number | null;
}

export type LibraryFileState = 'ok' | 'failed' | 'missing';

/** What a scan knows of one file from the last time it read it. */
export interface KnownFile {
  id: number;
  relPath: string;
  kind: string;
  size: number;
  mtimeMs: number;
  sha256: string | null;
  state: LibraryFileState;
  problem: LibraryFileProblem | null;
  mediaId: number | null;
  partId: number;
  facts: string | null;
}

export type ScanState = 'queued' | 'running' | 'done' | 'failed';

export interface ScanCounts {
  filesTotal: number;
  filesDone: number;
  added: number;
  updated: number;
  unchanged: number;
  failed: number;
  missing: number;
}

export interface ScanModel extends ScanCounts {
  id: number;
  libraryId: number;
  state: ScanState;
  jobId: string | null;
  requestedBy: string;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  error: string | null;
}

/** A refused file, as the summary lists it. */
export interface FailedFile {
  relPath: string;
  problem: LibraryFileProblem;
  detail: string | null;
}
