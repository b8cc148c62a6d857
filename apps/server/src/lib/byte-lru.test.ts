import { describe, expect, it } from 'vitest';
import { ByteLru } from './byte-lru';

const bytes = (n: number) => Buffer.alloc(n);

/** A produce function that counts its calls and settles when the test says so. */
function deferred() {
  let calls = 0;
  let resolve!: (b: Buffer) => void;
  let reject!: (e: Error) => void;
  const produce = () => {
    calls++;
    return new Promise<Buffer>((res, rej) => {
      resolve = res;
      reject = rej;
    });
  };
  return { produce, calls: () => calls, resolve: (b: Buffer) => resolve(b), reject: (e: Error) => reject(e) };
}

describe('ByteLru', () => {
  it('produces a value once for concurrent callers of one key', async () => {
    const cache = new ByteLru(100);
    const d = deferred();
    const a = cache.get('k', d.produce);
    const b = cache.get('k', d.produce);
    await Promise.resolve();
    d.resolve(bytes(10));
    expect(await a).toBe(await b);
    expect(d.calls()).toBe(1);
    expect(await cache.get('k', d.produce)).toBe(await a);
    expect(d.calls()).toBe(1);
  });

  it('keeps the total size within the bound, evicting the least recently used first', async () => {
    const cache = new ByteLru(30);
    await cache.get('a', async () => bytes(10));
    await cache.get('b', async () => bytes(10));
    await cache.get('c', async () => bytes(10));
    await cache.get('a', async () => bytes(99)); // a hit: 'a' becomes the most recently used
    await cache.get('d', async () => bytes(10));
    expect(cache.has('b')).toBe(false);
    expect(['a', 'c', 'd'].every((k) => cache.has(k))).toBe(true);
    expect(cache.bytes).toBe(30);
    expect(cache.size).toBe(3);
  });

  it('does not keep a value larger than the whole cache, nor evict for it', async () => {
    const cache = new ByteLru(30);
    await cache.get('a', async () => bytes(10));
    expect((await cache.get('huge', async () => bytes(31))).length).toBe(31);
    expect(cache.has('huge')).toBe(false);
    expect(cache.has('a')).toBe(true);
    expect(cache.bytes).toBe(10);
  });

  it('does not keep a failure: every waiting caller gets it, the next call tries again', async () => {
    const cache = new ByteLru(100);
    const d = deferred();
    const a = cache.get('k', d.produce);
    const b = cache.get('k', d.produce);
    await Promise.resolve();
    d.reject(new Error('render failed'));
    await expect(a).rejects.toThrow('render failed');
    await expect(b).rejects.toThrow('render failed');
    expect(await cache.get('k', async () => bytes(5))).toHaveLength(5);
    expect(d.calls()).toBe(1);
  });

  it('turns a produce that throws at once into a rejection', async () => {
    const cache = new ByteLru(100);
    await expect(
      cache.get('k', () => {
        throw new Error('bad input');
      }),
    ).rejects.toThrow('bad input');
    expect(cache.size).toBe(0);
  });
});
