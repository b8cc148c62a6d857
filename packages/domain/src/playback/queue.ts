/**
 * The play queue of SPEC.md 4 (docs/players.md): pure state transitions. The web keeps the state;
 * warnings are returned as data so the caller decides how to log them (the rule says "only logs a
 * warning": nothing here throws).
 */

/** The six full-screen players of SPEC.md 2; software plays in the game player. */
export const PLAYER_KINDS = ['movie', 'stream', 'music', 'audiobook', 'ebook', 'game'] as const;
export type PlayerKind = (typeof PLAYER_KINDS)[number];

export const QUEUE_EMPTY_WARNING = 'QUEUE IS EMPTY!';
export const INVALID_MEDIA_TYPE_WARNING = 'INVALID MEDIA TYPE!';
export type QueueWarning = typeof QUEUE_EMPTY_WARNING | typeof INVALID_MEDIA_TYPE_WARNING;

/** How many played items `previous` can go back through. */
export const QUEUE_HISTORY_LIMIT = 50;

/** What the rules need of an item; the web's QueueItem carries more. */
export interface QueueEntry {
  mediaType: string;
  /** Unique within the queue (the same title may be queued twice under two keys). */
  key: string;
}

export interface QueueState<T extends QueueEntry> {
  /** Play order; queue[0] is the active item. */
  queue: readonly T[];
  /** Played items, most recent last. */
  history: readonly T[];
}

export interface QueueStep<T extends QueueEntry> {
  state: QueueState<T>;
  /** The player of the new active item (null when nothing can play). */
  player: PlayerKind | null;
  warning: QueueWarning | null;
}

/** SPEC.md 2: the player comes from the media type; software uses the game player. */
export function playerFor(mediaType: string): PlayerKind | null {
  switch (mediaType) {
    case 'movie':
    case 'stream':
    case 'music':
    case 'audiobook':
    case 'ebook':
    case 'game':
      return mediaType;
    case 'software':
      return 'game';
    default:
      return null;
  }
}

export function emptyQueue<T extends QueueEntry>(): QueueState<T> {
  return { queue: [], history: [] };
}

/** The active item's player and the warning the rule asks for when there is none. */
function settle<T extends QueueEntry>(state: QueueState<T>): QueueStep<T> {
  const active = state.queue[0];
  if (!active) return { state, player: null, warning: QUEUE_EMPTY_WARNING };
  const player = playerFor(active.mediaType);
  return { state, player, warning: player ? null : INVALID_MEDIA_TYPE_WARNING };
}

function remember<T extends QueueEntry>(history: readonly T[], item: T | undefined): readonly T[] {
  if (!item) return history;
  return [...history, item].slice(-QUEUE_HISTORY_LIMIT);
}

/**
 * Play: the new items replace the queue; the first plays, or (random) one picked by `rng`
 * (a function returning [0, 1), injected so tests are exact) moves to the front.
 * What was playing goes to the history so `previous` can return to it.
 */
export function play<T extends QueueEntry>(
  state: QueueState<T>,
  items: readonly T[],
  opts: { random?: boolean; rng?: () => number } = {},
): QueueStep<T> {
  const queue = [...items];
  if (opts.random && queue.length > 1) {
    const rng = opts.rng ?? Math.random;
    const index = Math.min(queue.length - 1, Math.max(0, Math.floor(rng() * queue.length)));
    const [picked] = queue.splice(index, 1);
    if (picked) queue.unshift(picked);
  }
  return settle({ queue, history: remember(state.history, state.queue[0]) });
}

/**
 * Appends without interrupting the active item. Adding never starts playback, not even on an empty
 * queue (issue 10, item 5): what the member sees is decided by `presentationAfter('add', …)`.
 */
export function addToQueue<T extends QueueEntry>(state: QueueState<T>, items: readonly T[]): QueueStep<T> {
  return settle({ ...state, queue: [...state.queue, ...items] });
}

/** Next: the current item leaves the queue (into the history); the only item empties the queue. */
export function next<T extends QueueEntry>(state: QueueState<T>): QueueStep<T> {
  const [current, ...rest] = state.queue;
  return settle({ queue: rest, history: remember(state.history, current) });
}

/** Previous: the most recent history item moves back to the front of the queue. */
export function previous<T extends QueueEntry>(state: QueueState<T>): QueueStep<T> {
  const last = state.history[state.history.length - 1];
  if (!last) return settle(state);
  return settle({ queue: [last, ...state.queue], history: state.history.slice(0, -1) });
}

/** Jump to a queued item: it becomes the front; the others keep their order. */
export function playQueued<T extends QueueEntry>(state: QueueState<T>, key: string): QueueStep<T> {
  const item = state.queue.find((entry) => entry.key === key);
  if (!item || item === state.queue[0]) return settle(state);
  const current = state.queue[0];
  const rest = state.queue.filter((entry) => entry.key !== key && entry !== current);
  return settle({ queue: [item, ...rest], history: remember(state.history, current) });
}

/** Removes one queued item (removing the active one moves on like next, without the history). */
export function removeFromQueue<T extends QueueEntry>(state: QueueState<T>, key: string): QueueStep<T> {
  return settle({ ...state, queue: state.queue.filter((entry) => entry.key !== key) });
}

/**
 * What the member sees of the queue: nothing; the queued bar (items wait, nothing plays: the
 * member starts them with its Play); the full-screen player; or the mini-player (music and
 * audiobooks that keep playing while the member browses).
 */
export type QueuePresentation = 'closed' | 'queued' | 'full' | 'mini';

/** play: the member pressed Play; add: Add to queue; move: next, previous, jump or remove. */
export type QueueAction = 'play' | 'add' | 'move';

/**
 * The presentation after an action (issue 10, item 5): Play plays (full screen); adding only
 * queues, so on a closed player it shows the queued bar and never opens the full player, and it
 * leaves a player that is open as it is; moving through the queue keeps what shows. An empty
 * queue shows nothing.
 */
export function presentationAfter(
  current: QueuePresentation,
  action: QueueAction,
  queueLength: number,
): QueuePresentation {
  if (queueLength === 0) return 'closed';
  switch (action) {
    case 'play':
      return 'full';
    case 'add':
      return current === 'closed' ? 'queued' : current;
    case 'move':
      return current;
  }
}

export type QueueOrderError = 'unknown_key' | 'missing_key' | 'duplicate_key';

/**
 * Reorder or shuffle: `keys` must be exactly the keys of the queue in a new order (a stale list
 * from another tab must not drop or invent items).
 */
export function setQueueOrder<T extends QueueEntry>(
  state: QueueState<T>,
  keys: readonly string[],
): { ok: true; state: QueueState<T> } | { ok: false; error: QueueOrderError } {
  const byKey = new Map(state.queue.map((entry) => [entry.key, entry]));
  if (new Set(keys).size !== keys.length) return { ok: false, error: 'duplicate_key' };
  const ordered: T[] = [];
  for (const key of keys) {
    const entry = byKey.get(key);
    if (!entry) return { ok: false, error: 'unknown_key' };
    ordered.push(entry);
  }
  if (ordered.length !== state.queue.length) return { ok: false, error: 'missing_key' };
  return { ok: true, state: { ...state, queue: ordered } };
}
