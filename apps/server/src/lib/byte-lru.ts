/**
 * A least-recently-used cache of buffers bounded by their total size, which produces a missing value
 * once however many callers ask for it at the same time: the first caller's promise is shared until
 * it settles, so a burst of requests for one key does one piece of work (no thundering herd).
 *
 * Only settled buffers count against the bound. Work in flight is held by the callers waiting on it,
 * so it is bounded by the number of concurrent requests, as their own memory is.
 */
export class ByteLru {
  /** Map keeps insertion order: the first key is the least recently used. */
  private readonly entries = new Map<string, Buffer>();
  private readonly inFlight = new Map<string, Promise<Buffer>>();
  private totalBytes = 0;

  constructor(readonly maxBytes: number) {}

  /** Bytes held by settled entries (never more than maxBytes). */
  get bytes(): number {
    return this.totalBytes;
  }

  get size(): number {
    return this.entries.size;
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  /**
   * The cached buffer for `key`, or the one `produce` makes (shared with concurrent callers). A
   * failure is not kept: the next call tries again.
   */
  get(key: string, produce: () => Promise<Buffer>): Promise<Buffer> {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return Promise.resolve(hit);
    }
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    // Started from a resolved promise, so a produce that throws at once rejects like any other failure.
    const work = Promise.resolve()
      .then(produce)
      .then(
        (value) => {
          this.inFlight.delete(key);
          this.put(key, value);
          return value;
        },
        (error: unknown) => {
          this.inFlight.delete(key);
          throw error;
        },
      );
    this.inFlight.set(key, work);
    return work;
  }

  private put(key: string, value: Buffer): void {
    // A value larger than the whole cache would only evict everything else, for nothing.
    if (value.length > this.maxBytes) return;
    this.entries.set(key, value);
    this.totalBytes += value.length;
    for (const [oldKey, old] of this.entries) {
      if (this.totalBytes <= this.maxBytes) break;
      this.entries.delete(oldKey);
      this.totalBytes -= old.length;
    }
  }
}
