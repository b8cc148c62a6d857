/** Where a library file really is, refused when its name or a link leaves the folder (issue 32 point 5). */
import fs from 'node:fs/promises';
import path from 'node:path';
import { isSafeLibraryPath } from '@member-area/domain';
import { errorDetail, fail, ok, type ReadResult } from './result';

export interface LibraryFileLocation {
  /** The file's real path (links resolved), inside the library's real folder. */
  absPath: string;
  isSymlink: boolean;
  size: number;
  mtimeMs: number;
}

/**
 * Resolves `relPath` (as the walk found it) inside `libraryDir`: `unsafe_name` for a path that
 * names its way out (`..`, absolute, control characters), `outside_library` for a link (the file's
 * or a folder's) whose target is outside the library's real folder, `unreadable_file` when it is
 * gone or not a regular file.
 */
export async function resolveLibraryFile(
  libraryDir: string,
  relPath: string,
): Promise<ReadResult<LibraryFileLocation>> {
  if (!isSafeLibraryPath(relPath)) return fail('unsafe_name', relPath);
  try {
    const root = await fs.realpath(libraryDir);
    const joined = path.join(root, ...relPath.split('/'));
    const link = await fs.lstat(joined);
    const real = await fs.realpath(joined);
    if (real !== root && !real.startsWith(root + path.sep)) return fail('outside_library', relPath);
    const stat = await fs.stat(real);
    if (!stat.isFile()) return fail('unreadable_file', 'not a regular file');
    return ok({ absPath: real, isSymlink: link.isSymbolicLink(), size: stat.size, mtimeMs: stat.mtimeMs });
  } catch (err) {
    return fail('unreadable_file', errorDetail(err));
  }
}
