/** A game is a zip with an index.html, unpacked and sandboxed as the demo games are (issue 32 point 3). */
import { isSafeLibraryPath } from '@member-area/domain';
import { checkFile, errorDetail, fail, ok, type ReadResult } from './result';
import { readZipDirectoryFromFile, type ZipDirectory } from './zip-directory';

export interface GameZip {
  /** Files (no folders), as named in the zip. */
  entries: Array<{ name: string; size: number }>;
  /** The folder the game lives in inside the zip: '' at the root, else `Top/`. */
  root: string;
  /** `index.html` or `Top/index.html`. */
  indexPath: string;
  /** What the files declare they unpack to. */
  totalBytes: number;
}

export interface GameZipOptions {
  /** Default 1 GiB: what the unpacked game may take in MEDIA_DIR. */
  maxTotalBytes?: number;
  /** Default 20,000 files. */
  maxEntries?: number;
}

export const GAME_ZIP_MAX_TOTAL_BYTES = 1024 * 1024 * 1024;
const GAME_ZIP_MAX_ENTRIES = 20_000;

/**
 * Lists a game zip and checks it may be unpacked: every entry named inside the zip (no `..`, no
 * absolute path, no backslash: `unsafe_name`), no symbolic link entries (`unsafe_name`), within
 * the size and count caps (`too_large`), with index.html at the root or in its one top folder
 * (`no_index_html`). Nothing is inflated here; packaging unpacks the listed entries.
 */
export async function readGameZip(absPath: string, opts: GameZipOptions = {}): Promise<ReadResult<GameZip>> {
  const maxTotal = opts.maxTotalBytes ?? GAME_ZIP_MAX_TOTAL_BYTES;
  const checked = await checkFile(absPath);
  if (!checked.ok) return checked;
  let dir: ZipDirectory;
  try {
    dir = await readZipDirectoryFromFile(absPath);
  } catch (err) {
    return fail('unreadable_file', errorDetail(err));
  }
  if (!dir.ok) {
    if (dir.reason === 'zip64') return fail('too_large', 'zip64 archive');
    return fail(dir.reason === 'not_zip' ? 'wrong_extension' : 'corrupt_media', 'not a zip archive');
  }
  if (dir.entries.length > (opts.maxEntries ?? GAME_ZIP_MAX_ENTRIES)) {
    return fail('too_large', `${dir.entries.length} entries`);
  }
  for (const e of dir.entries) {
    if (e.isSymlink) return fail('unsafe_name', `${e.name} is a symbolic link`);
    if (!isSafeLibraryPath(e.isDirectory ? e.name.slice(0, -1) : e.name)) return fail('unsafe_name', e.name);
  }
  const files = dir.entries.filter((e) => !e.isDirectory && !e.name.startsWith('__MACOSX/'));
  const totalBytes = files.reduce((s, e) => s + e.size, 0);
  if (totalBytes > maxTotal) return fail('too_large', `unpacks to ${totalBytes} bytes, at most ${maxTotal}`);

  let root: string | null = null;
  if (files.some((f) => f.name === 'index.html')) root = '';
  else {
    const tops = new Set(
      files.map((f) => (f.name.includes('/') ? f.name.slice(0, f.name.indexOf('/') + 1) : '')),
    );
    const [top] = [...tops];
    if (tops.size === 1 && top && files.some((f) => f.name === `${top}index.html`)) root = top;
  }
  if (root === null) return fail('no_index_html');
  return ok({
    entries: files.map((f) => ({ name: f.name, size: f.size })),
    root,
    indexPath: `${root}index.html`,
    totalBytes,
  });
}
