import { useSyncExternalStore } from 'react';
import { storage } from '../../../app/storage';

/**
 * A small value kept in localStorage and shared by every component that reads it. The audio players
 * keep their choices here (volume, repeat, speed …) rather than in component state, because the host
 * may mount a fresh player for the next queue item and the choice must outlive it (and a reload).
 */
export interface PersistedStore<T> {
  get(): T;
  set(value: T | ((current: T) => T)): void;
  subscribe(listener: () => void): () => void;
}

export function createPersistedStore<T>(
  key: string,
  fallback: T,
  parse: (raw: unknown) => T | undefined,
): PersistedStore<T> {
  let value: T | undefined;
  const listeners = new Set<() => void>();

  const read = (): T => {
    if (value !== undefined) return value;
    const raw = storage.get(key);
    let parsed: T | undefined;
    if (raw !== null) {
      try {
        parsed = parse(JSON.parse(raw));
      } catch {
        parsed = undefined;
      }
    }
    value = parsed ?? fallback;
    return value;
  };

  return {
    get: read,
    set(next) {
      const resolved = typeof next === 'function' ? (next as (current: T) => T)(read()) : next;
      if (Object.is(resolved, value)) return;
      value = resolved;
      storage.set(key, JSON.stringify(resolved));
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function usePersisted<T>(store: PersistedStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
