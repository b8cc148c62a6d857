/**
 * Whether a rescan must read a file again (issue 32, point 5 "Incremental and safe"): a file whose
 * size and modification time are what the last scan stored is unchanged without opening it; any
 * other file is hashed, and only a different SHA-256 makes it changed (a `touch` or a copy that kept
 * the bytes is not a change). A file that is new at its path but has the bytes of a file that
 * disappeared was moved or renamed: it keeps that file's title.
 */

export interface StoredFile {
  size: number;
  mtimeMs: number;
  sha256: string | null;
  /** False when the last scan found it missing: it must be looked at again. */
  present: boolean;
}

export interface SeenFile {
  size: number;
  mtimeMs: number;
}

/** 'unchanged' needs no read; 'hash' means: hash it, then ask `changeAfterHash`. */
export type FirstLook = 'unchanged' | 'hash';

export function firstLook(stored: StoredFile | undefined, seen: SeenFile): FirstLook {
  if (!stored || !stored.present || stored.sha256 == null) return 'hash';
  return stored.size === seen.size && stored.mtimeMs === seen.mtimeMs ? 'unchanged' : 'hash';
}

export type Change = 'unchanged' | 'changed' | 'new' | 'moved';

/**
 * After hashing: the same bytes at the same path are unchanged; other bytes are changed; a path
 * never seen is new, unless a file that went missing had these bytes (`movedFrom`), which makes it
 * moved.
 */
export function changeAfterHash(
  stored: StoredFile | undefined,
  sha256: string,
  movedFrom: { present: boolean } | undefined,
): Change {
  if (stored) return stored.sha256 === sha256 ? 'unchanged' : 'changed';
  return movedFrom && !movedFrom.present ? 'moved' : 'new';
}
