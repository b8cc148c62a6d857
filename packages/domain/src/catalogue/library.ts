/** Collection, history, progress and playlist rules (SPEC.md sections 3, 7 and 8). */

export const PLAYLIST_NAME_MAX = 100;
export const PLAYLIST_TRACKS_MAX = 500;
export const PLAYLISTS_MAX = 100;
/** Lists answered by content.collection / content.history. */
export const LIBRARY_LIST_MAX = 500;
/** SPEC.md 8: a history/collection/progress mutation that fails without a message shows this. */
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occured.';

export type PlaylistNameCheck =
  { ok: true; name: string } | { ok: false; errorCode: 'playlist_name_required' | 'playlist_name_too_long' };

/** Trimmed, inner whitespace collapsed; 1 … PLAYLIST_NAME_MAX characters. */
export function checkPlaylistName(raw: string): PlaylistNameCheck {
  const name = raw.normalize('NFC').replace(/\s+/g, ' ').trim();
  if (!name) return { ok: false, errorCode: 'playlist_name_required' };
  if ([...name].length > PLAYLIST_NAME_MAX) return { ok: false, errorCode: 'playlist_name_too_long' };
  return { ok: true, name };
}

/** The order after moving `item` to `toIndex` (clamped); null when the item is not in the list. */
export function moveItem<T>(list: readonly T[], item: T, toIndex: number): T[] | null {
  const from = list.indexOf(item);
  if (from < 0) return null;
  const out = list.filter((_, i) => i !== from);
  const to = Math.max(0, Math.min(out.length, Math.trunc(toIndex)));
  out.splice(to, 0, item);
  return out;
}

/** True when `next` holds exactly the items of `current` (no missing, extra or repeated ones). */
export function isPermutation<T>(current: readonly T[], next: readonly T[]): boolean {
  if (current.length !== next.length) return false;
  const set = new Set(current);
  const seen = new Set<T>();
  for (const t of next) {
    if (!set.has(t) || seen.has(t)) return false;
    seen.add(t);
  }
  return true;
}

export interface StoredProgress {
  progress: number;
  sequence: number;
}

/**
 * Progress never moves backwards because of a late write: a write whose sequence is lower than the
 * stored one is ignored. Equal sequences keep the furthest position. A missing sequence counts as
 * the server's arrival time (ms).
 */
export function acceptsProgress(stored: StoredProgress | null, incoming: StoredProgress): boolean {
  if (!stored) return true;
  if (incoming.sequence > stored.sequence) return true;
  return incoming.sequence === stored.sequence && incoming.progress > stored.progress;
}

export function isValidProgress(progress: number): boolean {
  return Number.isFinite(progress) && progress >= 0 && progress <= 1e7;
}
