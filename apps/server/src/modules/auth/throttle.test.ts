import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_POLICY,
  LoginThrottle,
  MemoryThrottleStore,
  RedisThrottleStore,
  waitMs,
  type ThrottleStore,
} from './throttle';

// The same rules hold for the in-process store and for Redis (shared by every instance).
// Redis runs when TEST_REDIS_URL is set (CI sets it to the machine's Redis).
const redisUrl = process.env.TEST_REDIS_URL;
const redis = redisUrl ? new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1 }) : null;
afterAll(async () => {
  await redis?.quit();
});

const stores: [string, () => ThrottleStore][] = [
  ['memory', () => new MemoryThrottleStore()],
  ...(redis
    ? ([['redis', () => new RedisThrottleStore(redis, `ma:test:${process.pid}:${Math.random()}:`)]] as [
        string,
        () => ThrottleStore,
      ][])
    : []),
];

const NOW = Date.parse('2026-11-20T12:00:00Z');

describe.each(stores)('login throttle on the %s store', (_name, makeStore) => {
  it('lets four failures through freely and makes the fifth wait one second', async () => {
    const throttle = new LoginThrottle(makeStore());
    for (let i = 0; i < 5; i++) {
      const attempt = await throttle.begin('playmax:a@b.test', '10.0.0.1', NOW + i);
      expect(attempt.allowed).toBe(true);
    }
    const sixth = await throttle.begin('playmax:a@b.test', '10.0.0.1', NOW + 10);
    expect(sixth).toEqual({ allowed: false, retryAfterSeconds: 1 });
    const later = await throttle.begin('playmax:a@b.test', '10.0.0.1', NOW + 4 + 1000);
    expect(later.allowed).toBe(true);
  });

  it('refused attempts do not push the wait further out', async () => {
    const throttle = new LoginThrottle(makeStore());
    for (let i = 0; i < 5; i++) await throttle.begin('playmax:c@d.test', '10.0.0.2', NOW);
    for (let i = 0; i < 20; i++) {
      expect((await throttle.begin('playmax:c@d.test', '10.0.0.2', NOW + 100)).allowed).toBe(false);
    }
    expect((await throttle.begin('playmax:c@d.test', '10.0.0.2', NOW + 1000)).allowed).toBe(true);
  });

  it('a batch of concurrent attempts cannot get past the threshold', async () => {
    const throttle = new LoginThrottle(makeStore());
    const results = await Promise.all(
      Array.from({ length: 25 }, () => throttle.begin('playmax:batch@x.test', '10.0.0.3', NOW)),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
  });

  it('a success starts the account afresh but does not clear the address', async () => {
    const throttle = new LoginThrottle(makeStore());
    for (let i = 0; i < 4; i++) await throttle.begin(`playmax:spray${i}@x.test`, '10.0.0.4', NOW);
    const good = await throttle.begin('playmax:owner@x.test', '10.0.0.4', NOW);
    if (!good.allowed) throw new Error('the fifth attempt should be allowed');
    await throttle.succeeded(good.ticket);
    // Four failures from the address remain; the owner's success did not count as one.
    expect((await throttle.begin('playmax:spray9@x.test', '10.0.0.4', NOW)).allowed).toBe(true);
    expect((await throttle.begin('playmax:spray10@x.test', '10.0.0.4', NOW)).allowed).toBe(false);
  });

  it('keeps the counts of two scopes on one store apart', async () => {
    const store = makeStore();
    const signIn = new LoginThrottle(store);
    const pwChange = new LoginThrottle(store, 'pwchange:');
    for (let i = 0; i < 5; i++) await pwChange.begin('42', '10.0.0.5', NOW);
    expect(await pwChange.begin('42', '10.0.0.5', NOW + 10)).toEqual({
      allowed: false,
      retryAfterSeconds: 1,
    });
    // Same key and address, other scope: nothing counted yet.
    expect((await signIn.begin('42', '10.0.0.5', NOW + 10)).allowed).toBe(true);
  });

  it('strangers on rotating addresses hold the account, but not a device the member signed in on before', async () => {
    const throttle = new LoginThrottle(makeStore());
    for (let i = 0; i < 12; i++) await throttle.begin('playmax:victim@x.test', `203.0.113.${i}`, NOW + i);
    // A new address of the member's is held by the account's counter…
    expect((await throttle.begin('playmax:victim@x.test', '198.51.100.7', NOW + 20)).allowed).toBe(false);
    // …their known device is judged by its own counter only.
    const known = await throttle.begin('playmax:victim@x.test', '198.51.100.7', NOW + 20, 'device-1');
    expect(known.allowed).toBe(true);
  });

  it('a known device backs off after its own failures', async () => {
    const throttle = new LoginThrottle(makeStore());
    for (let i = 0; i < 5; i++) await throttle.begin('playmax:d@x.test', '10.0.0.6', NOW, 'device-2');
    expect((await throttle.begin('playmax:d@x.test', '10.0.0.6', NOW + 10, 'device-2')).allowed).toBe(false);
    // Another known device of the same account is not held by them.
    expect((await throttle.begin('playmax:d@x.test', '10.0.0.6', NOW + 10, 'device-3')).allowed).toBe(true);
  });

  it('clearAccount (a completed password reset) lets the member in again from anywhere', async () => {
    const throttle = new LoginThrottle(makeStore());
    for (let i = 0; i < 12; i++) await throttle.begin('playmax:reset@x.test', `203.0.113.${i}`, NOW + i);
    expect((await throttle.begin('playmax:reset@x.test', '198.51.100.8', NOW + 20)).allowed).toBe(false);
    await throttle.clearAccount('playmax:reset@x.test');
    expect((await throttle.begin('playmax:reset@x.test', '198.51.100.8', NOW + 20)).allowed).toBe(true);
  });
});

describe('login throttle backoff', () => {
  it.each([
    [4, 0],
    [5, 1_000],
    [6, 2_000],
    [7, 4_000],
    [14, 512_000],
    [15, 900_000],
    [40, 900_000],
  ])('after %i failures waits %i ms (doubling from the 5th, at most 15 min)', (count, expected) => {
    expect(waitMs(ACCOUNT_POLICY, count, NOW, NOW)).toBe(expected);
  });
});
