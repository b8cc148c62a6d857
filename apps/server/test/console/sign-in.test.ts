import { describe, expect, it } from 'vitest';
import { STAFF_CHALLENGE_COOKIE, STAFF_SESSION_COOKIE } from '@member-area/domain';
import { findStaffByEmail, insertStaff } from '../../src/modules/staff/repo';
import { totpCodeAt } from '../../src/modules/staff/totp';
import { hashPassword } from '../../src/modules/auth';
import { FIXTURE_LOG2_N, PASSWORD } from '../fixtures';
import { DIALECTS, HOSTS, cookieValue, gql, login, postJson, useTestApp } from '../harness';
import {
  CONSOLE_HOST,
  STAFF_PASSWORD,
  STAFF_TOTP_SECRET,
  TEST_STAFF,
  consoleGql,
  nextCode,
  passwordStep,
  seedTestStaff,
  sessionCookie,
  staffSignIn,
} from './staff-harness';

const ME = '{ me { email role brandIds } }';

describe.each(DIALECTS)('console sign-in on %s', (dialect) => {
  const t = useTestApp(dialect, { prepare: async (db) => void (await seedTestStaff(db.handle.db)) });

  const codeStep = (challenge: string | undefined, body: Record<string, string>) =>
    postJson(t.app, CONSOLE_HOST, '/adminapi/auth/totp', body, {
      cookie: `${STAFF_CHALLENGE_COOKIE}=${challenge ?? ''}`,
    });

  it('asks for the second factor after the right password, and signs in with a TOTP code', async () => {
    const first = await passwordStep(t.app, TEST_STAFF.owner.email);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ next: 'totp' });
    // The password alone opens nothing.
    expect(cookieValue(first, STAFF_SESSION_COOKIE)).toBeUndefined();
    const second = await codeStep(cookieValue(first, STAFF_CHALLENGE_COOKIE), { code: nextCode(t.clock) });
    expect(second.statusCode).toBe(200);
    const token = cookieValue(second, STAFF_SESSION_COOKIE) ?? '';
    const me = await consoleGql(t.app, token, ME);
    expect(me.data).toEqual({ me: { email: TEST_STAFF.owner.email, role: 'owner', brandIds: [] } });
  });

  it('refuses a wrong password, an unknown e-mail and a member of a brand alike', async () => {
    for (const [email, password] of [
      [TEST_STAFF.owner.email, 'wrong-pass-2026'],
      ['nobody@staff.test', STAFF_PASSWORD],
      ['paid@playmax.test', PASSWORD],
    ] as const) {
      const res = await passwordStep(t.app, email, password);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ errorCode: 'invalid_credentials' });
    }
  });

  it('accepts a code once: the same code again is refused', async () => {
    const first = await passwordStep(t.app, TEST_STAFF.editor.email);
    const code = nextCode(t.clock);
    expect((await codeStep(cookieValue(first, STAFF_CHALLENGE_COOKIE), { code })).statusCode).toBe(200);
    const again = await passwordStep(t.app, TEST_STAFF.editor.email);
    const replay = await codeStep(cookieValue(again, STAFF_CHALLENGE_COOKIE), { code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ errorCode: 'invalid_code' });
  });

  it('refuses a wrong code, and a challenge after five minutes', async () => {
    const first = await passwordStep(t.app, TEST_STAFF.support.email);
    const challenge = cookieValue(first, STAFF_CHALLENGE_COOKIE);
    expect((await codeStep(challenge, { code: '000000' })).json()).toMatchObject({
      errorCode: 'invalid_code',
    });
    t.clock.advance(5 * 60 + 1);
    const late = await codeStep(challenge, { code: totpCodeAt(STAFF_TOTP_SECRET, t.clock.now) });
    expect(late.statusCode).toBe(401);
    expect(late.json()).toMatchObject({ errorCode: 'challenge_expired' });
  });

  it('ends a session after 12 hours, and at sign-out', async () => {
    const token = await staffSignIn(t.app, t.clock, TEST_STAFF.fulfilment.email);
    expect((await consoleGql(t.app, token, ME)).status).toBe(200);
    t.clock.advance(12 * 3600 - 60);
    expect((await consoleGql(t.app, token, ME)).status).toBe(200);
    t.clock.advance(61);
    expect((await consoleGql(t.app, token, ME)).status).toBe(401);
    const next = await staffSignIn(t.app, t.clock, TEST_STAFF.fulfilment.email);
    const out = await postJson(
      t.app,
      CONSOLE_HOST,
      '/adminapi/auth/logout',
      {},
      { cookie: sessionCookie(next) },
    );
    expect(out.statusCode).toBe(204);
    expect((await consoleGql(t.app, next, ME)).status).toBe(401);
  });

  it('enrols a staff member without a second factor: a QR code, then ten recovery codes that each work once', async () => {
    const db = t.db.handle.db;
    await insertStaff(db, {
      email: 'new@staff.test',
      name: 'New',
      role: 'owner',
      passwordHash: await hashPassword(STAFF_PASSWORD, FIXTURE_LOG2_N),
      totpSecret: null,
      enrolledAt: null,
      lang: 'en-us',
      createdAt: t.clock.now.toISOString(),
    });
    const first = await passwordStep(t.app, 'new@staff.test');
    const offer = first.json() as { next: string; secret: string; otpauthUrl: string; qrSvg: string };
    expect(offer.next).toBe('enrol');
    expect(offer.otpauthUrl).toContain(`secret=${offer.secret}`);
    expect(offer.qrSvg).toMatch(/^<svg/);
    // Signing in with a code is not possible before enrolment.
    const challenge = cookieValue(first, STAFF_CHALLENGE_COOKIE);
    t.clock.advance(30);
    const enrolled = await postJson(
      t.app,
      CONSOLE_HOST,
      '/adminapi/auth/enrol',
      { code: totpCodeAt(offer.secret, t.clock.now) },
      { cookie: `${STAFF_CHALLENGE_COOKIE}=${challenge ?? ''}` },
    );
    expect(enrolled.statusCode).toBe(200);
    const { recoveryCodes } = enrolled.json() as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect((await findStaffByEmail(db, 'new@staff.test'))?.totp_enrolled_at).not.toBeNull();

    const recovery = recoveryCodes[3] ?? '';
    const withRecovery = await passwordStep(t.app, 'new@staff.test');
    expect(withRecovery.json()).toEqual({ next: 'totp' });
    const typed = recovery.toLowerCase().replace('-', ' ');
    const ok = await codeStep(cookieValue(withRecovery, STAFF_CHALLENGE_COOKIE), { recoveryCode: typed });
    expect(ok.statusCode).toBe(200);
    const again = await passwordStep(t.app, 'new@staff.test');
    const reused = await codeStep(cookieValue(again, STAFF_CHALLENGE_COOKIE), { recoveryCode: recovery });
    expect(reused.json()).toMatchObject({ errorCode: 'invalid_code' });
  });
});

describe.each(DIALECTS)('the console door on %s', (dialect) => {
  const t = useTestApp(dialect, {
    prepare: async (db) => void (await seedTestStaff(db.handle.db)),
    logins: { paid: 'paid@playmax.test' },
  });

  it("refuses a member's token and a member's cookie on /adminapi/ (401)", async () => {
    const bearer = await consoleGql(
      t.app,
      null,
      ME,
      {},
      { headers: { authorization: `Bearer ${t.tokens.paid}` } },
    );
    expect(bearer.status).toBe(401);
    const cookie = await consoleGql(
      t.app,
      null,
      ME,
      {},
      { headers: { cookie: `ma_token=${t.tokens.paid}` } },
    );
    expect(cookie.status).toBe(401);
    expect((await consoleGql(t.app, null, ME)).status).toBe(401);
  });

  it('refuses a staff token on /membergraphapi/ (401)', async () => {
    const staff = await staffSignIn(t.app, t.clock, TEST_STAFF.owner.email);
    const res = await gql(t.app, HOSTS.playmax, '{ member { info { email } } }', { token: staff });
    expect(res.status).toBe(401);
  });

  it('serves nothing of the console on a brand host, and nothing of the member area on a console host', async () => {
    const staff = await staffSignIn(t.app, t.clock, TEST_STAFF.owner.email);
    const onBrand = await consoleGql(t.app, staff, ME, {}, { host: HOSTS.playmax });
    expect(onBrand.status).toBe(404);
    expect(
      (await t.app.inject({ url: '/console-assets/index.js', headers: { host: HOSTS.playmax } })).statusCode,
    ).toBe(404);
    const memberLogin = await postJson(t.app, CONSOLE_HOST, '/api/auth/login', {
      email: 'paid@playmax.test',
      password: PASSWORD,
    });
    expect(memberLogin.statusCode).toBe(404);
    expect((await gql(t.app, CONSOLE_HOST, '{ content { menuItems { label } } }')).status).toBe(404);
    // The member area still signs in on its own host.
    expect(await login(t.app, HOSTS.playmax, 'paid@playmax.test', PASSWORD)).toBeTruthy();
  });

  it('answers console hosts with the console policy, and lets only the console frame the member area', async () => {
    const page = await t.app.inject({ url: '/brands', headers: { host: CONSOLE_HOST, accept: 'text/html' } });
    const consoleCsp = String(page.headers['content-security-policy']);
    expect(consoleCsp).toContain("frame-ancestors 'none'");
    expect(consoleCsp).not.toContain('googletagmanager');
    const member = await t.app.inject({
      url: '/login',
      headers: { host: HOSTS.playmax, accept: 'text/html' },
    });
    expect(String(member.headers['content-security-policy'])).toContain(
      `frame-ancestors 'self' http://${CONSOLE_HOST}:*`,
    );
  });

  it("refuses a cookie-authenticated console write from another site's page", async () => {
    const staff = await staffSignIn(t.app, t.clock, TEST_STAFF.owner.email);
    const res = await postJson(
      t.app,
      CONSOLE_HOST,
      '/adminapi/',
      { query: ME },
      {
        cookie: sessionCookie(staff),
        origin: 'https://evil.example',
      },
    );
    expect(res.statusCode).toBe(403);
  });
});
