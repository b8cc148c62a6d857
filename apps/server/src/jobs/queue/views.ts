import { etaSeconds } from '@member-area/domain';
import type { JobView } from './types';

/** The ETA of a running job that reported progress; null otherwise. */
export function etaOf(view: Pick<JobView, 'state' | 'progress' | 'startedAt'>, now: Date): number | null {
  if (view.state !== 'running' || !view.progress || !view.startedAt) return null;
  return etaSeconds({
    done: view.progress.done,
    total: view.progress.total,
    startedAt: new Date(view.startedAt),
    now,
  });
}
