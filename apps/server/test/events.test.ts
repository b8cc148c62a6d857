import { describe, expect, it } from 'vitest';
import { TRANSACTION_ID_HEADER } from '@member-area/domain';
import { DEFAULT_ANONYMOUS_WRITES } from '../src/config';
import { PASSWORD } from './fixtures';
import { DIALECTS, HOSTS, login, postJson, useTestApp, countRows } from './harness';

const EVENT = {
  namespace: 'consumptions',
  type: 'play',
  env: 'dev',
  brand_domain: 'playmax.localhost',
  brand_country: 'US',
  request_ip: '203.0.113.9',
  request_country: 'US',
  tags: ['ma_visited:true'],
  language: 'en-us',
  user_agent: 'Mozilla/5.0',
  browser_language: 'en-US',
  is_test: false,
  layout: 'default',
  extras: { vendor_id: 'v-77' },
};

/** The event body limit the test app runs with (8 kB by default, EVENT_BODY_LIMIT_BYTES). */
const LIMIT = DEFAULT_ANONYMOUS_WRITES.eventBodyLimitBytes;

/** EVENT with tags filling its JSON body to exactly `bytes` bytes: valid but for its size. */
function eventOfSize(bytes: number): typeof EVENT {
  const tags: string[] = [];
  const size = () => Buffer.byteLength(JSON.stringify({ ...EVENT, tags }));
  while (bytes - size() > 200) tags.push(`tag:${'x'.repeat(150)}`);
  // One more tag adds its length plus a comma and two quotes.
  tags.push('t'.repeat(bytes - size() - 3));
  return { ...EVENT, tags };
}

describe.each(DIALECTS)('events on %s', (dialect) => {
  const t = useTestApp(dialect);

  const count = () => countRows(t.db.handle.db, 'events');

  it("stores an event for the member of the header token, never the body's jwt, with the transaction id", async () => {
    const token = await login(t.app, HOSTS.playmax, 'fr@playmax.test', PASSWORD);
    const other = await login(t.app, HOSTS.playmax, 'paid@playmax.test', PASSWORD);
    const res = await postJson(
      t.app,
      HOSTS.playmax,
      '/api/event',
      { ...EVENT, jwt: other },
      {
        authorization: `Bearer ${token}`,
        [TRANSACTION_ID_HEADER]: 'tx-event-1',
      },
    );
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ ok: true });
    const row = await t.db.handle.db
      .selectFrom('events')
      .selectAll()
      .where('transaction_id', '=', 'tx-event-1')
      .executeTakeFirstOrThrow();
    expect(Number(row.member_id)).toBe(t.ids.fr);
    expect(row.brand_id).toBe('playmax');
    expect([row.namespace, row.type]).toEqual(['consumptions', 'play']);
    const payload = JSON.parse(row.payload) as Record<string, unknown>;
    expect(payload.jwt).toBeUndefined();
    expect(payload.extras).toEqual({ vendor_id: 'v-77' });
    expect(payload.server).toMatchObject({ country: 'US' });
  });

  it('stores an anonymous event without a token', async () => {
    const res = await postJson(
      t.app,
      HOSTS.playmax,
      '/api/event',
      { namespace: 'auth', type: 'login_view' },
      { [TRANSACTION_ID_HEADER]: 'tx-anon' },
    );
    expect(res.statusCode).toBe(202);
    const row = await t.db.handle.db
      .selectFrom('events')
      .selectAll()
      .where('transaction_id', '=', 'tx-anon')
      .executeTakeFirstOrThrow();
    expect(row.member_id).toBeNull();
  });

  it('event body that is malformed stores nothing, and is logged once', async () => {
    const before = await count();
    const bad = [
      { ...EVENT, namespace: 'payments' },
      { ...EVENT, surprise: 1 },
      [EVENT, EVENT],
      { ...EVENT, extras: { vendor_id: 'x', card_number: '4242' } },
      { ...EVENT, type: '' },
    ];
    for (const [i, body] of bad.entries()) {
      const res = await postJson(t.app, HOSTS.playmax, '/api/event', body, {
        [TRANSACTION_ID_HEADER]: `tx-bad-${i}`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'invalid_input' });
      expect(
        t.logs.lines.filter((l) => l.transactionId === `tx-bad-${i}` && l.msg === 'invalid input refused'),
      ).toHaveLength(1);
    }
    expect(await count()).toBe(before);
  });

  it(`accepts an event body of ${LIMIT} bytes and refuses one byte more (413)`, async () => {
    const before = await count();
    const atLimit = eventOfSize(LIMIT);
    expect(Buffer.byteLength(JSON.stringify(atLimit))).toBe(LIMIT);
    expect((await postJson(t.app, HOSTS.playmax, '/api/event', atLimit)).statusCode).toBe(202);
    expect(await count()).toBe(before + 1);

    const over = eventOfSize(LIMIT + 1);
    expect(Buffer.byteLength(JSON.stringify(over))).toBe(LIMIT + 1);
    const res = await postJson(t.app, HOSTS.playmax, '/api/event', over);
    expect(res.statusCode).toBe(413);
    expect(await count()).toBe(before + 1);
  });

  it('refuses an event with a dead token (401) instead of filing it as anonymous', async () => {
    const res = await postJson(t.app, HOSTS.playmax, '/api/event', EVENT, {
      authorization: 'Bearer nonsense',
    });
    expect(res.statusCode).toBe(401);
  });
});
