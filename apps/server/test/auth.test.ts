import { describe, expect, it } from 'vitest';
import { TOKEN_COOKIE } from '@member-area/domain';
import { createSignInLink } from '../src/modules/auth/sign-link';
import { PASSWORD } from './fixtures';
import { DIALECTS, HOSTS, cookieValue, gql, login, postJson, useTestApp } from './harness';

const ME = '{ member { info { email } } }';

describe.each(DIALECTS)('auth on %s', (dialect) => {
  const t = useTestApp(dialect);

  it('signs in with the e-mail in any case and answers a token and an HttpOnly cookie', async () => {
    const res = await postJson(t.app, HOSTS.playmax, '/api/auth/login', {
      email: '  PAID@PlayMax.test ',
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    const { token } = res.json<{ token: string }>();
    const cookie = res.cookies.find((c) => c.name === TOKEN_COOKIE);
    expect(cookie?.value).toBe(token);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.path).toBe('/');
    expect(cookie?.maxAge).toBe(30 * 24 * 3600); // the absolute session lifetime (ADR 0006)
    const me = await gql(t.app, HOSTS.playmax, ME, { token });
    expect(me.body.data).toEqual({ member: { info: { email: 'paid@playmax.test' } } });
  });

  it('refuses a wrong password with the brand credentials message', async () => {
    const res = await postJson(t.app, HOSTS.playmax, '/api/auth/login', {
      email: 'fr@playmax.test',
      password: 'nope-nope-nope',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      errorCode: 'invalid_credentials',
      message: 'Credentials do not match any account for this site, try again or contact support.',
    });
    expect(cookieValue(res, TOKEN_COOKIE)).toBeUndefined();
  });

  it("refuses a member of another brand on this brand's host, like an unknown e-mail", async () => {
    const other = await postJson(t.app, HOSTS.clickcoins, '/api/auth/login', {
      email: 'fr@playmax.test',
      password: PASSWORD,
    });
    const unknown = await postJson(t.app, HOSTS.clickcoins, '/api/auth/login', {
      email: 'ghost@nowhere.test',
      password: PASSWORD,
    });
    expect(other.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(other.json()).toEqual(unknown.json());
  });

  it('lets an account that is not yet active sign in (the app shows the notice)', async () => {
    const token = await login(t.app, HOSTS.playmax, 'inactive@playmax.test', PASSWORD);
    const me = await gql(t.app, HOSTS.playmax, '{ member { info { isActive } } }', { token });
    expect(me.body.data).toEqual({ member: { info: { isActive: false } } });
  });

  it('refuses a token of one brand on another', async () => {
    const token = await login(t.app, HOSTS.clickcoins, 'member@clickcoins.test', PASSWORD);
    const res = await gql(t.app, HOSTS.playmax, ME, { token });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ errorCode: 'unauthenticated' });
  });

  it('refuses a forged or tampered token', async () => {
    const token = await login(t.app, HOSTS.playmax, 'fr@playmax.test', PASSWORD);
    const [h, p] = token.split('.');
    const claims = JSON.parse(Buffer.from(p ?? '', 'base64url').toString()) as Record<string, unknown>;
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...claims, sub: String(t.ids.paid) })).toString('base64url')}.${token.split('.')[2]}`;
    expect((await gql(t.app, HOSTS.playmax, ME, { token: forged })).status).toBe(401);
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${p}.`;
    expect((await gql(t.app, HOSTS.playmax, ME, { token: none })).status).toBe(401);
  });

  it('logout really ends the token', async () => {
    const token = await login(t.app, HOSTS.playmax, 'fr@playmax.test', PASSWORD);
    expect((await gql(t.app, HOSTS.playmax, ME, { token })).status).toBe(200);
    const out = await postJson(t.app, HOSTS.playmax, '/api/auth/logout', undefined, {
      authorization: `Bearer ${token}`,
    });
    expect(out.statusCode).toBe(204);
    const cleared = out.cookies.find((c) => c.name === TOKEN_COOKIE);
    expect(cleared?.value).toBe('');
    expect((await gql(t.app, HOSTS.playmax, ME, { token })).status).toBe(401);
  });

  it('logout with the cookie alone revokes the cookie session', async () => {
    const token = await login(t.app, HOSTS.playmax, 'fr@playmax.test', PASSWORD);
    const cookie = `${TOKEN_COOKIE}=${token}`;
    const out = await postJson(t.app, HOSTS.playmax, '/api/auth/logout', {}, { cookie });
    expect(out.statusCode).toBe(204);
    expect((await gql(t.app, HOSTS.playmax, ME, { token })).status).toBe(401);
  });

  it('refuses an expired token', async () => {
    const token = await login(t.app, HOSTS.playmax, 'fr@playmax.test', PASSWORD);
    t.clock.advance(366 * 24 * 3600);
    try {
      expect((await gql(t.app, HOSTS.playmax, ME, { token })).status).toBe(401);
    } finally {
      t.clock.advance(-366 * 24 * 3600);
    }
  });

  it('gives an anonymous generic token for this brand only', async () => {
    const res = await postJson(t.app, HOSTS.playmax, '/api/auth/token/generic', undefined);
    expect(res.statusCode).toBe(200);
    const { token } = res.json<{ token: string }>();
    const anon = await gql(t.app, HOSTS.playmax, '{ member { info { email } } }', { token });
    expect(anon.body.data).toEqual({ member: { info: null } });
    expect((await gql(t.app, HOSTS.clickcoins, ME, { token })).status).toBe(401);
  });

  it('refuses arrays, batches and unknown fields with 400 invalid_input', async () => {
    for (const body of [
      [{ email: 'paid@playmax.test', password: PASSWORD }],
      { email: 'paid@playmax.test', password: PASSWORD, admin: true },
      { email: ['paid@playmax.test'], password: PASSWORD },
      { email: 'paid@playmax.test' },
    ]) {
      const res = await postJson(t.app, HOSTS.playmax, '/api/auth/login', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'invalid_input' });
    }
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { host: HOSTS.playmax, 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ errorCode: 'invalid_input' });
  });

  it('a batch of concurrent wrong passwords gets no more than five tries at the password', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        postJson(
          t.app,
          HOSTS.playmax,
          '/api/auth/login',
          { email: 'batched@playmax.test', password: `guess-number-${i}` },
          {},
          `192.0.2.${i + 10}`,
        ),
      ),
    );
    const codes = attempts.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(7);
  });

  it('throttles an address from the 5th failure even when each attempt names another account', async () => {
    const address = '203.0.113.77';
    for (let i = 0; i < 5; i++) {
      const res = await postJson(
        t.app,
        HOSTS.playmax,
        '/api/auth/login',
        { email: `spray-${i}@playmax.test`, password: 'guess-guess-1' },
        {},
        address,
      );
      expect(res.statusCode).toBe(401);
    }
    const blocked = await postJson(
      t.app,
      HOSTS.playmax,
      '/api/auth/login',
      { email: 'paid@playmax.test', password: PASSWORD },
      {},
      address,
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ errorCode: 'too_many_attempts' });
    // Another address is not held back by this one.
    const elsewhere = await postJson(
      t.app,
      HOSTS.playmax,
      '/api/auth/login',
      { email: 'paid@playmax.test', password: PASSWORD },
      {},
      '203.0.113.78',
    );
    expect(elsewhere.statusCode).toBe(200);
  });

  it('throttles from the 5th failure also with differently-cased e-mails, with Retry-After', async () => {
    const emails = [
      'veteran@playmax.test',
      'VETERAN@playmax.test',
      'Veteran@PlayMax.test',
      ' veteran@playmax.TEST',
      'veteran@PLAYMAX.test',
    ];
    // Each attempt from its own address, so only the account's counter is at work here.
    for (const [i, email] of emails.entries()) {
      const res = await postJson(
        t.app,
        HOSTS.playmax,
        '/api/auth/login',
        { email, password: 'wrong-password-1' },
        {},
        `198.51.100.${i + 1}`,
      );
      expect(res.statusCode).toBe(401);
    }
    // Even the right password waits now.
    const blocked = await postJson(t.app, HOSTS.playmax, '/api/auth/login', {
      email: 'veteran@playmax.test',
      password: PASSWORD,
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('1');
    expect(blocked.json()).toMatchObject({ errorCode: 'too_many_attempts', retryAfterSeconds: 1 });

    t.clock.advance(1);
    const sixth = await postJson(t.app, HOSTS.playmax, '/api/auth/login', {
      email: 'veteran@playmax.test',
      password: 'wrong-again-2',
    });
    expect(sixth.statusCode).toBe(401);
    const longer = await postJson(t.app, HOSTS.playmax, '/api/auth/login', {
      email: 'veteran@playmax.test',
      password: PASSWORD,
    });
    expect(longer.statusCode).toBe(429);
    expect(longer.headers['retry-after']).toBe('2');

    t.clock.advance(2);
    // A success resets the account's counter.
    expect(
      (
        await postJson(t.app, HOSTS.playmax, '/api/auth/login', {
          email: 'veteran@playmax.test',
          password: PASSWORD,
        })
      ).statusCode,
    ).toBe(200);
    const again = await postJson(t.app, HOSTS.playmax, '/api/auth/login', {
      email: 'veteran@playmax.test',
      password: 'wrong-3',
    });
    expect(again.statusCode).toBe(401);
  });

  it('a sign-in link signs in once, and never on another brand', async () => {
    const brand = { id: 'playmax' };
    const deps = { db: t.db.handle.db, clock: t.clock.fn, tokens: t.app.services.tokens };
    const link = await createSignInLink(deps, t.ids.newcomer, brand, 'http://playmax.localhost:3000');
    const url = new URL(link);
    expect(url.pathname).toBe('/api/auth/sign');

    const elsewhere = await t.app.inject({
      method: 'GET',
      url: url.pathname + url.search,
      headers: { host: HOSTS.clickcoins },
    });
    expect(elsewhere.statusCode).toBe(302);
    expect(elsewhere.headers.location).toBe('/login?error=link_invalid');

    const first = await t.app.inject({
      method: 'GET',
      url: url.pathname + url.search,
      headers: { host: HOSTS.playmax },
    });
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('/');
    const token = cookieValue(first, TOKEN_COOKIE);
    expect(token).toBeTruthy();
    const me = await gql(t.app, HOSTS.playmax, ME, { token: token ?? '' });
    expect(me.body.data).toEqual({ member: { info: { email: 'newcomer@playmax.test' } } });

    const second = await t.app.inject({
      method: 'GET',
      url: url.pathname + url.search,
      headers: { host: HOSTS.playmax },
    });
    expect(second.headers.location).toBe('/login?error=link_invalid');
  });

  it('a sign-in link expires after 15 minutes', async () => {
    const deps = { db: t.db.handle.db, clock: t.clock.fn, tokens: t.app.services.tokens };
    const link = new URL(
      await createSignInLink(deps, t.ids.newcomer, { id: 'playmax' }, 'http://playmax.localhost'),
    );
    t.clock.advance(15 * 60 + 1);
    const res = await t.app.inject({
      method: 'GET',
      url: link.pathname + link.search,
      headers: { host: HOSTS.playmax },
    });
    expect(res.headers.location).toBe('/login?error=link_invalid');
  });

  it('refuses a cookie-authenticated POST from another origin or without JSON (CSRF)', async () => {
    const token = await login(t.app, HOSTS.playmax, 'fr@playmax.test', PASSWORD);
    const cookie = `${TOKEN_COOKIE}=${token}`;
    const query = JSON.stringify({ query: 'mutation { member { setTags(tags: ["x:y"]) { tags } } }' });
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/membergraphapi/',
      headers: {
        host: HOSTS.playmax,
        cookie,
        'content-type': 'application/json',
        origin: 'https://evil.example',
      },
      payload: query,
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ errorCode: 'csrf_rejected' });
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { host: HOSTS.playmax, cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=b',
    });
    expect(form.statusCode).toBe(403);
    const same = await t.app.inject({
      method: 'POST',
      url: '/membergraphapi/',
      headers: {
        host: HOSTS.playmax,
        cookie,
        'content-type': 'application/json',
        origin: `http://${HOSTS.playmax}`,
      },
      payload: JSON.stringify({ query: ME }),
    });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ data: { member: { info: { email: 'fr@playmax.test' } } } });
  });

  it("makes a language chosen on the sign-in page the member's own, kept by later sign-ins without one", async () => {
    const LANG = '{ member { info { lang } } }';
    // An address of its own: the throttle tests above have used up the default one's attempts.
    const signIn = (body: Record<string, string>) =>
      postJson(
        t.app,
        HOSTS.playmax,
        '/api/auth/login',
        { email: 'inactive@playmax.test', ...body },
        {},
        '203.0.113.29',
      );
    // A refused sign-in changes nothing.
    expect((await signIn({ password: 'nope-nope-nope', lang: 'ja-jp' })).statusCode).toBe(401);
    const chosen = await signIn({ password: PASSWORD, lang: 'fr-ca' });
    expect(chosen.statusCode).toBe(200);
    const { token } = chosen.json<{ token: string }>();
    expect((await gql(t.app, HOSTS.playmax, LANG, { token })).body.data).toEqual({
      member: { info: { lang: 'fr-ca' } },
    });
    // Stored on the member: a sign-in without a choice (another device) finds it.
    const later = (await signIn({ password: PASSWORD })).json<{ token: string }>().token;
    expect((await gql(t.app, HOSTS.playmax, LANG, { token: later })).body.data).toEqual({
      member: { info: { lang: 'fr-ca' } },
    });
    expect((await signIn({ password: PASSWORD, lang: 'klingon' })).statusCode).toBe(400);
  });
});
