/**
 * One scan of one library (issue 32, points 1, 2 and 5; docs/libraries.md "Scanning"): walk the
 * folder, read only what changed, rebuild the titles those files make, hide titles whose files are
 * gone, and queue what must be packaged. A rescan of unchanged files reads nothing but their sizes
 * and times. Nothing is half-written: a file's row is written after its reading succeeded or
 * failed, and a title is written with its parts in one transaction.
 */
import {
  changeAfterHash,
  classifyLibraryFile,
  firstLook,
  groupTitles,
  type FileFacts,
  type GroupableFile,
  type TitleGroup,
} from '@member-area/domain';
import type { Db } from '../../db/kysely';
import { inTransaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { sha256File } from './hash';
import type { FailedFile, KnownFile, LibraryModel, ScanCounts } from './model';
import type { EnqueuePackaging, HiddenReason, ReadFile, TitleStore } from './ports';
import * as repo from './repo';
import { draftOf } from './title-draft';
import { walkLibrary, type WalkedFile } from './walk';

export interface ScanDeps {
  db: Db;
  clock: Clock;
  read: ReadFile;
  titles: TitleStore;
  enqueuePackaging: EnqueuePackaging;
}

export interface ScanProgress {
  counts: ScanCounts;
  /** The file being read, when one is. */
  current: string | null;
}

export interface ScanResult {
  counts: ScanCounts;
  failures: FailedFile[];
  /** Titles written by this scan (new or changed). */
  titlesWritten: number;
  /** Files queued for packaging. */
  packagingQueued: number;
}

/** How often counts reach the database while a scan runs (the console polls them). */
const SAVE_COUNTS_EVERY_MS = 1_000;
/** Unchanged files are marked seen this many at a time. */
const SEEN_BATCH = 500;
/** Files whose reading is listed in the result; the rest are counted. */
export const FAILURES_LISTED = 200;

const played = new Set(['video', 'audio', 'ebook', 'game', 'software']);

function parseFacts(text: string | null): FileFacts {
  if (!text) return {};
  try {
    const v: unknown = JSON.parse(text);
    return v && typeof v === 'object' ? (v as FileFacts) : {};
  } catch {
    return {};
  }
}

export async function runScan(
  deps: ScanDeps,
  library: LibraryModel,
  scanId: number,
  options: { onProgress?: (p: ScanProgress) => void; signal?: AbortSignal } = {},
): Promise<ScanResult> {
  const { db, clock } = deps;
  const now = () => clock().toISOString();
  const signal = options.signal;
  const counts: ScanCounts = {
    filesTotal: 0,
    filesDone: 0,
    added: 0,
    updated: 0,
    unchanged: 0,
    failed: 0,
    missing: 0,
  };
  const failures: FailedFile[] = [];
  let lastSaved = 0;
  const report = async (current: string | null, force = false) => {
    options.onProgress?.({ counts: { ...counts }, current });
    const t = Date.now();
    if (force || t - lastSaved >= SAVE_COUNTS_EVERY_MS) {
      lastSaved = t;
      await repo.saveScanCounts(db, scanId, counts);
    }
  };
  const fail = (f: FailedFile) => {
    counts.failed++;
    if (failures.length < FAILURES_LISTED) failures.push(f);
  };

  // 1. What is there now. The walk is cheap (names, sizes, times); the list is what the bar counts.
  const walked: WalkedFile[] = [];
  const refused: FailedFile[] = [];
  for await (const entry of walkLibrary(library.dir)) {
    if (entry.kind === 'refused')
      refused.push({ relPath: entry.relPath, problem: entry.problem, detail: null });
    else if (classifyLibraryFile(entry.relPath, library.mediaType) !== 'ignored') walked.push(entry);
  }
  counts.filesTotal = walked.length + refused.length;
  await report(null, true);

  const known = await repo.filesOf(db, library.id);
  const byPath = new Map(known.map((k) => [k.relPath, k]));
  const byHash = new Map<string, KnownFile[]>();
  for (const k of known)
    if (k.sha256) {
      const list = byHash.get(k.sha256) ?? [];
      list.push(k);
      byHash.set(k.sha256, list);
    }
  const present = new Set(walked.map((w) => w.relPath));
  const movedAway = new Set<number>();
  const dirtyFiles = new Set<number>();
  const toPackage = new Set<number>();
  let seen: string[] = [];
  const flushSeen = async () => {
    await repo.markSeen(db, library.id, seen, scanId);
    seen = [];
  };

  for (const r of refused) {
    await repo.upsertFile(db, {
      libraryId: library.id,
      relPath: r.relPath,
      kind: 'ignored',
      size: 0,
      mtimeMs: 0,
      sha256: null,
      state: 'failed',
      problem: r.problem,
      detail: null,
      facts: null,
      scanId,
      at: now(),
    });
    fail(r);
    counts.filesDone++;
  }

  // 2. Each file: skip it unread when its size and time are what we stored; else hash, then read.
  for (const file of walked) {
    signal?.throwIfAborted();
    const stored = byPath.get(file.relPath);
    const storedLook = stored && {
      size: stored.size,
      mtimeMs: stored.mtimeMs,
      sha256: stored.sha256,
      present: stored.state !== 'missing',
    };
    if (stored?.state === 'failed' && stored.size === file.size && stored.mtimeMs === file.mtimeMs) {
      // Refused before and not touched since: still refused, for the same reason, without a read.
      fail({ relPath: file.relPath, problem: stored.problem ?? 'unreadable_file', detail: null });
      seen.push(file.relPath);
      counts.filesDone++;
      continue;
    }
    if (firstLook(storedLook, file) === 'unchanged') {
      counts.unchanged++;
      seen.push(file.relPath);
      if (seen.length >= SEEN_BATCH) await flushSeen();
      counts.filesDone++;
      await report(null);
      continue;
    }
    await report(file.relPath);
    const kind = classifyLibraryFile(file.relPath, library.mediaType);
    if (kind === 'unsupported') {
      // Not a file this library's type holds (a .pdf among ebooks): named in the summary, not read.
      await repo.upsertFile(db, {
        libraryId: library.id,
        relPath: file.relPath,
        kind,
        size: file.size,
        mtimeMs: file.mtimeMs,
        sha256: null,
        state: 'failed',
        problem: 'unsupported_file',
        detail: null,
        facts: null,
        scanId,
        at: now(),
      });
      fail({ relPath: file.relPath, problem: 'unsupported_file', detail: null });
      counts.filesDone++;
      continue;
    }
    let sha256: string;
    try {
      sha256 = await sha256File(file.absPath, signal);
    } catch {
      signal?.throwIfAborted();
      fail({ relPath: file.relPath, problem: 'unreadable_file', detail: null });
      counts.filesDone++;
      continue;
    }
    const candidate = (byHash.get(sha256) ?? []).find(
      (k) => k.relPath !== file.relPath && !present.has(k.relPath) && !movedAway.has(k.id),
    );
    const change = changeAfterHash(
      storedLook && stored?.state !== 'failed' ? storedLook : undefined,
      sha256,
      candidate ? { present: false } : undefined,
    );
    if (change === 'unchanged' && stored) {
      await repo.refreshFileTime(db, { id: stored.id, size: file.size, mtimeMs: file.mtimeMs, scanId });
      counts.unchanged++;
    } else if (change === 'moved' && candidate && !stored) {
      movedAway.add(candidate.id);
      await repo.moveFile(db, {
        id: candidate.id,
        relPath: file.relPath,
        size: file.size,
        mtimeMs: file.mtimeMs,
        scanId,
        at: now(),
      });
      // The bytes are the same: the title is rewritten (its folder may name it), not packaged again.
      dirtyFiles.add(candidate.id);
      counts.updated++;
    } else {
      const reading =
        played.has(kind) || kind === 'sidecar'
          ? await deps.read(
              {
                absPath: file.absPath,
                relPath: file.relPath,
                kind,
                size: file.size,
                libraryType: library.mediaType,
              },
              signal,
            )
          : { ok: true as const, facts: {} as FileFacts };
      const id = await repo.upsertFile(db, {
        libraryId: library.id,
        relPath: file.relPath,
        kind,
        size: file.size,
        mtimeMs: file.mtimeMs,
        sha256,
        state: reading.ok ? 'ok' : 'failed',
        problem: reading.ok ? null : reading.problem,
        detail: reading.ok ? (reading.facts.warnings?.join(', ') ?? null) : (reading.detail ?? null),
        facts: reading.ok ? JSON.stringify(reading.facts) : null,
        scanId,
        at: now(),
      });
      if (!reading.ok)
        fail({ relPath: file.relPath, problem: reading.problem, detail: reading.detail ?? null });
      else {
        if (stored) counts.updated++;
        else counts.added++;
        dirtyFiles.add(id);
        if (played.has(kind)) toPackage.add(id);
      }
    }
    counts.filesDone++;
  }
  await flushSeen();

  // 3. Files this scan did not see are missing; the titles they made stay, hidden if nothing is left.
  counts.missing = await repo.markUnseenMissing(db, library.id, scanId, now());
  await report(null, true);

  // 4. Titles: rebuilt from the stored facts of every present file, written where something changed.
  const current = (await repo.filesOf(db, library.id)).filter((f) => f.state === 'ok');
  const missingTitles = new Set(
    known
      .filter((k) => k.state === 'ok' && !present.has(k.relPath) && !movedAway.has(k.id))
      .map((k) => k.mediaId),
  );
  const groupable: GroupableFile[] = current.map((f) => ({
    id: f.id,
    relPath: f.relPath,
    kind: f.kind,
    mediaId: f.mediaId,
    facts: parseFacts(f.facts),
  }));
  const byId = new Map(groupable.map((g) => [g.id, g]));
  const groups = groupTitles(library.mediaType, groupable);
  const isDirty = (g: TitleGroup) =>
    g.mediaId == null ||
    missingTitles.has(g.mediaId) ||
    g.parts.some((p) => dirtyFiles.has(p.fileId) || byId.get(p.fileId)?.mediaId !== g.mediaId) ||
    g.extras.some((id) => dirtyFiles.has(id) || byId.get(id)?.mediaId !== g.mediaId);
  const dirty = groups.filter(isDirty);
  const before = await deps.titles.hiddenReasons(
    db,
    dirty.flatMap((g) => (g.mediaId == null ? [] : [g.mediaId])),
  );
  let titlesWritten = 0;
  for (const group of dirty) {
    signal?.throwIfAborted();
    const draft = draftOf(library, group, byId);
    // A title never packaged waits for its packaging; one already listed stays listed while new
    // renditions are made (they replace the old ones when complete).
    const was = group.mediaId == null ? 'packaging' : before.get(group.mediaId);
    const needsPackaging = group.parts.some((p) => toPackage.has(p.fileId));
    const hidden: HiddenReason | null =
      was === 'editor' || was === 'merged'
        ? was
        : was === 'packaging' || (was === 'missing_files' && needsPackaging)
          ? 'packaging'
          : null;
    await inTransaction(db, async (trx) => {
      const { mediaId, partIds } = await deps.titles.write(trx, draft, hidden);
      await repo.linkFiles(trx, [
        ...group.parts.map((p, i) => ({ fileId: p.fileId, mediaId, partId: partIds[i] ?? 0 })),
        ...group.extras.map((fileId) => ({ fileId, mediaId, partId: 0 })),
      ]);
    });
    titlesWritten++;
  }

  // 5. Titles none of whose files is present: hidden, never deleted (members keep their history).
  // An editor's hiding or a merge says more than the files do, and stays.
  const gone = await repo.titlesWithNoFilePresent(db, library.id);
  const reasons = await deps.titles.hiddenReasons(db, gone);
  const hide = gone.filter((id) => {
    const reason = reasons.get(id);
    return reason !== 'editor' && reason !== 'merged' && reason !== 'missing_files';
  });
  if (hide.length > 0) await deps.titles.setHidden(db, hide, 'missing_files');

  // New and changed bytes, and any file whose packaging never finished (a job lost with a machine).
  const due = await repo.filesAwaitingPackaging(db, library.id);
  await deps.enqueuePackaging(due);
  await report(null, true);
  return { counts, failures, titlesWritten, packagingQueued: due.length };
}
