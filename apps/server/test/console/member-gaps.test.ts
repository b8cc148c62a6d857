/**
 * What the console's member page lacked (issue 33 scope 1, its leftovers) on both databases: a
 * session names the device and the address it was signed in from (the address as TRUST_PROXY
 * allows), an older one reads as unknown; the outbox names the member and the template of a mail,
 * and the page finds a member's mails by id (an older row by its address); a staff cancel mails the
 * member the confirmation their own cancel sends, in their language; the reset link and a resent
 * mail are written in one transaction with their audit row, delivered after the commit.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { translator } from '../../src/i18n';
import type { PendingMail } from '../../src/modules/mail/mailer';
import { PASSWORD } from '../fixtures';
import { DIALECTS, HOSTS, gql, postJson, useTestApp } from '../harness';
import { TEST_STAFF, consoleGql, seedTestStaff, staffSignIn, type StaffName } from './staff-harness';

const RESULT = 'responseResult { succeeded errorCode }';
const PAGE = `query($id: ID!) { member(id: $id) {
  sessions { id browser os address lastSeenAt }
  mails { id to subject template status }
  ledger(first: 5) { rows { kind description } }
  recentLedger { description }
} }`;
const CANCEL = `mutation($m: ID!) { cancelMemberSubscription(memberId: $m, reason: "Asked by phone") { ${RESULT} } }`;
const RESET = `mutation($m: ID!) { sendMemberResetLink(memberId: $m) { ${RESULT} } }`;
const RESEND = `mutation($m: ID!, $mail: ID!) { resendMemberMail(memberId: $m, mailId: $mail) { ${RESULT} } }`;

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
/** The one proxy this app trusts (TRUST_PROXY): only its X-Forwarded-For is the client's address. */
const PROXY = '10.0.0.1';
const T = '2026-03-01T10:00:00.000Z';

interface Page {
  sessions: { id: string; browser: string | null; os: string | null; address: string | null }[];
  mails: { id: string; to: string; subject: string; template: string | null; status: string }[];
  ledger: { rows: { kind: string; description: string }[] };
  recentLedger: { description: string }[];
}

describe.each(DIALECTS)('the member page’s sessions, mails and staff mails on %s', (dialect) => {
  const t = useTestApp(dialect, {
    app: () => ({ config: { trustProxy: PROXY } }),
    prepare: async (db, ids) => {
      await seedTestStaff(db.handle.db);
      const d = db.handle.db;
      // paid reads French: a mail staff cause must be in French.
      await d.updateTable('members').set({ lang: 'fr-ca' }).where('id', '=', ids.paid).execute();
      await d
        .updateTable('subscriptions')
        .set({ next_billing_date: '2026-04-01T00:00:00.000Z' })
        .where('member_id', '=', ids.paid)
        .execute();
      // A session from before migration 0048: nothing known of where it came from.
      await d
        .insertInto('sessions')
        .values({
          jti: 'old-session',
          member_id: ids.veteran,
          brand_id: 'playmax',
          kind: 'member',
          created_at: T,
          expires_at: '2099-01-01T00:00:00.000Z',
          revoked_at: null,
          signed_in_at: null,
          last_seen_at: null,
          user_agent: null,
          ip: null,
        })
        .execute();
      const mail = (to: string, subject: string, memberId: number | null, template: string | null) =>
        d
          .insertInto('outbox_mails')
          .values({
            brand_id: 'playmax',
            to_address: to,
            subject,
            text_body: subject,
            html_body: `<p>${subject}</p>`,
            created_at: T,
            sent_at: null,
            member_id: memberId,
            template,
          })
          .execute();
      // An older row (no member named) to the member's address, one named for them to an address
      // they no longer have, and one named for another member to this member's address.
      await mail('veteran@playmax.test', 'Old row', null, null);
      await mail('gone@playmax.test', 'Named row', ids.veteran, 'order_shipped');
      await mail('veteran@playmax.test', 'Someone else’s', ids.newcomer, 'refund');
      await d
        .insertInto('coin_ledger')
        .values({
          member_id: ids.veteran,
          kind: 'bonus',
          amount: 50,
          description: 'Welcome bonus',
          idempotency_key: 'gaps-welcome',
          ref: null,
          created_at: T,
        })
        .execute();
      await d
        .insertInto('data_translations')
        .values({
          entity: 'wallet_line',
          entity_key: 'Welcome bonus',
          field: 'description',
          lang: 'fr-ca',
          text: 'Prime de bienvenue',
        })
        .execute();
    },
  });
  const db = () => t.db.handle.db;
  const tokens = {} as Record<StaffName, string>;
  afterEach(() => vi.restoreAllMocks());

  async function as(who: StaffName) {
    tokens[who] ??= await staffSignIn(t.app, t.clock, TEST_STAFF[who].email);
    return async (query: string, variables: Record<string, unknown> = {}) => {
      const r = await consoleGql(t.app, tokens[who], query, variables);
      expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
      return r.data as Record<string, unknown>;
    };
  }
  const page = async (memberId: number) =>
    (await (await as('support'))(PAGE, { id: String(memberId) })).member as Page;
  const signIn = async (email: string, userAgent: string, remoteAddress: string, forwardedFor?: string) => {
    const res = await postJson(
      t.app,
      HOSTS.playmax,
      '/api/auth/login',
      { email, password: PASSWORD },
      { 'user-agent': userAgent, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
      remoteAddress,
    );
    expect(res.statusCode).toBe(200);
    return (res.json() as { token: string }).token;
  };
  const outbox = () => db().selectFrom('outbox_mails').selectAll().orderBy('id', 'desc').execute();

  it('names the device and the address of each session, the address behind a trusted proxy only', async () => {
    // Through the trusted proxy: the address it forwards. From elsewhere: the peer, whatever it claims.
    await signIn('newcomer@playmax.test', FIREFOX_WINDOWS, PROXY, '203.0.113.7');
    t.clock.advance(1);
    const second = await signIn('newcomer@playmax.test', SAFARI_IPHONE, '198.51.100.9', '203.0.113.99');
    const sessions = (await page(t.ids.newcomer)).sessions;
    expect(sessions.map((s) => [s.browser, s.os, s.address])).toEqual([
      ['Safari', 'iOS', '198.51.100.9'],
      ['Firefox', 'Windows', '203.0.113.7'],
    ]);

    // A refresh replaces the session: the new one records the client that refreshed.
    t.clock.advance(1);
    const refreshed = await gql(
      t.app,
      HOSTS.playmax,
      'mutation { member { refreshToken { responseResult { succeeded } jwt } } }',
      { token: second, headers: { 'user-agent': FIREFOX_WINDOWS } },
    );
    expect(refreshed.body.data).toMatchObject({
      member: { refreshToken: { responseResult: { succeeded: true } } },
    });
    const after = (await page(t.ids.newcomer)).sessions;
    expect(after).toHaveLength(2);
    expect(after.map((s) => [s.browser, s.os])).toEqual([
      ['Firefox', 'Windows'],
      ['Firefox', 'Windows'],
    ]);
  });

  it('reads an older session, with nothing recorded, as an unknown device', async () => {
    const sessions = (await page(t.ids.veteran)).sessions;
    expect(sessions.map((s) => [s.browser, s.os, s.address])).toEqual([[null, null, null]]);
  });

  it('finds a member’s mails by their id, an older row by its address, never another member’s', async () => {
    const mails = (await page(t.ids.veteran)).mails;
    expect(mails.map((m) => [m.subject, m.template])).toEqual([
      ['Named row', 'order_shipped'],
      ['Old row', null],
    ]);
  });

  it('shows the coin ledger’s lines in the staff member’s language, as the member’s wallet words them', async () => {
    // The owner reads French; support (page()) reads English.
    const fr = await staffSignIn(t.app, t.clock, TEST_STAFF.owner.email);
    await consoleGql(
      t.app,
      fr,
      'mutation { setStaffLanguage(lang: "fr-ca") { responseResult { succeeded } } }',
    );
    const r = await consoleGql(t.app, fr, PAGE, { id: String(t.ids.veteran) });
    const member = (r.data as { member: Page }).member;
    expect(member.ledger.rows.map((l) => l.description)).toContain('Prime de bienvenue');
    expect(member.recentLedger.map((l) => l.description)).toContain('Prime de bienvenue');
    const en = await page(t.ids.veteran);
    expect(en.ledger.rows.map((l) => l.description)).toContain('Welcome bonus');
  });

  it('mails the member the cancellation confirmation their own cancel sends, in their language, when staff cancel', async () => {
    const before = await outbox();
    const r = (await (await as('support'))(CANCEL, { m: String(t.ids.paid) })).cancelMemberSubscription as {
      responseResult: { succeeded: boolean };
    };
    expect(r.responseResult.succeeded).toBe(true);
    const rows = await outbox();
    expect(rows).toHaveLength(before.length + 1);
    const sub = await db()
      .selectFrom('subscriptions')
      .select('cancel_ref_id')
      .where('member_id', '=', t.ids.paid)
      .executeTakeFirstOrThrow();
    expect(rows[0]).toMatchObject({
      to_address: 'paid@playmax.test',
      member_id: t.ids.paid,
      template: 'cancellation',
      subject: translator('fr-ca')('account-mail.cancel.subject', { brand: 'PlayMax' }),
    });
    expect(rows[0]?.text_body).toContain(sub.cancel_ref_id);
    expect((await page(t.ids.paid)).mails[0]).toMatchObject({ template: 'cancellation' });
  });

  it('writes the reset link, its mail and the audit row together: a failed audit sends nothing', async () => {
    const m = String(t.ids.fr);
    const support = await as('support');
    const mailsBefore = (await outbox()).length;
    const linksBefore = (await db().selectFrom('one_time_tokens').select('token_hash').execute()).length;
    const audit = vi.spyOn(t.app.services.audit, 'record').mockRejectedValueOnce(new Error('audit down'));
    const failed = await consoleGql(t.app, tokens.support, RESET, { m });
    expect(
      failed.errors ?? (failed.data as { sendMemberResetLink: unknown }).sendMemberResetLink,
    ).toBeTruthy();
    expect(audit).toHaveBeenCalledTimes(1);
    expect(await outbox()).toHaveLength(mailsBefore);
    expect(await db().selectFrom('one_time_tokens').select('token_hash').execute()).toHaveLength(linksBefore);

    audit.mockRestore();
    const ok = (await support(RESET, { m })).sendMemberResetLink as {
      responseResult: { succeeded: boolean };
    };
    expect(ok.responseResult.succeeded).toBe(true);
    const [mail] = await outbox();
    expect(mail).toMatchObject({
      to_address: 'fr@playmax.test',
      member_id: t.ids.fr,
      template: 'reset_password',
    });
    const audited = await db()
      .selectFrom('audit_log')
      .select('action')
      .where('target', '=', `member:${t.ids.fr}`)
      .where('action', '=', 'member.reset_link')
      .execute();
    expect(audited).toHaveLength(1);
  });

  it('keeps the audit row and the unsent mail when the mail server refuses the reset mail after the commit', async () => {
    const mailer = t.app.services.mailer;
    const enqueue = mailer.enqueue.bind(mailer);
    vi.spyOn(mailer, 'enqueue').mockImplementationOnce(async (trx, mail): Promise<PendingMail> => {
      await enqueue(trx, mail);
      return { deliver: () => Promise.reject(new Error('SMTP down')) };
    });
    const r = (await (await as('brandAdmin'))(RESET, { m: String(t.ids.inactive) })).sendMemberResetLink as {
      responseResult: { succeeded: boolean; errorCode: string | null };
    };
    expect(r.responseResult).toMatchObject({ succeeded: false, errorCode: 'reset_mail_failed' });
    const [mail] = await outbox();
    expect(mail).toMatchObject({ member_id: t.ids.inactive, template: 'reset_password', sent_at: null });
    const audited = await db()
      .selectFrom('audit_log')
      .select('staff_email')
      .where('target', '=', `member:${t.ids.inactive}`)
      .where('action', '=', 'member.reset_link')
      .execute();
    expect(audited).toEqual([{ staff_email: TEST_STAFF.brandAdmin.email }]);
  });

  it('resends a mail in one transaction with its audit row: a failed audit sends nothing', async () => {
    const m = String(t.ids.veteran);
    const mine = (await page(t.ids.veteran)).mails.find((x) => x.subject === 'Named row');
    const before = (await outbox()).length;
    vi.spyOn(t.app.services.audit, 'record').mockRejectedValueOnce(new Error('audit down'));
    const failed = await consoleGql(t.app, tokens.support, RESEND, { m, mail: mine?.id });
    expect(failed.errors ?? (failed.data as { resendMemberMail: unknown }).resendMemberMail).toBeTruthy();
    expect(await outbox()).toHaveLength(before);

    vi.restoreAllMocks();
    const ok = (await (await as('support'))(RESEND, { m, mail: mine?.id })).resendMemberMail as {
      responseResult: { succeeded: boolean };
    };
    expect(ok.responseResult.succeeded).toBe(true);
    const [again] = await outbox();
    expect(again).toMatchObject({
      to_address: 'veteran@playmax.test',
      subject: 'Named row',
      member_id: t.ids.veteran,
      template: 'order_shipped',
    });
  });
});
