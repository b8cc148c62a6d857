/**
 * A tiny per-request batcher (DataLoader's idea): keys asked for while GraphQL resolves one level
 * are loaded with one query once the current turn of the event loop is over; results are memoised
 * for the request.
 */
export type Load<K, V> = (key: K) => Promise<V>;

export function batcher<K, V>(
  loadMany: (keys: K[]) => Promise<Map<K, V>>,
  missing: V,
): {
  load: Load<K, V>;
  prime: (key: K, value: V) => void;
} {
  const cache = new Map<K, Promise<V>>();
  let queue: { key: K; resolve: (v: V) => void; reject: (e: unknown) => void }[] = [];
  let scheduled = false;

  const flush = async () => {
    scheduled = false;
    const batch = queue;
    queue = [];
    try {
      const keys = [...new Set(batch.map((b) => b.key))];
      const values = await loadMany(keys);
      for (const b of batch) b.resolve(values.has(b.key) ? (values.get(b.key) as V) : missing);
    } catch (err) {
      for (const b of batch) {
        cache.delete(b.key);
        b.reject(err);
      }
    }
  };

  return {
    load: (key) => {
      const hit = cache.get(key);
      if (hit) return hit;
      const p = new Promise<V>((resolve, reject) => {
        queue.push({ key, resolve, reject });
        if (!scheduled) {
          scheduled = true;
          setImmediate(() => void flush());
        }
      });
      cache.set(key, p);
      return p;
    },
    prime: (key, value) => {
      if (!cache.has(key)) cache.set(key, Promise.resolve(value));
    },
  };
}

export function groupBy<T, K>(items: readonly T[], key: (t: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
}
