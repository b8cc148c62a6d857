import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH } from '@member-area/domain';
import { PASSWORD } from './fixtures';
import {
  DIALECTS,
  HOSTS,
  createTestApp,
  createTestDb,
  gql,
  login,
  postJson,
  type TestApp,
  useTestApp,
} from './harness';

interface Mail {
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  brand_id: string;
}

async function mailsTo(t: TestApp, to: string): Promise<Mail[]> {
  await t.app.services.background.idle();
  const res = await t.app.inject({
    method: 'GET',
    url: `/dev/mailbox.json?to=${encodeURIComponent(to)}`,
    headers: { host: HOSTS.playmax },
  });
  return res.json<{ mails: Mail[] }>().mails;
}

function resetKey(mail: Mail): string {
  const m = /\/reset-password\/([A-Za-z0-9_-]{43})/.exec(mail.text_body);
  if (!m?.[1]) throw new Error('no reset link in mail');
  return m[1];
}

describe.each(DIALECTS)('account recovery on %s', (dialect) => {
  const t = useTestApp(dialect);

  it('forgot-password answers 202 the same whether or not the account exists, and mails only a real one', async () => {
    const known = await postJson(t.app, HOSTS.playmax, '/api/auth/forgot-password', {
      email: 'Newcomer@PlayMax.test',
    });
    const unknown = await postJson(t.app, HOSTS.playmax, '/api/auth/forgot-password', {
      email: 'ghost@playmax.test',
    });
    const otherBrand = await postJson(t.app, HOSTS.clickcoins, '/api/auth/forgot-password', {
      email: 'newcomer@playmax.test',
    });
    for (const r of [known, unknown, otherBrand]) {
      expect(r.statusCode).toBe(202);
      expect(r.json()).toEqual({ ok: true });
    }
    const mails = await mailsTo(t, 'newcomer@playmax.test');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.brand_id).toBe('playmax');
    expect(mails[0]?.subject).toBe('Reset your PlayMax password');
    expect(mails[0]?.text_body).toContain('http://playmax.localhost:3000/reset-password/');
    expect(mails[0]?.text_body).toContain('support@playmax.test');
    expect(await mailsTo(t, 'ghost@playmax.test')).toHaveLength(0);
  });

  it('reset link works once, and ends every session of the member', async () => {
    const oldToken = await login(t.app, HOSTS.playmax, 'paid@playmax.test', PASSWORD);
    await postJson(t.app, HOSTS.playmax, '/api/auth/forgot-password', { email: 'paid@playmax.test' });
    const key = resetKey((await mailsTo(t, 'paid@playmax.test'))[0] as Mail);

    const newPassword = 'a-brand-new-secret-42';
    const ok = await postJson(t.app, HOSTS.playmax, '/api/auth/reset-password', {
      key,
      password: newPassword,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ ok: true });

    expect((await gql(t.app, HOSTS.playmax, '{ member { info { id } } }', { token: oldToken })).status).toBe(
      401,
    );
    await login(t.app, HOSTS.playmax, 'paid@playmax.test', newPassword);
    expect(
      (
        await postJson(t.app, HOSTS.playmax, '/api/auth/login', {
          email: 'paid@playmax.test',
          password: PASSWORD,
        })
      ).statusCode,
    ).toBe(401);

    const again = await postJson(t.app, HOSTS.playmax, '/api/auth/reset-password', {
      key,
      password: 'yet-another-secret-99',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ errorCode: 'reset_link_invalid' });
  });

  it('a reset link is refused after an hour and on another brand', async () => {
    await postJson(t.app, HOSTS.playmax, '/api/auth/forgot-password', { email: 'veteran@playmax.test' });
    const key = resetKey((await mailsTo(t, 'veteran@playmax.test'))[0] as Mail);
    const elsewhere = await postJson(t.app, HOSTS.clickcoins, '/api/auth/reset-password', {
      key,
      password: 'fresh-password-77',
    });
    expect(elsewhere.json()).toMatchObject({ errorCode: 'reset_link_invalid' });
    t.clock.advance(3601);
    const late = await postJson(t.app, HOSTS.playmax, '/api/auth/reset-password', {
      key,
      password: 'fresh-password-77',
    });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ errorCode: 'reset_link_invalid' });
  });

  it('refuses a weak new password and says which problem, keeping the link usable', async () => {
    await postJson(t.app, HOSTS.playmax, '/api/auth/forgot-password', { email: 'inactive@playmax.test' });
    const key = resetKey((await mailsTo(t, 'inactive@playmax.test'))[0] as Mail);
    const short = await postJson(t.app, HOSTS.playmax, '/api/auth/reset-password', {
      key,
      password: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ errorCode: 'weak_password', problem: 'too_short' });
    const fine = await postJson(t.app, HOSTS.playmax, '/api/auth/reset-password', {
      key,
      password: 'long-enough-secret-5',
    });
    expect(fine.statusCode).toBe(200);
  });

  it('a reset follows the one domain rule: one character under its minimum is refused, the minimum is accepted', async () => {
    await postJson(t.app, HOSTS.playmax, '/api/auth/forgot-password', { email: 'veteran@playmax.test' });
    const key = resetKey((await mailsTo(t, 'veteran@playmax.test'))[0] as Mail);
    const shortBy1 = 'k7-'.repeat(PASSWORD_MIN_LENGTH).slice(0, PASSWORD_MIN_LENGTH - 1);
    const exact = 'k7-'.repeat(PASSWORD_MIN_LENGTH).slice(0, PASSWORD_MIN_LENGTH);
    const refused = await postJson(t.app, HOSTS.playmax, '/api/auth/reset-password', {
      key,
      password: shortBy1,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errorCode: 'weak_password', problem: 'too_short' });
    const accepted = await postJson(t.app, HOSTS.playmax, '/api/auth/reset-password', {
      key,
      password: exact,
    });
    expect(accepted.statusCode).toBe(200);
    await login(t.app, HOSTS.playmax, 'veteran@playmax.test', exact);
  });

  it('a made-up reset key is refused', async () => {
    const res = await postJson(t.app, HOSTS.playmax, '/api/auth/reset-password', {
      key: 'A'.repeat(43),
      password: 'long-enough-secret-5',
    });
    expect(res.json()).toMatchObject({ errorCode: 'reset_link_invalid' });
    const malformed = await postJson(t.app, HOSTS.playmax, '/api/auth/reset-password', {
      key: 'short',
      password: 'long-enough-secret-5',
    });
    expect(malformed.json()).toMatchObject({ errorCode: 'invalid_input' });
  });

  it('tells the reset page whether a link works (valid, used, expired, unknown) without using it or naming its account', async () => {
    const check = async (key: string, host: string = HOSTS.playmax) => {
      const res = await postJson(t.app, host, '/api/auth/reset-password/check', { key });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      return res.json<unknown>();
    };
    await postJson(t.app, HOSTS.playmax, '/api/auth/forgot-password', { email: 'fr@playmax.test' });
    const key = resetKey((await mailsTo(t, 'fr@playmax.test'))[0] as Mail);
    expect(await check(key)).toEqual({ status: 'valid' });
    // Asking does not use it up.
    expect(await check(key)).toEqual({ status: 'valid' });
    expect(await check(key, HOSTS.clickcoins)).toEqual({ status: 'unknown' });
    expect(await check('A'.repeat(43))).toEqual({ status: 'unknown' });
    expect(await check('short')).toEqual({ status: 'unknown' });
    const used = await postJson(t.app, HOSTS.playmax, '/api/auth/reset-password', {
      key,
      password: 'long-enough-secret-5',
    });
    expect(used.statusCode).toBe(200);
    expect(await check(key)).toEqual({ status: 'used' });

    await postJson(t.app, HOSTS.playmax, '/api/auth/forgot-password', { email: 'fr@playmax.test' });
    const later = resetKey((await mailsTo(t, 'fr@playmax.test'))[0] as Mail);
    expect(later).not.toBe(key);
    t.clock.advance(3601);
    expect(await check(later)).toEqual({ status: 'expired' });
  });

  it("forgot-email never reveals whether an account matched, and mails each of this brand's matches in its language", async () => {
    const match = await postJson(t.app, HOSTS.playmax, '/api/auth/forgot-email', {
      first6: '424242',
      last4: '4242',
    });
    const none = await postJson(t.app, HOSTS.playmax, '/api/auth/forgot-email', {
      first6: '555555',
      last4: '4444',
    });
    expect(match.statusCode).toBe(202);
    expect(none.statusCode).toBe(202);
    expect(match.body).toBe(none.body);

    const paid = await mailsTo(t, 'paid@playmax.test');
    const toPaid = paid.find((m) => m.subject.includes('sign-in e-mail'));
    expect(toPaid?.text_body).toContain('paid@playmax.test');
    const fr = await mailsTo(t, 'fr@playmax.test');
    expect(fr[0]?.subject).toBe('Votre courriel de connexion PlayMax');
    expect(fr[0]?.text_body).toContain('Bonjour fr,');
    // The same card on another brand is not this brand's business.
    expect(await mailsTo(t, 'twin@clickcoins.test')).toHaveLength(0);
  });

  it('forgot-email refuses anything but 6 and 4 digits', async () => {
    for (const body of [
      { first6: '42424', last4: '4242' },
      { first6: '424242', last4: 'abcd' },
      { first6: 424242, last4: 4242 },
    ]) {
      const res = await postJson(t.app, HOSTS.playmax, '/api/auth/forgot-email', body);
      expect(res.statusCode).toBe(400);
    }
  });

  it('the dev mailbox page lists mail newest first with clickable links', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dev/mailbox', headers: { host: HOSTS.playmax } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toMatch(
      /<a href="http:\/\/playmax\.localhost:3000\/reset-password\/[A-Za-z0-9_-]{43}">/,
    );
  });
});

describe('reset link checks', () => {
  const t = useTestApp('sqlite');

  it('are rate limited like using a link: 20 per address per 15 minutes', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 21; i++)
      codes.push(
        (await postJson(t.app, HOSTS.playmax, '/api/auth/reset-password/check', { key: 'A'.repeat(43) }))
          .statusCode,
      );
    expect(codes.slice(0, 20).every((c) => c === 200)).toBe(true);
    expect(codes[20]).toBe(429);
  });
});

describe('mailbox in prod', () => {
  it('is not there (404)', async () => {
    const db = await createTestDb('sqlite');
    const t = await createTestApp(db, { config: { env: 'prod', isProd: true } });
    try {
      for (const url of ['/dev/mailbox', '/dev/mailbox.json']) {
        const res = await t.app.inject({ method: 'GET', url, headers: { host: HOSTS.playmax } });
        expect(res.statusCode).toBe(404);
      }
    } finally {
      await t.close();
      await db.drop();
    }
  });
});
