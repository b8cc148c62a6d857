import { describe, expect, it } from 'vitest';
import type { AnonymousWriteQuotas } from '../src/config';
import { DEFAULT_ANONYMOUS_WRITES } from '../src/config';
import { applyRetention, runRetentionJob } from '../src/jobs/retention';
import { DEAD_ROW_GRACE_DAYS } from '../src/jobs/retention-policy';
import { insertEmailChange } from '../src/modules/account/repo';
import { insertOneTimeToken, insertSession } from '../src/modules/auth/repo';
import { insertEvent } from '../src/modules/events/repo';
import { runOps } from '../src/ops/commands';
import { PASSWORD } from './fixtures';
import { countRows, DIALECTS, gql, HOSTS, login, postJson, useTestApp } from './harness';

/**
 * Issue 15 weakness 3: the retention job (jobs/retention.ts) deletes expired sessions (member and
 * generic), used or expired one-time links (password reset, sign-in, e-mail confirmation) and events
 * past the retention period, in bounded batches, and keeps everything still live. With the quotas,
 * rounds of "flood, then job" leave the tables bounded.
 */

const DAY_S = 24 * 60 * 60;
const EVENT_RETENTION_DAYS = 396;
const QUOTAS: AnonymousWriteQuotas = {
  eventsPerAddressPerMinute: 5,
  eventsPerSessionPerMinute: 3,
  genericTokensPerAddressPerHour: 4,
  eventBodyLimitBytes: DEFAULT_ANONYMOUS_WRITES.eventBodyLimitBytes,
};

describe.each(DIALECTS)('retention on %s', (dialect) => {
  const t = useTestApp(dialect, {
    app: () => ({
      config: { anonymousWrites: QUOTAS, retention: { eventRetentionDays: EVENT_RETENTION_DAYS } },
    }),
  });
  const db = () => t.db.handle.db;
  const now = () => t.clock.now.getTime();
  /** An ISO time `days` from the test clock's now (negative: in the past). */
  const at = (days: number) => new Date(now() + days * DAY_S * 1000).toISOString();
  const keysOf = async (table: 'sessions' | 'one_time_tokens' | 'email_changes') =>
    table === 'sessions'
      ? (await db().selectFrom('sessions').select('jti').execute()).map((r) => r.jti)
      : (await db().selectFrom(table).select('token_hash').execute()).map((r) => r.token_hash);

  it('deletes expired sessions and dead one-time links and old events, and keeps the live ones', async () => {
    const member = t.ids.fr;
    const session = (jti: string, kind: 'member' | 'generic', expiresDays: number) =>
      insertSession(db(), {
        jti,
        memberId: kind === 'member' ? member : null,
        brandId: 'playmax',
        kind,
        createdAt: at(expiresDays - 30),
        expiresAt: at(expiresDays),
        signedInAt: at(expiresDays - 30),
      });
    await session('s-generic-expired', 'generic', -3);
    await session('s-member-expired', 'member', -40);
    await session('s-generic-just-expired', 'generic', -0.5); // within the grace day: kept
    await session('s-generic-live', 'generic', 10);
    await session('s-member-live', 'member', 300);

    const link = (
      hash: string,
      purpose: 'reset_password' | 'sign_in',
      expiresDays: number,
      usedDays: number | null,
    ) =>
      insertOneTimeToken(db(), {
        tokenHash: hash,
        purpose,
        memberId: member,
        brandId: 'playmax',
        createdAt: at(Math.min(expiresDays, usedDays ?? 0) - 1),
        expiresAt: at(expiresDays),
      }).then(() =>
        usedDays === null
          ? undefined
          : db()
              .updateTable('one_time_tokens')
              .set({ used_at: at(usedDays) })
              .where('token_hash', '=', hash)
              .execute(),
      );
    await link('l-reset-expired', 'reset_password', -2, null);
    await link('l-signin-used-long-ago', 'sign_in', 5, -3);
    await link('l-signin-used-today', 'sign_in', 5, -0.1);
    await link('l-reset-live', 'reset_password', 0.04, null);

    const change = (hash: string, expiresDays: number, usedDays: number | null) =>
      insertEmailChange(db(), {
        token_hash: hash,
        member_id: member,
        new_email: `${hash}@example.com`,
        created_at: at(expiresDays - 1),
        expires_at: at(expiresDays),
        used_at: usedDays === null ? null : at(usedDays),
      });
    await change('e-expired', -2, null);
    await change('e-used-long-ago', -1.5, -2);
    await change('e-live', 0.5, null);

    const event = (type: string, ageDays: number) =>
      insertEvent(db(), {
        brandId: 'playmax',
        memberId: null,
        namespace: 'members',
        type,
        payload: {},
        transactionId: type,
        createdAt: at(-ageDays),
      });
    await event('ev-old', EVENT_RETENTION_DAYS + 1);
    await event('ev-very-old', 3 * 365);
    await event('ev-recent', EVENT_RETENTION_DAYS - 1);
    await event('ev-today', 0);

    const report = await runRetentionJob(t.app.services);

    const sessions = await keysOf('sessions');
    expect(sessions).toEqual(
      expect.arrayContaining(['s-generic-just-expired', 's-generic-live', 's-member-live']),
    );
    expect(sessions).not.toContain('s-generic-expired');
    expect(sessions).not.toContain('s-member-expired');

    expect((await keysOf('one_time_tokens')).sort()).toEqual(['l-reset-live', 'l-signin-used-today']);
    expect(await keysOf('email_changes')).toEqual(['e-live']);
    const types = (await db().selectFrom('events').select('type').execute()).map((r) => r.type).sort();
    expect(types).toEqual(expect.arrayContaining(['ev-recent', 'ev-today']));
    expect(types).not.toContain('ev-old');
    expect(types).not.toContain('ev-very-old');
    expect(report).toMatchObject({ oneTimeTokens: 2, emailChanges: 2, events: 2 });
    expect(report.sessions).toBeGreaterThanOrEqual(2);
    expect(t.logs.lines.some((l) => l.job === 'retention')).toBe(true);

    // Nothing left to delete: a second run deletes nothing.
    expect(await runRetentionJob(t.app.services)).toEqual({
      sessions: 0,
      oneTimeTokens: 0,
      emailChanges: 0,
      events: 0,
    });
  });

  it('a live token still works after the job; an expired generic one is gone for good', async () => {
    const issued = await postJson(
      t.app,
      HOSTS.playmax,
      '/api/auth/token/generic',
      undefined,
      {},
      '192.0.2.199',
    );
    const genericToken = issued.json<{ token: string }>().token;
    const send = (token: string, from: string) =>
      postJson(
        t.app,
        HOSTS.playmax,
        '/api/event',
        { namespace: 'auth', type: 'login' },
        { authorization: `Bearer ${token}` },
        from,
      );
    // A member signs in near the end of the generic token's 30 days and stays active (a member
    // session ends after 3 idle days, ADR 0008) until the generic one is past its grace day.
    t.clock.advance(29 * DAY_S);
    const memberToken = await login(t.app, HOSTS.playmax, 'paid@playmax.test', PASSWORD);
    for (let day = 0; day < DEAD_ROW_GRACE_DAYS + 2; day++) {
      t.clock.advance(DAY_S);
      const seen = await gql(t.app, HOSTS.playmax, '{ member { info { email } } }', { token: memberToken });
      expect(seen.body.data).toEqual({ member: { info: { email: 'paid@playmax.test' } } });
    }
    const sessionsBefore = await countRows(db(), 'sessions');
    const report = await runRetentionJob(t.app.services);
    expect(report.sessions).toBeGreaterThanOrEqual(1);
    expect(await countRows(db(), 'sessions')).toBe(sessionsBefore - report.sessions);
    expect((await send(memberToken, '198.51.100.200')).statusCode).toBe(202);
    expect((await send(genericToken, '198.51.100.201')).statusCode).toBe(401);
  });

  it('deletes in batches of the given size until nothing is left', async () => {
    const before = await countRows(db(), 'events');
    for (let i = 0; i < 7; i++)
      await insertEvent(db(), {
        brandId: 'playmax',
        memberId: null,
        namespace: 'members',
        type: `batch-${i}`,
        payload: {},
        transactionId: null,
        createdAt: at(-(EVENT_RETENTION_DAYS + 10)),
      });
    const statements: string[] = [];
    const counting = db().withPlugin({
      transformQuery: (args) => {
        if (args.node.kind === 'DeleteQueryNode') statements.push('delete');
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    const report = await applyRetention({
      db: counting,
      clock: t.clock.fn,
      settings: { eventRetentionDays: EVENT_RETENTION_DAYS },
      batchSize: 2,
    });
    expect(report.events).toBe(7);
    expect(await countRows(db(), 'events')).toBe(before);
    // 7 events in batches of 2: 4 statements; each other table answers short at once: 1 each.
    expect(statements).toHaveLength(4 + 3);
  });

  it('npm run ops -- retention runs one pass and says what it deleted', async () => {
    await insertEvent(db(), {
      brandId: 'playmax',
      memberId: null,
      namespace: 'members',
      type: 'ops-old',
      payload: {},
      transactionId: null,
      createdAt: at(-(EVENT_RETENTION_DAYS + 1)),
    });
    const out: string[] = [];
    const outcome = await runOps(['retention'], {
      db: db(),
      clock: t.clock.fn,
      draws: t.app.services.draws,
      postal: {} as never,
      retention: { eventRetentionDays: EVENT_RETENTION_DAYS },
      out: (line) => out.push(line),
    });
    expect(outcome).toEqual({ ok: true });
    expect(out.join('\n')).toMatch(/1 events past retention/);
    const bad = await runOps(['retention', '--force'], {
      db: db(),
      clock: t.clock.fn,
      draws: t.app.services.draws,
      postal: {} as never,
      out: () => {},
    });
    expect(bad.ok).toBe(false);
  });

  it('storage is bounded: rounds of "flood, then job" leave the row counts bounded', async () => {
    const ROUNDS = 5;
    const FLOOD = 20;
    const perRound = {
      sessions: QUOTAS.genericTokensPerAddressPerHour,
      events: QUOTAS.eventsPerAddressPerMinute,
    };
    const start = {
      sessions: await countRows(db(), 'sessions'),
      events: await countRows(db(), 'events'),
    };
    for (let round = 1; round <= ROUNDS; round++) {
      // Long enough for the last round's generic sessions to expire and its events to age out.
      t.clock.advance((EVENT_RETENTION_DAYS + DEAD_ROW_GRACE_DAYS + 1) * DAY_S);
      // A new address each round: the quotas' windows are real time, and a new round is a new client.
      const from = `198.51.100.${100 + round}`;
      for (let i = 0; i < FLOOD; i++) {
        await postJson(t.app, HOSTS.playmax, '/api/auth/token/generic', undefined, {}, from);
        await postJson(t.app, HOSTS.playmax, '/api/event', { namespace: 'members', type: 'flood' }, {}, from);
      }
      await runRetentionJob(t.app.services);
      // What is left is at most this round's quota on top of what was there before the floods.
      expect(await countRows(db(), 'sessions')).toBeLessThanOrEqual(start.sessions + perRound.sessions);
      expect(await countRows(db(), 'events')).toBeLessThanOrEqual(start.events + perRound.events);
    }
    const floodRows = await db().selectFrom('events').select('id').where('type', '=', 'flood').execute();
    expect(floodRows).toHaveLength(perRound.events);
  });
});
