/**
 * What the scanner asks of the rest of the server, as plain functions, so the scan itself (scanner.ts)
 * holds only the order of the work: reading a file (the readers), writing a title (the catalogue),
 * and packaging a file for streaming (a job per file on the queue).
 */
import type { FileFacts, LibraryFileProblem, LibraryMediaType } from '@member-area/domain';
import type { DbOrTrx } from '../../db/kysely';
import type { TitleDraft } from './title-draft';

export type Reading =
  { ok: true; facts: FileFacts } | { ok: false; problem: LibraryFileProblem; detail?: string | undefined };

/** Reads what one file says about itself; never throws for a bad file. */
export type ReadFile = (
  file: { absPath: string; relPath: string; kind: string; size: number; libraryType: LibraryMediaType },
  signal?: AbortSignal,
) => Promise<Reading>;

/** Why a title is not listed (docs/libraries.md "Identity"). */
export type HiddenReason = 'packaging' | 'missing_files' | 'editor' | 'merged';

export interface TitleStore {
  /** Writes a title with its parts; answers its id and the ids of its parts in order. */
  write(
    trx: DbOrTrx,
    draft: TitleDraft,
    hidden: HiddenReason | null,
  ): Promise<{ mediaId: number; partIds: number[] }>;
  /** Why each of these titles is hidden now (absent: listed). */
  hiddenReasons(trx: DbOrTrx, mediaIds: readonly number[]): Promise<Map<number, HiddenReason>>;
  setHidden(trx: DbOrTrx, mediaIds: readonly number[], reason: HiddenReason | null): Promise<void>;
  /** The title's own cover (relative to MEDIA_DIR), null when it is drawn. */
  coverFile(trx: DbOrTrx, mediaId: number): Promise<string | null>;
  /** Sets the title's own cover (null: drawn again); its cover URL changes. */
  setCoverFile(trx: DbOrTrx, mediaId: number, file: string | null): Promise<void>;
}

/**
 * Queues the packaging of these files (one job each, never two at once for one file); the file's
 * kind picks its lane (service.ts `packagingLaneOf`).
 */
export type EnqueuePackaging = (files: readonly { fileId: number; kind: string }[]) => Promise<void>;
