/**
 * A member's page in the console (issue 33 scope 1) on both databases: every section it reads
 * (subscriptions, payments with their invoice PDF, orders, giveaway entries, the paged coin ledger,
 * tags, sessions, mails, problem reports) for each role, allowed or refused, and never for another
 * brand's staff; the three writes (tags by brand admin and owner only; revoking sessions and sending
 * a mail again with members.act), audited; their operator commands; and the search by a card's last 4.
 */
import { describe, expect, it } from 'vitest';
import { runOps, type OpsContext } from '../../src/ops/commands';
import { PERSONAS } from '../../src/seed/personas';
import { PASSWORD } from '../fixtures';
import { DIALECTS, HOSTS, gql, login, useTestApp } from '../harness';
import {
  CONSOLE_HOST,
  TEST_STAFF,
  consoleGql,
  seedTestStaff,
  sessionCookie,
  staffSignIn,
  type StaffName,
} from './staff-harness';

const RESULT = 'responseResult { succeeded errorCode message extra }';
const PAGE = `query($id: ID!) { member(id: $id) {
  id tagsEditable
  subscriptions { id planName state startedAt renewsAt endsAt cancelledAt price currency provider }
  payments { id kind description amount currency status cardBrand cardLast4 invoiceId invoiceNumber }
  orders { id number status total }
  giveawayEntries { id giveawayId giveawayName month entries kind }
  ledger(first: 2) { rows { id kind amount } nextCursor }
  tags { tag key editable setBy }
  sessions { id signedInAt lastSeenAt expiresAt }
  mails { id to subject status }
  feedback { id title mediaType issueType issueId text }
} }`;
const LEDGER = `query($id: ID!, $after: String) { member(id: $id) { ledger(first: 2, after: $after) { rows { id amount } nextCursor } } }`;
const SET_TAGS = `mutation($m: ID!, $tags: [String!]!) { setMemberTags(memberId: $m, tags: $tags) { ${RESULT} tags { tag editable } } }`;
const REVOKE = `mutation($m: ID!, $s: ID) { revokeMemberSessions(memberId: $m, sessionId: $s) { ${RESULT} revoked } }`;
const RESEND = `mutation($m: ID!, $mail: ID!) { resendMemberMail(memberId: $m, mailId: $mail) { ${RESULT} to } }`;
const SEARCH = `query($b: ID!, $s: String) { members(brandId: $b, search: $s) { entries { email } } }`;
const T = '2026-03-01T10:00:00.000Z';

interface Page {
  id: string;
  tagsEditable: boolean;
  subscriptions: { planName: string; state: string; price: number; provider: string }[];
  payments: {
    id: string;
    kind: string;
    amount: number;
    status: string;
    cardBrand: string | null;
    cardLast4: string | null;
    invoiceId: string | null;
    invoiceNumber: string | null;
  }[];
  orders: { id: string; number: string; status: string; total: number }[];
  giveawayEntries: { giveawayName: string; month: string; entries: number; kind: string }[];
  ledger: { rows: { id: string; amount: number }[]; nextCursor: string | null };
  tags: { tag: string; key: string | null; editable: boolean; setBy: string }[];
  sessions: { id: string }[];
  mails: { id: string; to: string; subject: string; status: string }[];
  feedback: { title: string | null; issueId: number }[];
}
interface Result {
  succeeded: boolean;
  errorCode: string | null;
}

describe.each(DIALECTS)('a member page in the console on %s', (dialect) => {
  const mails: Record<string, number> = {};
  const t = useTestApp(dialect, {
    prepare: async (db, ids) => {
      await seedTestStaff(db.handle.db);
      const d = db.handle.db;
      const paid = ids.paid;
      // A hosted-page charge (its card known) with its invoice, and a renewal (no card named).
      await d
        .insertInto('payment_tokens')
        .values({
          token: 'pm_page_test',
          brand_id: 'playmax',
          member_id: paid,
          provider: 'sandbox',
          card_brand: 'visa',
          card_first6: '424242',
          card_last4: '4242',
          exp_month: 12,
          exp_year: 2030,
          holder_name: 'Paige',
          paypal_email: null,
          charges_fail: 0,
          created_at: T,
        })
        .execute();
      await d
        .insertInto('payment_sessions')
        .values({
          id: 'cs_page_test',
          brand_id: 'playmax',
          member_id: paid,
          kind: 'checkout',
          method: 'card',
          plan_id: 101,
          amount: 999,
          currency: 'USD',
          symbol: '$',
          return_path: '/',
          status: 'succeeded',
          payment_token: 'pm_page_test',
          charge_reference: 'ch_page_first',
          subscription_ref: null,
          created_at: T,
          expires_at: T,
        })
        .execute();
      for (const [reference, kind, at] of [
        ['ch_page_first', 'subscription', '2026-01-01T10:00:00.000Z'],
        ['ch_page_renewal', 'renewal', '2026-02-01T10:00:00.000Z'],
      ] as const) {
        const tx = await d
          .insertInto('billing_transactions')
          .values({
            brand_id: 'playmax',
            member_id: paid,
            subscription_id: null,
            kind,
            description: 'Movies Monthly',
            amount: 999,
            currency: 'USD',
            symbol: '$',
            status: 'succeeded',
            reference,
            failure_code: null,
            created_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await d
          .insertInto('invoices')
          .values({
            brand_id: 'playmax',
            member_id: paid,
            transaction_id: Number(tx.id),
            number: `INV-PLAYMAX-${reference}`,
            description: 'Movies Monthly',
            amount: 999,
            currency: 'USD',
            symbol: '$',
            status: 'paid',
            created_at: at,
          })
          .execute();
      }
      await d
        .insertInto('orders')
        .values({
          brand_id: 'playmax',
          member_id: paid,
          products: '[]',
          shipping_address: null,
          delivery_fee: 0,
          total: 1500,
          currency: 'USD',
          symbol: '$',
          status: 'shipped',
          free_gift: 0,
          shipping_option: null,
          payment_ref: null,
          idempotency_key: null,
          reserved_until: null,
          created_at: T,
          updated_at: null,
        })
        .execute();
      await d
        .insertInto('giveaway_entries')
        .values({
          member_id: paid,
          sweep_id: 'gw-test',
          name: 'Spring Car',
          entries: 5,
          kind: 'entered',
          source: 'purchase',
          created_at: '2026-02-14T10:00:00.000Z',
        })
        .execute();
      await d
        .insertInto('coin_ledger')
        .values(
          [1, 2, 3].map((n) => ({
            member_id: paid,
            kind: 'bonus',
            description: `Bonus ${n}`,
            amount: n,
            idempotency_key: `page-test-${n}`,
            ref: null,
            created_at: `2026-02-0${n}T10:00:00.000Z`,
          })),
        )
        .execute();
      await d
        .insertInto('member_tags')
        .values([
          { member_id: paid, tag: 'sa_winner:1001', created_at: T, set_by: 'server' },
          { member_id: paid, tag: 'ma_visited:true', created_at: T, set_by: 'member' },
        ])
        .execute();
      for (const [key, brandId, to] of [
        ['mine', 'playmax', 'paid@playmax.test'],
        ['otherBrand', 'clickcoins', 'paid@playmax.test'],
        ['otherMember', 'playmax', 'fr@playmax.test'],
      ] as const) {
        const row = await d
          .insertInto('outbox_mails')
          .values({
            brand_id: brandId,
            to_address: to,
            subject: `Hello ${key}`,
            text_body: `Body ${key}`,
            html_body: `<p>Body ${key}</p>`,
            created_at: T,
            sent_at: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        mails[key] = Number(row.id);
      }
      // paid@ once changed to fr@'s address: fr@ holds it now, so its mails stay fr@'s.
      await d
        .insertInto('email_changes')
        .values({
          token_hash: 'page-test-change',
          member_id: paid,
          new_email: 'fr@playmax.test',
          created_at: T,
          expires_at: T,
          used_at: T,
        })
        .execute();
      await d
        .insertInto('feedbacks')
        .values({
          brand_id: 'playmax',
          member_id: paid,
          media_type: 'movie',
          media_id: null,
          media_title: 'Big Film',
          issue_type: 1,
          issue_id: 1,
          text: 'It stops',
          created_at: T,
        })
        .execute();
    },
  });
  const db = () => t.db.handle.db;
  const tokens = {} as Record<StaffName, string>;

  async function as(who: StaffName) {
    tokens[who] ??= await staffSignIn(t.app, t.clock, TEST_STAFF[who].email);
    return async (query: string, variables: Record<string, unknown> = {}) => {
      const r = await consoleGql(t.app, tokens[who], query, variables);
      expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
      return r.data as Record<string, unknown>;
    };
  }
  const auditOf = async (memberId: number, action: string) =>
    (
      await db()
        .selectFrom('audit_log')
        .selectAll()
        .where('target', '=', `member:${memberId}`)
        .where('action', '=', action)
        .orderBy('id')
        .execute()
    ).map((r) => ({
      staffEmail: r.staff_email,
      brandId: r.brand_id,
      after: JSON.parse(r.after_json ?? 'null') as unknown,
      ip: r.ip,
    }));

  it('finds a member by the last 4 digits of a card on file, as the demo persona has it', async () => {
    const seeded = PERSONAS.find((p) => p.email === 'paid@playmax.test')?.paymentMethods[0]?.last4;
    expect(seeded).toBe('4242');
    const support = await as('support');
    const on = async (b: string, s: string) =>
      ((await support(SEARCH, { b, s })).members as { entries: { email: string }[] }).entries
        .map((e) => e.email)
        .sort();
    expect(await on('playmax', '4242')).toEqual(['fr@playmax.test', 'paid@playmax.test']);
    expect(await on('clickcoins', '4242')).toEqual(['twin@clickcoins.test']);
    expect(await on('playmax', '424')).toEqual([]);
    expect(await on('playmax', '42424')).toEqual([]);
    expect(await on('playmax', 'ref-PAID')).toEqual(['paid@playmax.test']);
  });

  it('shows every section to owner, brand admin and support; nothing to the others or another brand', async () => {
    const paid = String(t.ids.paid);
    for (const who of ['owner', 'brandAdmin', 'support'] as const) {
      const page = (await (await as(who))(PAGE, { id: paid })).member as Page;
      expect(page.id).toBe(paid);
      expect(page.tagsEditable).toBe(who !== 'support');
      expect(page.subscriptions).toEqual([
        expect.objectContaining({
          planName: 'Movies Monthly',
          state: 'active',
          provider: expect.any(String),
        }),
      ]);
      expect(page.payments.map((p) => [p.kind, p.cardBrand, p.cardLast4, p.invoiceNumber])).toEqual([
        ['renewal', null, null, 'INV-PLAYMAX-ch_page_renewal'],
        ['subscription', 'visa', '4242', 'INV-PLAYMAX-ch_page_first'],
      ]);
      expect(page.orders).toEqual([
        expect.objectContaining({ status: 'shipped', total: 1500, number: expect.any(String) }),
      ]);
      expect(page.giveawayEntries).toEqual([
        {
          id: expect.any(String),
          giveawayId: 'gw-test',
          giveawayName: 'Spring Car',
          month: '2026-02',
          entries: 5,
          kind: 'paid',
        },
      ]);
      expect(page.ledger.rows).toHaveLength(2);
      expect(page.ledger.nextCursor).not.toBeNull();
      expect(page.tags).toEqual([
        { tag: 'ma_visited:true', key: 'ma_visited', editable: true, setBy: 'member' },
        { tag: 'sa_winner:1001', key: 'sa_winner', editable: false, setBy: 'server' },
      ]);
      expect(page.mails.map((m) => m.subject)).toEqual(['Hello mine']);
      expect(page.mails[0]).toMatchObject({ to: 'paid@playmax.test', status: 'recorded' });
      expect(page.feedback).toEqual([expect.objectContaining({ title: 'Big Film', issueId: 1 })]);
    }
    for (const who of ['editor', 'fulfilment'] as const)
      expect((await (await as(who))(PAGE, { id: paid })).member).toBeNull();
    // playmax's brand admin reads nothing of a clickcoins member.
    expect((await (await as('brandAdmin'))(PAGE, { id: String(t.ids.coins) })).member).toBeNull();
  });

  it('pages the coin ledger newest first', async () => {
    const support = await as('support');
    const id = String(t.ids.paid);
    const seen: number[] = [];
    let after: string | null = null;
    for (let i = 0; i < 10; i++) {
      const page: Page['ledger'] = ((await support(LEDGER, { id, after })).member as Page).ledger;
      seen.push(...page.rows.map((r) => r.amount));
      after = page.nextCursor;
      if (!after) break;
    }
    // The fixtures' own rows are older than these three.
    expect(seen.slice(0, 3)).toEqual([3, 2, 1]);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(expect.arrayContaining([1, 2, 3]));
  });

  it('lets only brand admins and owners set tags, keeps the server’s, refuses unknown ones, audited', async () => {
    const m = String(t.ids.paid);
    for (const who of ['support', 'editor', 'fulfilment'] as const) {
      const r = (await (await as(who))(SET_TAGS, { m, tags: ['vpn:enabled'] })).setMemberTags as {
        responseResult: Result;
      };
      expect(r.responseResult.errorCode).toBe('forbidden');
    }
    const coins = (await (await as('brandAdmin'))(SET_TAGS, { m: String(t.ids.coins), tags: [] }))
      .setMemberTags as { responseResult: Result };
    expect(coins.responseResult.errorCode).toBe('forbidden');

    const admin = await as('brandAdmin');
    const unknown = (await admin(SET_TAGS, { m, tags: ['made_up:tag'] })).setMemberTags as {
      responseResult: Result & { extra: unknown };
    };
    expect(unknown.responseResult).toMatchObject({
      succeeded: false,
      errorCode: 'member_tag_invalid',
      extra: { field: 'tags', tag: 'made_up:tag' },
    });
    const server = (await admin(SET_TAGS, { m, tags: ['sa_winner:2002'] })).setMemberTags as {
      responseResult: Result;
    };
    expect(server.responseResult.errorCode).toBe('member_tag_invalid');

    const set = (await admin(SET_TAGS, { m, tags: ['vpn:enabled', 'custom_media_types:movie,music'] }))
      .setMemberTags as {
      responseResult: Result;
      tags: { tag: string }[];
    };
    expect(set.responseResult.succeeded).toBe(true);
    // Stored in the order they were set, the ones set at once by name.
    expect(set.tags.map((x) => x.tag)).toEqual([
      'sa_winner:1001',
      'custom_media_types:movie,music',
      'vpn:enabled',
    ]);
    const owner = await as('owner');
    const again = (await owner(SET_TAGS, { m, tags: ['custom_media_types:movie,music'] })).setMemberTags as {
      tags: { tag: string }[];
    };
    expect(again.tags.map((x) => x.tag)).toEqual(['sa_winner:1001', 'custom_media_types:movie,music']);

    expect(await auditOf(t.ids.paid, 'member.tags')).toEqual([
      {
        staffEmail: TEST_STAFF.brandAdmin.email,
        brandId: 'playmax',
        after: {
          tags: ['sa_winner:1001', 'vpn:enabled', 'custom_media_types:movie,music'],
          added: ['vpn:enabled', 'custom_media_types:movie,music'],
          removed: ['ma_visited:true'],
        },
        ip: expect.any(String),
      },
      {
        staffEmail: TEST_STAFF.owner.email,
        brandId: 'playmax',
        after: {
          tags: ['sa_winner:1001', 'custom_media_types:movie,music'],
          added: [],
          removed: ['vpn:enabled'],
        },
        ip: expect.any(String),
      },
    ]);
    // The member area reads them: the member's own tags.
    const token = await login(t.app, HOSTS.playmax, 'paid@playmax.test', PASSWORD);
    const me = await gql(t.app, HOSTS.playmax, '{ member { info { tags } } }', { token });
    expect((me.body.data as { member: { info: { tags: string[] } } }).member.info.tags).toEqual(
      expect.arrayContaining(['custom_media_types:movie,music']),
    );
  });

  it('revokes one session or all of them with members.act, audited', async () => {
    const first = await login(t.app, HOSTS.playmax, 'fr@playmax.test', PASSWORD);
    await login(t.app, HOSTS.playmax, 'fr@playmax.test', PASSWORD);
    const m = String(t.ids.fr);
    const support = await as('support');
    const sessions = ((await support(PAGE, { id: m })).member as Page).sessions;
    expect(sessions).toHaveLength(2);
    for (const who of ['editor', 'fulfilment'] as const) {
      const r = (await (await as(who))(REVOKE, { m })).revokeMemberSessions as { responseResult: Result };
      expect(r.responseResult.errorCode).toBe('forbidden');
    }
    const other = (await (await as('brandAdmin'))(REVOKE, { m: String(t.ids.coins) }))
      .revokeMemberSessions as { responseResult: Result };
    expect(other.responseResult.errorCode).toBe('forbidden');
    const bad = (await support(REVOKE, { m, s: '0000000000000000' })).revokeMemberSessions as {
      responseResult: Result;
    };
    expect(bad.responseResult.errorCode).toBe('member_session_not_found');

    const one = (await support(REVOKE, { m, s: sessions[0]?.id })).revokeMemberSessions as {
      responseResult: Result;
      revoked: number;
    };
    expect(one).toMatchObject({ responseResult: { succeeded: true }, revoked: 1 });
    expect(((await support(PAGE, { id: m })).member as Page).sessions).toHaveLength(1);
    const all = (await (await as('brandAdmin'))(REVOKE, { m })).revokeMemberSessions as { revoked: number };
    expect(all.revoked).toBe(1);
    expect(((await support(PAGE, { id: m })).member as Page).sessions).toEqual([]);
    // The member's token no longer works.
    const me = await gql(t.app, HOSTS.playmax, '{ member { info { email } } }', { token: first });
    expect(me.body.data?.member ?? null).toBeNull();
    expect((await auditOf(t.ids.fr, 'member.sessions_revoke')).map((r) => [r.staffEmail, r.after])).toEqual([
      [TEST_STAFF.support.email, { session: sessions[0]?.id, revoked: 1 }],
      [TEST_STAFF.brandAdmin.email, { session: 'all', revoked: 1 }],
    ]);
  });

  it('sends a mail again to the member’s address with members.act, never another member’s, audited', async () => {
    const m = String(t.ids.paid);
    for (const who of ['editor', 'fulfilment'] as const) {
      const r = (await (await as(who))(RESEND, { m, mail: String(mails.mine) })).resendMemberMail as {
        responseResult: Result;
      };
      expect(r.responseResult.errorCode).toBe('forbidden');
    }
    const support = await as('support');
    for (const mail of [mails.otherBrand, mails.otherMember, 999999]) {
      const r = (await support(RESEND, { m, mail: String(mail) })).resendMemberMail as {
        responseResult: Result;
      };
      expect(r.responseResult.errorCode).toBe('member_mail_not_found');
    }
    const before = await db().selectFrom('outbox_mails').select('id').execute();
    const r = (await support(RESEND, { m, mail: String(mails.mine) })).resendMemberMail as {
      responseResult: Result;
      to: string;
    };
    expect(r).toMatchObject({ responseResult: { succeeded: true }, to: 'paid@playmax.test' });
    const after = await db().selectFrom('outbox_mails').selectAll().orderBy('id', 'desc').execute();
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]).toMatchObject({
      brand_id: 'playmax',
      to_address: 'paid@playmax.test',
      subject: 'Hello mine',
      text_body: 'Body mine',
    });
    expect((await auditOf(t.ids.paid, 'member.mail_resend')).map((x) => [x.staffEmail, x.after])).toEqual([
      [TEST_STAFF.support.email, { mailId: mails.mine, subject: 'Hello mine', to: 'paid@playmax.test' }],
    ]);
  });

  it('serves an invoice PDF to members.read on the member’s brand only', async () => {
    const support = await as('support');
    const page = (await support(PAGE, { id: String(t.ids.paid) })).member as Page;
    const invoiceId = page.payments[0]?.invoiceId;
    const pdf = async (who: StaffName | null, memberId: number, id: string | null | undefined) => {
      if (who) tokens[who] ??= await staffSignIn(t.app, t.clock, TEST_STAFF[who].email);
      return t.app.inject({
        method: 'GET',
        url: `/adminapi/members/${memberId}/invoices/${id}.pdf`,
        headers: { host: CONSOLE_HOST, ...(who ? { cookie: sessionCookie(tokens[who]) } : {}) },
      });
    };
    for (const who of ['owner', 'brandAdmin', 'support'] as const) {
      const res = await pdf(who, t.ids.paid, invoiceId);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(res.headers['content-disposition']).toBe(
        'attachment; filename="invoice-INV-PLAYMAX-ch_page_renewal.pdf"',
      );
    }
    for (const who of ['editor', 'fulfilment'] as const)
      expect((await pdf(who, t.ids.paid, invoiceId)).statusCode).toBe(403);
    // Another member's id with this invoice, an unknown invoice, nobody signed in.
    expect((await pdf('support', t.ids.fr, invoiceId)).statusCode).toBe(404);
    expect((await pdf('support', t.ids.paid, '999999')).statusCode).toBe(404);
    expect((await pdf(null, t.ids.paid, invoiceId)).statusCode).toBe(401);
    expect((await pdf('brandAdmin', t.ids.coins, invoiceId)).statusCode).toBe(403);
  });

  it('the operator commands do what the console does, audited as cli', async () => {
    const lines: string[] = [];
    const ctx = {
      db: db(),
      clock: () => t.clock.now,
      mailer: t.app.services.mailer,
      out: (line: string) => lines.push(line),
    } as unknown as OpsContext;
    const m = String(t.ids.veteran);
    expect(
      await runOps(['member-tags', '--member', m, '--add', 'vpn:enabled ecommerce:disabled'], ctx),
    ).toEqual({ ok: true });
    expect(lines[0]).toBe(`member #${m}: added vpn:enabled ecommerce:disabled, removed nothing`);
    expect(await runOps(['member-tags', '--member', m, '--remove', 'vpn:enabled'], ctx)).toEqual({
      ok: true,
    });
    const tags = await db()
      .selectFrom('member_tags')
      .select('tag')
      .where('member_id', '=', t.ids.veteran)
      .execute();
    expect(tags.map((x) => x.tag)).toEqual(['ecommerce:disabled']);
    expect(await runOps(['member-tags', '--member', m, '--add', 'nope'], ctx)).toEqual({
      ok: false,
      problem:
        'refused: member_tag_invalid: This tag cannot be set on a member here: choose one of the known tags. (nope); nothing changed',
    });

    await login(t.app, HOSTS.playmax, 'veteran@playmax.test', PASSWORD);
    expect(await runOps(['revoke-member-sessions', '--member', m], ctx)).toEqual({ ok: true });
    expect(lines.at(-1)).toBe(`member #${m}: 1 session(s) revoked`);

    expect(
      await runOps(['resend-member-mail', '--member', String(t.ids.paid), '--mail', String(mails.mine)], ctx),
    ).toEqual({ ok: true });
    expect(lines.at(-1)).toBe(`mail #${mails.mine} "Hello mine" sent again to paid@playmax.test`);
    const cli = await db()
      .selectFrom('audit_log')
      .select(['action', 'ip', 'staff_id'])
      .where('ip', '=', 'cli')
      .orderBy('id')
      .execute();
    expect(cli.map((r) => [r.action, r.staff_id])).toEqual([
      ['member.tags', null],
      ['member.tags', null],
      ['member.sessions_revoke', null],
      ['member.mail_resend', null],
    ]);
  });
});
