import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { QUEUE_STORAGE_KEY, readStoredQueue, writeStoredQueue } from './queue-storage';

const item = { mediaType: 'movie', id: '7', title: 'Harbour Lights', key: 'k1' };

describe('the remembered play queue (a reload restores what was playing)', () => {
  const store = new Map<string, string>();
  beforeEach(() => {
    store.clear();
    Object.assign(globalThis, {
      window: {
        localStorage: {
          getItem: (key: string) => store.get(key) ?? null,
          setItem: (key: string, value: string) => store.set(key, value),
        },
      },
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'window');
  });

  it('restores the queue, the history and the presentation that were written', () => {
    writeStoredQueue({ state: { queue: [item], history: [{ ...item, key: 'k0' }] }, presentation: 'full' });
    expect(readStoredQueue()).toEqual({
      state: { queue: [item], history: [{ ...item, key: 'k0' }] },
      presentation: 'full',
    });
  });

  it.each([
    ['nothing stored', null],
    ['not JSON', '{oops'],
    ['another version', JSON.stringify({ v: 99, queue: [item], history: [], presentation: 'full' })],
    ['no lists', JSON.stringify({ v: 1, presentation: 'full' })],
  ])('reads %s as no queue', (_case, text) => {
    if (text !== null) store.set(QUEUE_STORAGE_KEY, text);
    expect(readStoredQueue()).toBeNull();
  });

  it('drops malformed items and stays closed when nothing is left to play', () => {
    store.set(
      QUEUE_STORAGE_KEY,
      JSON.stringify({ v: 1, queue: [{ id: 3 }, 'x'], history: [], presentation: 'full' }),
    );
    expect(readStoredQueue()).toEqual({ state: { queue: [], history: [] }, presentation: 'closed' });
  });

  it('a queue that waits (added, nothing played) is restored waiting, not playing', () => {
    writeStoredQueue({ state: { queue: [item], history: [] }, presentation: 'queued' });
    expect(readStoredQueue()?.presentation).toBe('queued');
  });

  it('an unknown presentation reads as closed', () => {
    store.set(QUEUE_STORAGE_KEY, JSON.stringify({ v: 1, queue: [item], history: [], presentation: 'huge' }));
    expect(readStoredQueue()?.presentation).toBe('closed');
  });
});
