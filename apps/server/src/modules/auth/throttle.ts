import type { Redis } from 'ioredis';

/**
 * Login throttling (brute force and credential stuffing): failures are counted per normalised
 * account and per IP in a sliding window. From the `threshold`-th failure on, the next attempt
 * must wait 1 s, then 2 s, 4 s … capped at 15 min. A success resets the account's counter.
 */
export interface ThrottleStore {
  /** Failures inside the window (oldest dropped) and the time of the last one. */
  get(key: string, nowMs: number, windowMs: number): Promise<{ count: number; lastMs: number }>;
  addFailure(key: string, nowMs: number, windowMs: number): Promise<void>;
  reset(key: string): Promise<void>;
}

export class MemoryThrottleStore implements ThrottleStore {
  private readonly failures = new Map<string, number[]>();

  async get(key: string, nowMs: number, windowMs: number) {
    const list = this.prune(key, nowMs, windowMs);
    return { count: list.length, lastMs: list.at(-1) ?? 0 };
  }

  async addFailure(key: string, nowMs: number, windowMs: number) {
    const list = this.prune(key, nowMs, windowMs);
    list.push(nowMs);
    this.failures.set(key, list);
    if (this.failures.size > 100_000) this.sweep(nowMs, windowMs);
  }

  async reset(key: string) {
    this.failures.delete(key);
  }

  private prune(key: string, nowMs: number, windowMs: number): number[] {
    const list = (this.failures.get(key) ?? []).filter((t) => t > nowMs - windowMs);
    if (list.length === 0) this.failures.delete(key);
    else this.failures.set(key, list);
    return list;
  }

  private sweep(nowMs: number, windowMs: number) {
    for (const key of [...this.failures.keys()]) this.prune(key, nowMs, windowMs);
  }
}

/** Shared by every instance: a sorted set of failure times per key. */
export class RedisThrottleStore implements ThrottleStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'ma:throttle:',
  ) {}

  async get(key: string, nowMs: number, windowMs: number) {
    const k = this.prefix + key;
    const res = await this.redis
      .multi()
      .zremrangebyscore(k, 0, nowMs - windowMs)
      .zcard(k)
      .zrange(k, '-1', '-1', 'WITHSCORES')
      .exec();
    const count = Number(res?.[1]?.[1] ?? 0);
    const last = res?.[2]?.[1] as string[] | undefined;
    return { count, lastMs: last && last.length === 2 ? Number(last[1]) : 0 };
  }

  async addFailure(key: string, nowMs: number, windowMs: number) {
    const k = this.prefix + key;
    await this.redis
      .multi()
      .zadd(k, nowMs, `${nowMs}-${Math.random().toString(36).slice(2)}`)
      .zremrangebyscore(k, 0, nowMs - windowMs)
      .pexpire(k, windowMs)
      .exec();
  }

  async reset(key: string) {
    await this.redis.del(this.prefix + key);
  }
}

export interface ThrottlePolicy {
  threshold: number;
  windowMs: number;
  maxDelayMs: number;
}

export const ACCOUNT_POLICY: ThrottlePolicy = {
  threshold: 5,
  windowMs: 60 * 60_000,
  maxDelayMs: 15 * 60_000,
};
/** Higher for IPs: many members may share one address (offices, carrier NAT). */
export const IP_POLICY: ThrottlePolicy = { threshold: 20, windowMs: 60 * 60_000, maxDelayMs: 15 * 60_000 };

/** Milliseconds to wait after `count` failures, the last at lastMs; 0 when allowed now. */
export function waitMs(policy: ThrottlePolicy, count: number, lastMs: number, nowMs: number): number {
  if (count < policy.threshold) return 0;
  const delay = Math.min(1000 * 2 ** (count - policy.threshold), policy.maxDelayMs);
  return Math.max(0, lastMs + delay - nowMs);
}

export class LoginThrottle {
  constructor(private readonly store: ThrottleStore) {}

  /** Seconds the caller must still wait (0 = may try now). */
  async retryAfterSeconds(accountKey: string, ip: string, nowMs: number): Promise<number> {
    const [acc, byIp] = await Promise.all([
      this.store.get(`acct:${accountKey}`, nowMs, ACCOUNT_POLICY.windowMs),
      this.store.get(`ip:${ip}`, nowMs, IP_POLICY.windowMs),
    ]);
    const wait = Math.max(
      waitMs(ACCOUNT_POLICY, acc.count, acc.lastMs, nowMs),
      waitMs(IP_POLICY, byIp.count, byIp.lastMs, nowMs),
    );
    return Math.ceil(wait / 1000);
  }

  async recordFailure(accountKey: string, ip: string, nowMs: number): Promise<void> {
    await Promise.all([
      this.store.addFailure(`acct:${accountKey}`, nowMs, ACCOUNT_POLICY.windowMs),
      this.store.addFailure(`ip:${ip}`, nowMs, IP_POLICY.windowMs),
    ]);
  }

  async recordSuccess(accountKey: string): Promise<void> {
    await this.store.reset(`acct:${accountKey}`);
  }
}
