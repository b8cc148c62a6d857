import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPersistedStore } from './persistedStore';

/** A localStorage stand-in (the web unit tests run in Node). */
function fakeStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

const parseNumber = (raw: unknown) => (typeof raw === 'number' ? raw : undefined);

describe('createPersistedStore (choices that outlive a player and a reload)', () => {
  let storage: ReturnType<typeof fakeStorage>;
  beforeEach(() => {
    storage = fakeStorage({ speed: '1.5', broken: '{not json', wrong: '"fast"' });
    vi.stubGlobal('window', { localStorage: storage });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('reads the remembered value', () => {
    expect(createPersistedStore('speed', 1, parseNumber).get()).toBe(1.5);
  });

  it('falls back when nothing, broken JSON or a wrong type is stored', () => {
    expect(createPersistedStore('missing', 1, parseNumber).get()).toBe(1);
    expect(createPersistedStore('broken', 1, parseNumber).get()).toBe(1);
    expect(createPersistedStore('wrong', 1, parseNumber).get()).toBe(1);
  });

  it('stores a new value and tells every subscriber once', () => {
    const store = createPersistedStore('speed', 1, parseNumber);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.set((current) => current + 0.25);
    expect(store.get()).toBe(1.75);
    expect(storage.data.get('speed')).toBe('1.75');
    expect(listener).toHaveBeenCalledTimes(1);
    store.set(1.75);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.set(2);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
