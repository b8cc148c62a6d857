import type { QueueState } from '@member-area/domain';
import { storage } from '../../../app/storage';
import type { PlayerController, QueueItem } from './contract';

/** localStorage key of the remembered queue (a reload restores what was playing). */
export const QUEUE_STORAGE_KEY = 'ma_player_queue';
const VERSION = 1;

export interface StoredQueue {
  state: QueueState<QueueItem>;
  presentation: PlayerController['presentation'];
}

function isQueueItem(value: unknown): value is QueueItem {
  if (!value || typeof value !== 'object') return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.mediaType === 'string' &&
    typeof item.id === 'string' &&
    typeof item.title === 'string' &&
    typeof item.key === 'string'
  );
}

function isPresentation(value: unknown): value is PlayerController['presentation'] {
  return value === 'closed' || value === 'full' || value === 'mini' || value === 'queued';
}

/** Reads the remembered queue; anything malformed (old version, hand-edited) reads as nothing. */
export function readStoredQueue(): StoredQueue | null {
  const text = storage.get(QUEUE_STORAGE_KEY);
  if (!text) return null;
  try {
    const data = JSON.parse(text) as Record<string, unknown>;
    if (data.v !== VERSION || !Array.isArray(data.queue) || !Array.isArray(data.history)) return null;
    const queue = data.queue.filter(isQueueItem);
    const history = data.history.filter(isQueueItem);
    const presentation = isPresentation(data.presentation) && queue.length > 0 ? data.presentation : 'closed';
    return { state: { queue, history }, presentation };
  } catch {
    return null;
  }
}

export function writeStoredQueue({ state, presentation }: StoredQueue): void {
  storage.set(
    QUEUE_STORAGE_KEY,
    JSON.stringify({ v: VERSION, queue: state.queue, history: state.history, presentation }),
  );
}
