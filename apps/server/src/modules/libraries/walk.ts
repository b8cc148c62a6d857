/**
 * Lists a library's folder (issue 32, point 5): every file under it, never following a link out of
 * it. The folder is only read. Names a scan cannot trust are reported, not skipped silently, so the
 * summary can say why a file was not imported.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isSafeLibraryPath, type LibraryFileProblem } from '@member-area/domain';

export interface WalkedFile {
  kind: 'file';
  /** '/'-separated, relative to the library's folder. */
  relPath: string;
  absPath: string;
  size: number;
  /** Whole milliseconds: what the database stores and a rescan compares. */
  mtimeMs: number;
}

export interface WalkRefusal {
  kind: 'refused';
  relPath: string;
  problem: LibraryFileProblem;
}

/** Dot files and folders are the system's and tools' (.DS_Store, .git, a packager's temporary folder). */
const isHidden = (name: string) => name.startsWith('.');

function inside(realRoot: string, real: string): boolean {
  return real === realRoot || real.startsWith(realRoot + path.sep);
}

/**
 * Walks `root` depth first in name order (a stable order makes progress lines and summaries
 * comparable between runs). A link is followed only when it resolves inside the folder and to a
 * file; a link to a folder is not followed (a loop could never end), and one leading outside is
 * refused as `outside_library`.
 */
export async function* walkLibrary(root: string): AsyncGenerator<WalkedFile | WalkRefusal> {
  const realRoot = await fs.promises.realpath(root);
  const pending: string[] = [''];
  while (pending.length > 0) {
    const dirRel = pending.pop()!;
    let entries: fs.Dirent[];
    try {
      entries = await fs.promises.readdir(path.join(realRoot, dirRel), { withFileTypes: true });
    } catch {
      if (dirRel === '') throw new Error(`cannot read the library folder ${root}`);
      yield { kind: 'refused', relPath: dirRel, problem: 'unreadable_file' };
      continue;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const subdirs: string[] = [];
    for (const entry of entries) {
      if (isHidden(entry.name)) continue;
      const relPath = dirRel ? `${dirRel}/${entry.name}` : entry.name;
      if (!isSafeLibraryPath(relPath)) {
        yield { kind: 'refused', relPath, problem: 'unsafe_name' };
        continue;
      }
      const absPath = path.join(realRoot, relPath);
      if (entry.isDirectory()) {
        subdirs.push(relPath);
        continue;
      }
      let stat: fs.Stats;
      try {
        if (entry.isSymbolicLink()) {
          const real = await fs.promises.realpath(absPath);
          if (!inside(realRoot, real)) {
            yield { kind: 'refused', relPath, problem: 'outside_library' };
            continue;
          }
          stat = await fs.promises.stat(real);
          if (!stat.isFile()) continue;
        } else if (entry.isFile()) {
          stat = await fs.promises.stat(absPath);
        } else {
          continue; // sockets, devices, fifos: nothing a library holds
        }
      } catch {
        yield { kind: 'refused', relPath, problem: 'unreadable_file' };
        continue;
      }
      yield { kind: 'file', relPath, absPath, size: stat.size, mtimeMs: Math.trunc(stat.mtimeMs) };
    }
    // Reversed onto the stack so the first subfolder is walked first.
    for (let i = subdirs.length - 1; i >= 0; i--) pending.push(subdirs[i]!);
  }
}
