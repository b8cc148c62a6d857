/**
 * The catalogue's writer tells the search module that the index changed (new words, new people),
 * so this process forgets the vocabulary it cached. Search imports the catalogue, never the
 * reverse, hence a listener the search module registers. Other processes (a worker) keep theirs
 * until it expires (search-index.ts CACHE_TTL_MS).
 */
import type { Db } from '../../db/kysely';

type Listener = (db: Db) => void;
const listeners = new Set<Listener>();

export function onSearchIndexWrite(listener: Listener): void {
  listeners.add(listener);
}

export function searchIndexWritten(db: Db): void {
  for (const listener of listeners) listener(db);
}
