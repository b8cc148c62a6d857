/**
 * Suite 3 of issue 15, "Brute force": password guessing is slowed per account and per address,
 * whether the guesses come one by one, concurrently, batched or as aliases of one GraphQL document;
 * and strangers cannot use that to keep a member out (weakness 2): a member who proves themselves,
 * by a completed password reset or from a browser they signed in on before, gets in.
 */
import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { KNOWN_DEVICE_COOKIE } from '../../src/modules/auth/known-device';
import { createSignInLink } from '../../src/modules/auth/sign-link';
import { PASSWORD } from '../fixtures';
import { DIALECTS, HOSTS, cookieValue, postJson, useTestApp, type TestApp } from '../harness';

const WRONG = 'not-the-password-2026';
/** ACCOUNT_POLICY and IP_POLICY: from the 5th failure in the hour, the next attempt waits. */
const FREE_FAILURES = 5;
/** Each password check is a deliberately slow scrypt (128 MiB): a budget for the test, not a bound. */
const SCRYPT_HEAVY = { timeout: 180_000 };

function signIn(
  t: TestApp,
  email: string,
  password: string,
  ip: string,
  opts: { host?: string; device?: string } = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = opts.device
    ? { cookie: `${KNOWN_DEVICE_COOKIE}=${opts.device}` }
    : {};
  return postJson(t.app, opts.host ?? HOSTS.playmax, '/api/auth/login', { email, password }, headers, ip);
}

/** A dozen wrong passwords on the account, each from another address, as a stranger would. */
async function strangersFail(t: TestApp, email: string, net: number, host?: string): Promise<void> {
  const codes = [];
  for (let i = 1; i <= 12; i++)
    codes.push((await signIn(t, email, WRONG, `10.${net}.0.${i}`, { host })).statusCode);
  // Five are tried and fail, the rest wait: the account is held.
  expect(codes.filter((c) => c === 401)).toHaveLength(FREE_FAILURES);
  expect(codes.filter((c) => c === 429)).toHaveLength(12 - FREE_FAILURES);
}

const CHANGE_PASSWORD = (alias: string) =>
  `${alias}: changePassword(currentPassword: "${WRONG}", newPassword: "a-new-pass-2026", verification: "a-new-pass-2026") { responseResult { errorCode } }`;

describe.each(DIALECTS)('brute force on %s', (dialect) => {
  const t = useTestApp(dialect, { logins: { newcomer: 'newcomer@playmax.test', fr: 'fr@playmax.test' } });

  it(
    'per account: from the 5th failure, even from new addresses, the next attempt waits (Retry-After)',
    SCRYPT_HEAVY,
    async () => {
      await strangersFail(t, 'paid@playmax.test', 1);
      const right = await signIn(t, 'paid@playmax.test', PASSWORD, '10.1.1.1');
      expect(right.statusCode).toBe(429);
      expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    },
  );

  it(
    'per address: five failures on five accounts slow a sixth account from that address',
    SCRYPT_HEAVY,
    async () => {
      for (let i = 0; i < FREE_FAILURES; i++)
        expect((await signIn(t, `guess${i}@playmax.test`, WRONG, '10.2.0.1')).statusCode).toBe(401);
      expect((await signIn(t, 'guess9@playmax.test', WRONG, '10.2.0.1')).statusCode).toBe(429);
    },
  );

  it(
    'batched: twelve concurrent guesses get no more than five tries at the password',
    SCRYPT_HEAVY,
    async () => {
      const codes = (
        await Promise.all(
          Array.from({ length: 12 }, (_, i) => signIn(t, 'veteran@playmax.test', WRONG, `10.3.0.${i + 1}`)),
        )
      ).map((r) => r.statusCode);
      expect(codes.filter((c) => c === 401)).toHaveLength(FREE_FAILURES);
      expect(codes.filter((c) => c === 429)).toHaveLength(12 - FREE_FAILURES);
    },
  );

  it(
    'aliased: eight password checks in one GraphQL document get no more than five tries',
    SCRYPT_HEAVY,
    async () => {
      const aliases = Array.from({ length: 8 }, (_, i) => CHANGE_PASSWORD(`try${i}`)).join('\n');
      const res = await postJson(
        t.app,
        HOSTS.playmax,
        '/membergraphapi/',
        { query: `mutation { member { ${aliases} } }` },
        { authorization: `Bearer ${t.tokens.newcomer}` },
        '10.4.0.1',
      );
      const answers = Object.values(
        res.json<{ data: { member: Record<string, { responseResult: { errorCode: string } }> } }>().data
          .member,
      );
      const codes = answers.map((a) => a.responseResult.errorCode);
      expect(codes.filter((c) => c === 'wrong_password')).toHaveLength(FREE_FAILURES);
      expect(codes.filter((c) => c === 'too_many_attempts')).toHaveLength(8 - FREE_FAILURES);
    },
  );

  it(
    'batched GraphQL (an array of operations) is refused outright, so it cannot multiply guesses',
    SCRYPT_HEAVY,
    async () => {
      const one = { query: `mutation { member { ${CHANGE_PASSWORD('one')} } }` };
      const res = await postJson(
        t.app,
        HOSTS.playmax,
        '/membergraphapi/',
        Array.from({ length: 8 }, () => one),
        { authorization: `Bearer ${t.tokens.fr}` },
        '10.5.0.1',
      );
      expect(res.statusCode).toBe(400);
      expect(res.body).not.toContain('wrong_password');
    },
  );

  it(
    'a member gets past the lockout from a browser they signed in on before; a borrowed or forged cookie does not',
    SCRYPT_HEAVY,
    async () => {
      const before = await signIn(t, 'inactive@playmax.test', PASSWORD, '10.6.1.1');
      expect(before.statusCode).toBe(200);
      const device = cookieValue(before, KNOWN_DEVICE_COOKIE) ?? '';
      const cookie = before.cookies.find((c) => c.name === KNOWN_DEVICE_COOKIE);
      expect(cookie).toMatchObject({ httpOnly: true, path: '/api/auth/login' });
      const othersDevice = cookieValue(
        await signIn(t, 'fr@playmax.test', PASSWORD, '10.6.1.2'),
        KNOWN_DEVICE_COOKIE,
      );

      await strangersFail(t, 'inactive@playmax.test', 6);
      // From a new browser the member waits like everyone…
      expect((await signIn(t, 'inactive@playmax.test', PASSWORD, '10.6.2.1')).statusCode).toBe(429);
      expect(
        (await signIn(t, 'inactive@playmax.test', PASSWORD, '10.6.2.1', { device: othersDevice })).statusCode,
      ).toBe(429);
      const forged = device.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
      expect(
        (await signIn(t, 'inactive@playmax.test', PASSWORD, '10.6.2.1', { device: forged })).statusCode,
      ).toBe(429);
      // …from their own browser they get in, wherever it is now.
      const known = await signIn(t, 'inactive@playmax.test', PASSWORD, '10.6.2.2', { device });
      expect(known.statusCode).toBe(200);
      // And guessing from a stolen device cookie is throttled on that device's own counter.
      for (let i = 0; i < FREE_FAILURES; i++)
        expect((await signIn(t, 'inactive@playmax.test', WRONG, `10.6.3.${i}`, { device })).statusCode).toBe(
          401,
        );
      expect((await signIn(t, 'inactive@playmax.test', WRONG, '10.6.3.9', { device })).statusCode).toBe(429);
    },
  );

  it('a completed password reset lets the member in again at once, from anywhere', SCRYPT_HEAVY, async () => {
    await strangersFail(t, 'member@clickcoins.test', 7, HOSTS.clickcoins);
    expect(
      (await signIn(t, 'member@clickcoins.test', PASSWORD, '10.7.1.1', { host: HOSTS.clickcoins }))
        .statusCode,
    ).toBe(429);

    await postJson(
      t.app,
      HOSTS.clickcoins,
      '/api/auth/forgot-password',
      { email: 'member@clickcoins.test' },
      {},
      '10.7.1.1',
    );
    await t.app.services.background.idle();
    const mail = await t.db.handle.db
      .selectFrom('outbox_mails')
      .select('text_body')
      .where('to_address', '=', 'member@clickcoins.test')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const key = /\/reset-password\/([A-Za-z0-9_-]{43})/.exec(mail.text_body)?.[1] ?? '';
    // On the maintained common-password list (not the web's short one): refused, the link kept.
    const common = await postJson(
      t.app,
      HOSTS.clickcoins,
      '/api/auth/reset-password',
      { key, password: '4815162342' },
      {},
      '10.7.1.1',
    );
    expect(common.json()).toMatchObject({ errorCode: 'weak_password', problem: 'too_common' });
    const reset = await postJson(
      t.app,
      HOSTS.clickcoins,
      '/api/auth/reset-password',
      { key, password: 'recovered-pass-2026' },
      {},
      '10.7.1.1',
    );
    expect(reset.statusCode).toBe(200);

    const after = await signIn(t, 'member@clickcoins.test', 'recovered-pass-2026', '10.7.2.1', {
      host: HOSTS.clickcoins,
    });
    expect(after.statusCode).toBe(200);
  });

  it(
    'a member who signed in through a one-time link gets past the lockout from that browser',
    SCRYPT_HEAVY,
    async () => {
      const deps = { db: t.db.handle.db, clock: t.clock.fn, tokens: t.app.services.tokens };
      const link = new URL(
        await createSignInLink(deps, t.ids.newcomer, { id: 'playmax' }, 'http://playmax.localhost'),
      );
      const opened = await t.app.inject({
        method: 'GET',
        url: link.pathname + link.search,
        headers: { host: HOSTS.playmax },
      });
      expect(opened.headers.location).toBe('/');
      const cookie = opened.cookies.find((c) => c.name === KNOWN_DEVICE_COOKIE);
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth/login' });
      const device = cookie?.value ?? '';
      // Signed for this member on this brand only.
      const devices = t.app.services.tokens.devices;
      expect(devices.verify(device, 'playmax', t.ids.newcomer)).toEqual(expect.any(String));
      expect(devices.verify(device, 'playmax', t.ids.fr)).toBeNull();
      expect(devices.verify(device, 'clickcoins', t.ids.newcomer)).toBeNull();

      await strangersFail(t, 'newcomer@playmax.test', 8);
      expect((await signIn(t, 'newcomer@playmax.test', PASSWORD, '10.8.1.1')).statusCode).toBe(429);
      expect((await signIn(t, 'newcomer@playmax.test', PASSWORD, '10.8.1.1', { device })).statusCode).toBe(
        200,
      );
    },
  );
});
