/**
 * Nothing half-written (issue 32 point 5): a package is built in a hidden folder beside its target
 * (`.<name>-packaging-XXXXXX`, on the same filesystem so the final rename is atomic) and renamed into
 * place only when complete. A failure or an abort removes the hidden folder and leaves the target
 * as it was: absent, or the previous package when a title is packaged again.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LibraryPackagingProblem } from '@member-area/domain';

/** The codes a packaging throws (packages/domain: `packaging_failed` is what anything else is stored as). */
export type PackagingProblem = Exclude<LibraryPackagingProblem, 'packaging_failed'>;

/** Why a package could not be made; `problem` is stable for callers, `message` is for logs. */
export class PackagingError extends Error {
  constructor(
    readonly problem: PackagingProblem,
    message: string,
  ) {
    super(message);
    this.name = 'PackagingError';
  }
}

export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new PackagingError('aborted', 'packaging was aborted');
}

/**
 * Runs `build` in a fresh staging folder and moves the result to `outDir`. A previous `outDir` is
 * swapped out (renamed aside, then removed) so readers never see a mix of two packages.
 */
export async function stage<T>(
  outDir: string,
  signal: AbortSignal | undefined,
  build: (dir: string) => Promise<T>,
): Promise<T> {
  throwIfAborted(signal);
  const target = path.resolve(outDir);
  const parent = path.dirname(target);
  await fs.promises.mkdir(parent, { recursive: true });
  const temp = await fs.promises.mkdtemp(path.join(parent, `.${path.basename(target)}-packaging-`));
  let old: string | null = null;
  try {
    const result = await build(temp);
    throwIfAborted(signal);
    if (fs.existsSync(target)) {
      old = `${temp}-old`;
      await fs.promises.rename(target, old);
    }
    await fs.promises.rename(temp, target);
    return result;
  } catch (err) {
    await fs.promises.rm(temp, { recursive: true, force: true });
    // The swap failed between its two renames: put the previous package back.
    if (old && !fs.existsSync(target)) await fs.promises.rename(old, target).catch(() => undefined);
    throw err;
  } finally {
    if (old) await fs.promises.rm(old, { recursive: true, force: true });
  }
}
