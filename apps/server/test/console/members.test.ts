/**
 * The console's members (issue 31: a brand's first members, and adjust-coins from the console) on
 * both databases: the search, adding a member (the set-password mail in the outbox, its link
 * working on the member area), the refusals, coins adjusted once per key, and the audit rows; and
 * the create-member command, which does exactly what the console does.
 */
import { describe, expect, it } from 'vitest';
import { runOps, type OpsContext } from '../../src/ops/commands';
import { DIALECTS, HOSTS, gql, login, postJson, useTestApp } from '../harness';
import { TEST_STAFF, consoleGql, seedTestStaff, staffSignIn } from './staff-harness';

const RESULT = 'responseResult { succeeded errorCode message extra }';
const MEMBER_FIELDS = `id brandId email name firstName lastName referenceNumber lang active joinedAt coinBalance
  plan { id name trial nextBillingDate givenByStaff } recentLedger { kind description amount }`;
const CREATE = `mutation($b: ID!, $input: NewMemberInput!) {
  createMember(brandId: $b, input: $input) { ${RESULT} linkSent member { ${MEMBER_FIELDS} } } }`;
const ADJUST = `mutation($m: ID!, $amount: Int!, $reason: String!, $key: String!) {
  adjustCoins(memberId: $m, amount: $amount, reason: $reason, idempotencyKey: $key) { ${RESULT} balance duplicate } }`;
const SEARCH = `query($b: ID!, $s: String, $after: String, $first: Int) {
  members(brandId: $b, search: $s, after: $after, first: $first) {
    entries { id email name referenceNumber planName joinedAt coinBalance } nextCursor } }`;

interface Result {
  succeeded: boolean;
  errorCode: string | null;
  message: string | null;
  extra: { field?: string } | null;
}
interface Member {
  id: string;
  brandId: string;
  email: string;
  name: string;
  referenceNumber: string | null;
  lang: string;
  coinBalance: number;
  plan: {
    id: string;
    name: string;
    trial: boolean;
    nextBillingDate: string | null;
    givenByStaff: boolean;
  } | null;
  recentLedger: { kind: string; description: string; amount: number }[];
}

describe.each(DIALECTS)('the console members on %s', (dialect) => {
  const t = useTestApp(dialect, {
    prepare: async (db) => {
      await seedTestStaff(db.handle.db);
      // clickcoins offers two languages only.
      await db.handle.db
        .updateTable('brands')
        .set({ languages: JSON.stringify(['en-us', 'fr-ca']) })
        .where('id', '=', 'clickcoins')
        .execute();
    },
  });
  const db = () => t.db.handle.db;

  async function as(who: keyof typeof TEST_STAFF) {
    const token = await staffSignIn(t.app, t.clock, TEST_STAFF[who].email);
    return async (query: string, variables: Record<string, unknown> = {}) => {
      const r = await consoleGql(t.app, token, query, variables);
      expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
      return r.data as Record<string, unknown>;
    };
  }

  async function mailsTo(to: string) {
    await t.app.services.background.idle();
    return db().selectFrom('outbox_mails').selectAll().where('to_address', '=', to).orderBy('id').execute();
  }

  async function auditRows(target: string) {
    const rows = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('target', '=', target)
      .orderBy('id')
      .execute();
    return rows.map((r) => ({
      staffEmail: r.staff_email,
      brandId: r.brand_id,
      action: r.action,
      after: r.after_json === null ? null : (JSON.parse(r.after_json) as Record<string, unknown>),
      ip: r.ip,
    }));
  }

  it('searches a brand by e-mail or name, case-insensitive, a page at a time', async () => {
    const support = await as('support');
    const all = (await support(SEARCH, { b: 'playmax' })).members as {
      entries: { email: string; coinBalance: number; planName: string | null; referenceNumber: string }[];
      nextCursor: string | null;
    };
    expect(all.entries.map((e) => e.email).sort()).toEqual([
      'fr@playmax.test',
      'inactive@playmax.test',
      'newcomer@playmax.test',
      'paid@playmax.test',
      'veteran@playmax.test',
    ]);
    const paid = all.entries.find((e) => e.email === 'paid@playmax.test');
    expect(paid).toMatchObject({ coinBalance: 42, planName: 'Movies Monthly', referenceNumber: 'REF-paid' });

    const byEmail = (await support(SEARCH, { b: 'playmax', s: 'PAID@' })).members as {
      entries: { email: string }[];
    };
    expect(byEmail.entries.map((e) => e.email)).toEqual(['paid@playmax.test']);
    // Another brand's member is not found on this one; % is taken literally.
    expect(
      ((await support(SEARCH, { b: 'playmax', s: 'clickcoins' })).members as { entries: [] }).entries,
    ).toEqual([]);
    expect(((await support(SEARCH, { b: 'playmax', s: '%' })).members as { entries: [] }).entries).toEqual(
      [],
    );

    const first = (await support(SEARCH, { b: 'playmax', first: 2 })).members as {
      entries: { email: string }[];
      nextCursor: string;
    };
    expect(first.entries).toHaveLength(2);
    const second = (await support(SEARCH, { b: 'playmax', first: 2, after: first.nextCursor })).members as {
      entries: { email: string }[];
    };
    expect(second.entries).toHaveLength(2);
    expect(second.entries.map((e) => e.email)).not.toContain(first.entries[0]?.email);

    // A brand admin of playmax reads nothing of clickcoins.
    const admin = await as('brandAdmin');
    expect(((await admin(SEARCH, { b: 'clickcoins' })).members as { entries: [] }).entries).toEqual([]);
  });

  it('creates a member with a plan given by staff, mails the set-password link, and the link works', async () => {
    const support = await as('support');
    const r = (
      await support(CREATE, {
        b: 'playmax',
        input: {
          email: ' New.Member@Example.com ',
          firstName: 'Nina',
          lastName: 'Ng',
          language: 'fr-ca',
          planId: '101',
        },
      })
    ).createMember as { responseResult: Result; linkSent: boolean; member: Member };
    expect(r.responseResult.succeeded).toBe(true);
    expect(r.linkSent).toBe(true);
    expect(r.member).toMatchObject({
      brandId: 'playmax',
      email: 'new.member@example.com',
      name: 'Nina Ng',
      lang: 'fr-ca',
      coinBalance: 0,
      plan: { id: '101', name: 'Movies Monthly', trial: false, nextBillingDate: null, givenByStaff: true },
      recentLedger: [],
    });
    expect(r.member.referenceNumber).toMatch(/^MBR-[0-9A-F]{10}$/);

    const mails = await mailsTo('new.member@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.brand_id).toBe('playmax');
    expect(mails[0]?.subject).toBe('Réinitialisez votre mot de passe PlayMax');
    const key = /http:\/\/playmax\.localhost:3000\/reset-password\/([A-Za-z0-9_-]{43})/.exec(
      mails[0]?.text_body ?? '',
    )?.[1];
    expect(key).toBeDefined();
    const reset = await postJson(t.app, HOSTS.playmax, '/api/auth/reset-password', {
      key,
      password: 'nina-chose-this-one-77',
    });
    expect(reset.statusCode, reset.body).toBe(200);

    // A full member: they sign in, and the member area reads their plan and language.
    const token = await login(t.app, HOSTS.playmax, 'new.member@example.com', 'nina-chose-this-one-77');
    const me = await gql(
      t.app,
      HOSTS.playmax,
      `{ member { info { email lang referenceNumber subscription { isActive mediaTypes } subscriptions { planName isActive subscriptionProvider } } } }`,
      { token },
    );
    expect(me.body.errors).toBeUndefined();
    expect(me.body.data).toMatchObject({
      member: {
        info: {
          email: 'new.member@example.com',
          lang: 'fr-ca',
          referenceNumber: r.member.referenceNumber,
          subscription: { isActive: true, mediaTypes: ['movie'] },
          subscriptions: [{ planName: 'Movies Monthly', isActive: true, subscriptionProvider: 'staff' }],
        },
      },
    });

    expect(await auditRows(`member:${r.member.id}`)).toEqual([
      {
        staffEmail: TEST_STAFF.support.email,
        brandId: 'playmax',
        action: 'member.create',
        after: {
          email: 'new.member@example.com',
          firstName: 'Nina',
          lastName: 'Ng',
          lang: 'fr-ca',
          referenceNumber: r.member.referenceNumber,
          plan: { id: 101, name: 'Movies Monthly', givenBy: 'staff', payment: null },
        },
        ip: expect.any(String),
      },
    ]);
  });

  it('refuses a member the brand has, a bad address, a language or plan the brand does not offer', async () => {
    const support = await as('support');
    const auditBefore = (await db().selectFrom('audit_log').select('id').execute()).length;
    const membersBefore = (await db().selectFrom('members').select('id').execute()).length;
    const attempt = async (b: string, input: Record<string, unknown>) =>
      (
        (await support(CREATE, { b, input: { firstName: 'A', lastName: 'B', language: 'en-us', ...input } }))
          .createMember as { responseResult: Result; member: null }
      ).responseResult;

    const taken = await attempt('playmax', { email: 'PAID@playmax.test' });
    expect(taken).toMatchObject({
      succeeded: false,
      errorCode: 'member_email_taken',
      extra: { field: 'email' },
    });
    expect(taken.message).toBe('This brand already has a member with this e-mail address.');
    expect(await attempt('playmax', { email: 'not-an-address' })).toMatchObject({
      errorCode: 'invalid_email',
      extra: { field: 'email' },
    });
    expect(await attempt('clickcoins', { email: 'x@example.com', language: 'de-de' })).toMatchObject({
      errorCode: 'invalid_language',
      extra: { field: 'language' },
    });
    // Plan 201 is clickcoins'; 102 is playmax's, off sale.
    for (const planId of ['201', '102', '99999'])
      expect(await attempt('playmax', { email: 'x@example.com', planId })).toMatchObject({
        errorCode: 'member_plan_invalid',
        extra: { field: 'planId' },
      });
    expect(await attempt('playmax', { email: 'x@example.com', firstName: '  ' })).toMatchObject({
      errorCode: 'member_name_required',
      extra: { field: 'firstName' },
    });
    // The same address on another brand is another member.
    expect(await attempt('clickcoins', { email: 'paid@playmax.test' })).toMatchObject({ succeeded: true });

    expect((await db().selectFrom('audit_log').select('id').execute()).length).toBe(auditBefore + 1);
    expect((await db().selectFrom('members').select('id').execute()).length).toBe(membersBefore + 1);

    // A brand admin of playmax may not add to clickcoins.
    const admin = await as('brandAdmin');
    const refused = (
      await admin(CREATE, {
        b: 'clickcoins',
        input: { email: 'y@example.com', firstName: 'A', lastName: 'B', language: 'en-us' },
      })
    ).createMember as { responseResult: Result };
    expect(refused.responseResult.errorCode).toBe('forbidden');
  });

  it('adjusts coins once per idempotency key, never below 0, audited', async () => {
    const support = await as('support');
    const paid = await db()
      .selectFrom('members')
      .select('id')
      .where('email', '=', 'paid@playmax.test')
      .where('brand_id', '=', 'playmax')
      .executeTakeFirstOrThrow();
    const m = String(paid.id);
    const vars = { m, amount: 100, reason: 'Goodwill after the outage', key: 'key-0001-goodwill' };
    const first = (await support(ADJUST, vars)).adjustCoins as {
      responseResult: Result;
      balance: number;
      duplicate: boolean;
    };
    expect(first).toMatchObject({ responseResult: { succeeded: true }, balance: 142, duplicate: false });
    const again = (await support(ADJUST, vars)).adjustCoins as { balance: number; duplicate: boolean };
    expect(again).toMatchObject({ balance: 142, duplicate: true });

    const tooMuch = (await support(ADJUST, { ...vars, amount: -500, key: 'key-0002-too-much' }))
      .adjustCoins as {
      responseResult: Result;
    };
    expect(tooMuch.responseResult.errorCode).toBe('insufficient_coins');
    for (const [amount, reason, errorCode] of [
      [0, 'zero', 'coins_amount_invalid'],
      [1_000_001, 'huge', 'coins_amount_invalid'],
      [5, '   ', 'coins_reason_invalid'],
    ] as const) {
      const r = (await support(ADJUST, { ...vars, amount, reason, key: `key-bad-${amount}` }))
        .adjustCoins as {
        responseResult: Result;
      };
      expect(r.responseResult.errorCode).toBe(errorCode);
    }

    const record = (await support(`query($id: ID!) { member(id: $id) { ${MEMBER_FIELDS} } }`, { id: m }))
      .member as Member;
    expect(record.coinBalance).toBe(142);
    expect(record.recentLedger[0]).toEqual({
      kind: 'adjustment',
      description: 'Goodwill after the outage',
      amount: 100,
    });

    expect((await auditRows(`member:${m}`)).filter((r) => r.action === 'coins.adjust')).toEqual([
      {
        staffEmail: TEST_STAFF.support.email,
        brandId: 'playmax',
        action: 'coins.adjust',
        after: { balance: 142, amount: 100, reason: 'Goodwill after the outage', key: 'key-0001-goodwill' },
        ip: expect.any(String),
      },
    ]);

    // Another brand's staff: refused, and the member is unknown to their reads.
    const admin = await as('brandAdmin');
    const coins = await db()
      .selectFrom('members')
      .select('id')
      .where('email', '=', 'member@clickcoins.test')
      .executeTakeFirstOrThrow();
    const refused = (await admin(ADJUST, { ...vars, m: String(coins.id), key: 'key-0003-other' }))
      .adjustCoins as {
      responseResult: Result;
    };
    expect(refused.responseResult.errorCode).toBe('forbidden');
    expect(
      (await admin('query($id: ID!) { member(id: $id) { id } }', { id: String(coins.id) })).member,
    ).toBeNull();
  });

  it('create-member does what the console does, audited as cli', async () => {
    const lines: string[] = [];
    const ctx = {
      db: db(),
      clock: () => t.clock.now,
      memberAdmin: t.app.services.memberAdmin,
      out: (line: string) => lines.push(line),
    } as unknown as OpsContext;
    const ok = await runOps(
      [
        'create-member',
        '--brand',
        'clickcoins',
        '--email',
        'cli@example.com',
        '--first-name',
        'Cleo',
        '--last-name',
        'Li',
        '--plan',
        '201',
      ],
      ctx,
    );
    expect(ok).toEqual({ ok: true });
    const row = await db()
      .selectFrom('members')
      .selectAll()
      .where('email', '=', 'cli@example.com')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ brand_id: 'clickcoins', lang: 'en-us', first_name: 'Cleo', last_name: 'Li' });
    expect(lines[0]).toBe(
      `created member #${row.id} cli@example.com on clickcoins (en-us, reference ${row.reference_number}, plan #201 "Coins Plan" given by staff)`,
    );
    expect(lines[1]).toBe('  set-password link sent to cli@example.com');
    expect(await mailsTo('cli@example.com')).toHaveLength(1);
    expect(await auditRows(`member:${row.id}`)).toMatchObject([
      { staffEmail: null, action: 'member.create', ip: 'cli' },
    ]);

    const again = await runOps(
      [
        'create-member',
        '--brand',
        'clickcoins',
        '--email',
        'CLI@example.com',
        '--first-name',
        'C',
        '--last-name',
        'L',
      ],
      ctx,
    );
    expect(again).toEqual({
      ok: false,
      problem:
        'refused (email): member_email_taken: This brand already has a member with this e-mail address.; nothing changed',
    });
  });
});
