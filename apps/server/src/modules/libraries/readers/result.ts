/** What every reader answers (docs/libraries.md): a value, or the reason the file is refused. */
import fs from 'node:fs/promises';
import type { LibraryFileProblem } from '@member-area/domain';

export interface ReadProblem {
  problem: LibraryFileProblem;
  /** For the operator: the field, entry or ffprobe line the problem is about. */
  detail?: string;
}

export type ReadResult<T> = { ok: true; value: T } | ({ ok: false } & ReadProblem);

export function ok<T>(value: T): ReadResult<T> {
  return { ok: true, value };
}

export function fail<T>(problem: LibraryFileProblem, detail?: string): ReadResult<T> {
  return detail === undefined ? { ok: false, problem } : { ok: false, problem, detail };
}

/** The first line of an error's message, short enough for a summary line. */
export function errorDetail(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  return text.split('\n')[0]!.slice(0, 300);
}

/**
 * The checks every reader makes before it opens a file: it is a regular file the server can read,
 * not empty, and not over `maxBytes`. Answers the file's size, or the problem.
 */
export async function checkFile(absPath: string, maxBytes?: number): Promise<ReadResult<number>> {
  let size: number;
  try {
    const stat = await fs.stat(absPath);
    if (!stat.isFile()) return fail('unreadable_file', 'not a regular file');
    // No access() check: each reader opens the file next and answers unreadable_file if it cannot.
    size = stat.size;
  } catch (err) {
    return fail('unreadable_file', errorDetail(err));
  }
  if (size === 0) return fail('empty_file');
  if (maxBytes !== undefined && size > maxBytes)
    return fail('too_large', `${size} bytes, at most ${maxBytes}`);
  return ok(size);
}
