import { PROGRESS_WRITE_EVERY_MS, type JobProgress } from './types';

/**
 * A job's progress() with its writes spaced: a scan reports once per file, and 10,000 writes in a
 * few seconds would cost more than the scan. The newest report always wins; the last one (done ≥
 * total) is written at once, so a finished job never shows 99 %.
 */
export function spacedProgress(
  write: (p: { done: number; total: number; label: string | null }) => Promise<void>,
  everyMs = PROGRESS_WRITE_EVERY_MS,
): (p: JobProgress) => Promise<void> {
  let lastWrite = 0;
  return async (p) => {
    const now = Date.now();
    const final = p.total > 0 && p.done >= p.total;
    if (!final && now - lastWrite < everyMs) return;
    lastWrite = now;
    await write({ done: p.done, total: p.total, label: p.label ?? null });
  };
}
