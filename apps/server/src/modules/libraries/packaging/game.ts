/**
 * A game zip unpacked for the sandboxed frame (issue 32 point 3). The zip comes from a folder a
 * brand points at, so it is not trusted: an entry whose name could land outside the package (`../`,
 * absolute, a drive, a backslash, NUL) refuses the whole zip, and so do contents that inflate past
 * GAME_MAX_BYTES (counted as they inflate: a zip's declared sizes can lie).
 */
import fs from 'node:fs';
import path from 'node:path';
import { Unzip, UnzipInflate } from 'fflate';
import { PackagingError, stage } from './staging';

export const GAME_MAX_BYTES = 512 * 1024 * 1024;
const MAX_ENTRIES = 20_000;

/** The entry's relative path, or null when it could leave the folder or names nothing. */
export function safeEntryName(name: string): string | null {
  if (name.length === 0 || name.length > 1_024 || /[\\\0]/.test(name) || name.startsWith('/')) return null;
  const parts = name.replace(/\/$/, '').split('/');
  for (const p of parts) {
    // eslint-disable-next-line no-control-regex -- control characters are what this refuses
    if (p === '' || p === '.' || p === '..' || /^[A-Za-z]:$/.test(p) || /[\u0000-\u001f]/.test(p))
      return null;
  }
  return parts.join('/');
}

/** `index.html` at the top, else in the one folder everything is in (a zip of a folder). */
function entryOf(files: readonly string[]): string | null {
  if (files.includes('index.html')) return 'index.html';
  const tops = new Set(files.map((f) => f.split('/')[0]));
  if (tops.size !== 1) return null;
  const entry = `${[...tops][0]}/index.html`;
  return files.includes(entry) ? entry : null;
}

export async function packageGame(input: {
  zip: string;
  outDir: string;
  signal?: AbortSignal;
  maxBytes?: number;
}): Promise<{ entry: string; bytes: number; files: number }> {
  const max = input.maxBytes ?? GAME_MAX_BYTES;
  const data = await fs.promises.readFile(path.resolve(input.zip));
  return stage(input.outDir, input.signal, async (dir) => {
    const root = path.resolve(dir);
    const written: string[] = [];
    let total = 0;
    let failure: PackagingError | null = null;
    const open = new Set<number>();
    const unzip = new Unzip((entry) => {
      if (failure) return;
      const rel = safeEntryName(entry.name);
      if (rel === null) {
        failure = new PackagingError(
          'unsafe_entry',
          `the zip entry ${JSON.stringify(entry.name)} is not a safe name`,
        );
        return;
      }
      const target = path.resolve(root, rel);
      if (!target.startsWith(root + path.sep)) {
        failure = new PackagingError(
          'unsafe_entry',
          `the zip entry ${JSON.stringify(entry.name)} leaves the folder`,
        );
        return;
      }
      if (entry.name.endsWith('/')) return; // a folder: made with its files
      if (written.length >= MAX_ENTRIES) {
        failure = new PackagingError('too_large', `the zip has more than ${MAX_ENTRIES} files`);
        return;
      }
      fs.mkdirSync(path.dirname(target), { recursive: true });
      const fd = fs.openSync(target, 'wx');
      open.add(fd);
      written.push(rel);
      entry.ondata = (err, chunk, final) => {
        if (!open.has(fd)) return;
        if (err)
          failure = new PackagingError('corrupt_zip', `the zip entry ${rel} is corrupt: ${err.message}`);
        else {
          total += chunk.length;
          if (total > max) failure = new PackagingError('too_large', `the game inflates past ${max} bytes`);
          else fs.writeSync(fd, chunk);
        }
        if (final || failure) {
          open.delete(fd);
          fs.closeSync(fd);
        }
      };
      entry.start();
    });
    unzip.register(UnzipInflate);
    try {
      unzip.push(data, true);
    } catch (err) {
      failure ??= new PackagingError('corrupt_zip', `the zip cannot be read: ${(err as Error).message}`);
    } finally {
      for (const fd of open) fs.closeSync(fd);
    }
    if (failure) throw failure as PackagingError;
    const entry = entryOf(written);
    if (!entry)
      throw new PackagingError('no_index', 'the zip has no index.html at its top or in its one folder');
    return { entry, bytes: total, files: written.length };
  });
}
