import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ANONYMOUS_WRITES, loadConfig, type AnonymousWriteQuotas } from '../../src/config';
import { countRows, DIALECTS, HOSTS, postJson, useTestApp } from '../harness';

/**
 * Issue 15 weakness 3: anyone may post analytics events and take generic tokens (a session row
 * each). Every client has its own, much tighter quota than the global limit: a flood from one
 * address or one session is cut off with 429 + Retry-After and a reason, while others go on.
 */

// Small quotas so a flood is short; the defaults are the same code with bigger numbers.
const QUOTAS: AnonymousWriteQuotas = {
  eventsPerAddressPerMinute: 5,
  eventsPerSessionPerMinute: 3,
  genericTokensPerAddressPerHour: 4,
  eventBodyLimitBytes: DEFAULT_ANONYMOUS_WRITES.eventBodyLimitBytes,
};

const EVENT = { namespace: 'members', type: 'home_view' };

/** The biggest event the web sends (apps/web/src/app/events.ts buildEventBody), with generous values. */
const LARGEST_WEB_EVENT = {
  namespace: 'consumptions',
  type: 'playback_start',
  env: 'prod',
  brand_domain: `${'b'.repeat(60)}.example.com`,
  brand_country: 'US',
  request_country: 'US',
  tags: Array.from({ length: 50 }, (_, i) => `winner_displayed:${'s'.repeat(40)}${i}`),
  language: 'pt-pt',
  user_agent: 'U'.repeat(512),
  browser_language: 'pt-PT',
  is_test: false,
  layout: 'default',
  extras: { vendor_id: 'v'.repeat(64) },
};

describe.each(DIALECTS)('anonymous writes on %s', (dialect) => {
  const t = useTestApp(dialect, { app: () => ({ config: { anonymousWrites: QUOTAS } }) });
  const events = () => countRows(t.db.handle.db, 'events');
  const sessions = () => countRows(t.db.handle.db, 'sessions');
  const event = (from: string, headers: Record<string, string> = {}, body: unknown = EVENT) =>
    postJson(t.app, HOSTS.playmax, '/api/event', body, headers, from);
  const genericToken = (from: string) =>
    postJson(t.app, HOSTS.playmax, '/api/auth/token/generic', undefined, {}, from);

  it('a flood of anonymous events from one address is cut off at its quota; another address still gets through', async () => {
    const before = await events();
    const codes: number[] = [];
    for (let i = 0; i < 20; i++) codes.push((await event('198.51.100.1')).statusCode);
    expect(codes.filter((c) => c === 202)).toHaveLength(QUOTAS.eventsPerAddressPerMinute);
    expect(codes.slice(QUOTAS.eventsPerAddressPerMinute).every((c) => c === 429)).toBe(true);
    expect(await events()).toBe(before + QUOTAS.eventsPerAddressPerMinute);

    const refused = await event('198.51.100.1');
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.json()).toMatchObject({
      errorCode: 'too_many_attempts',
      reason: 'events_per_address',
      retryAfterSeconds: retryAfter,
    });
    expect(t.logs.lines.some((l) => l.msg === 'anonymous write quota exceeded')).toBe(true);

    expect((await event('198.51.100.2')).statusCode).toBe(202);
  });

  it('counts malformed events too, so junk cannot be sent at the global rate either', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 8; i++) codes.push((await event('198.51.100.3', {}, { surprise: i })).statusCode);
    expect(codes.slice(0, QUOTAS.eventsPerAddressPerMinute).every((c) => c === 400)).toBe(true);
    expect(codes.slice(QUOTAS.eventsPerAddressPerMinute).every((c) => c === 429)).toBe(true);
  });

  it('IPv6 addresses of one /64 share a quota', async () => {
    const codes: number[] = [];
    for (let i = 1; i <= 8; i++) codes.push((await event(`2001:db8:1:2::${i.toString(16)}`)).statusCode);
    expect(codes.filter((c) => c === 202)).toHaveLength(QUOTAS.eventsPerAddressPerMinute);
  });

  it('one session sending from rotating addresses is cut off at the per-session quota', async () => {
    const issued = await genericToken('198.51.100.10');
    expect(issued.statusCode).toBe(200);
    const bearer = { authorization: `Bearer ${issued.json<{ token: string }>().token}` };
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await event(`203.0.113.${i + 1}`, bearer));
    expect(answers.map((r) => r.statusCode)).toEqual([202, 202, 202, 429, 429, 429]);
    expect(answers[3]?.json()).toMatchObject({ reason: 'events_per_session' });
    expect(Number(answers[3]?.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // Without the token the same (fresh) address is still served.
    expect((await event('203.0.113.50')).statusCode).toBe(202);
  });

  it('generic tokens from one address are capped (each is a session row); another address still gets one', async () => {
    const before = await sessions();
    const answers = [];
    for (let i = 0; i < 12; i++) answers.push(await genericToken('198.51.100.20'));
    const ok = answers.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(QUOTAS.genericTokensPerAddressPerHour);
    const refused = answers[answers.length - 1];
    expect(refused?.statusCode).toBe(429);
    expect(refused?.json()).toMatchObject({
      errorCode: 'too_many_attempts',
      reason: 'generic_tokens_per_address',
    });
    const retryAfter = Number(refused?.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(60);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await sessions()).toBe(before + QUOTAS.genericTokensPerAddressPerHour);
    expect((await genericToken('198.51.100.21')).statusCode).toBe(200);
  });

  it('the event body limit is far under the global one, yet the largest event the web sends fits', async () => {
    const largest = JSON.stringify(LARGEST_WEB_EVENT).length;
    expect(largest).toBeLessThan(QUOTAS.eventBodyLimitBytes / 2);
    expect((await event('198.51.100.30', {}, LARGEST_WEB_EVENT)).statusCode).toBe(202);
    const over = { ...LARGEST_WEB_EVENT, user_agent: 'U'.repeat(500), tags: Array(60).fill('t'.repeat(150)) };
    expect(JSON.stringify(over).length).toBeGreaterThan(QUOTAS.eventBodyLimitBytes);
    expect(JSON.stringify(over).length).toBeLessThan(16 * 1024);
    expect((await event('198.51.100.31', {}, over)).statusCode).toBe(413);
  });
});

describe('anonymous write settings', () => {
  const dataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'ma-quota-'));

  it('are read from the environment, with the documented defaults', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).anonymousWrites).toEqual(DEFAULT_ANONYMOUS_WRITES);
    const set = loadConfig({
      DATA_DIR: dataDir(),
      EVENTS_PER_ADDRESS_PER_MINUTE: '7',
      EVENTS_PER_SESSION_PER_MINUTE: '2',
      GENERIC_TOKENS_PER_ADDRESS_PER_HOUR: '9',
      EVENT_BODY_LIMIT_BYTES: '4096',
      EVENT_RETENTION_DAYS: '30',
    });
    expect(set.anonymousWrites).toEqual({
      eventsPerAddressPerMinute: 7,
      eventsPerSessionPerMinute: 2,
      genericTokensPerAddressPerHour: 9,
      eventBodyLimitBytes: 4096,
    });
    expect(set.retention).toEqual({ eventRetentionDays: 30 });
    expect(() => loadConfig({ DATA_DIR: dataDir(), EVENT_BODY_LIMIT_BYTES: '100' })).toThrow(
      /EVENT_BODY_LIMIT_BYTES/,
    );
  });
});
