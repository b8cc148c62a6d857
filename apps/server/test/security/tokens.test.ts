/**
 * Suite 2 of issue 15, "Tokens and sessions": every way a token can be wrong or over is refused —
 * alg none, wrong key, other brand, expired, after logout, after a password change, idle-timed-out,
 * past its absolute lifetime, rotated away by refreshToken.
 */
import { describe, expect, it } from 'vitest';
import { SESSION_IDLE_TIMEOUT_MS, SESSION_MAX_LIFETIME_MS } from '@member-area/domain';
import { TokenSigner } from '../../src/modules/auth/tokens';
import { PASSWORD } from '../fixtures';
import { DIALECTS, HOSTS, gql, login, postJson, useTestApp } from '../harness';

const ME = '{ member { info { email } } }';
const REFRESH = 'mutation { member { refreshToken { responseResult { succeeded errorCode } jwt } } }';
const HOUR = 3600;
const DAY = 24 * HOUR;
/** Sign-ins are deliberately slow scrypt checks: a budget for the test on a busy machine, not a bound. */
const SCRYPT_HEAVY = { timeout: 120_000 };

function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<
    string,
    unknown
  >;
}

describe.each(DIALECTS)('tokens and sessions on %s', (dialect) => {
  const t = useTestApp(dialect);
  const signIn = (email = 'paid@playmax.test') => login(t.app, HOSTS.playmax, email, PASSWORD);
  const status = async (token: string, host: string = HOSTS.playmax) =>
    (await gql(t.app, host, ME, { token })).status;
  const refresh = async (token: string) => {
    const res = await gql(t.app, HOSTS.playmax, REFRESH, { token });
    // A token no longer live is refused before the resolver runs: 401, no payload.
    if (res.status === 401) return null;
    return (
      res.body.data?.member as {
        refreshToken: { responseResult: { succeeded: boolean }; jwt: string | null };
      }
    ).refreshToken;
  };

  it(
    'refuses alg none, a wrong key and another brand, though the session behind them is live',
    SCRYPT_HEAVY,
    async () => {
      const token = await signIn();
      expect(await status(token)).toBe(200);
      const [, payload] = token.split('.');
      const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
      expect(await status(none)).toBe(401);
      // Same claims, same live jti, signed with another secret.
      const c = claimsOf(token);
      const forged = await new TokenSigner('another-secret-another-secret-0123456789', t.clock.fn).issue({
        subject: String(c.sub),
        audience: 'playmax',
        jti: String(c.jti),
        kind: 'member',
        expiresAt: new Date(Number(c.exp) * 1000),
      });
      expect(await status(forged)).toBe(401);
      expect(await status(token, HOSTS.clickcoins)).toBe(401);
    },
  );

  it(
    'refuses a token after logout and, other than the changing one, after a password change',
    SCRYPT_HEAVY,
    async () => {
      const loggedOut = await signIn();
      expect(
        (
          await postJson(
            t.app,
            HOSTS.playmax,
            '/api/auth/logout',
            {},
            { authorization: `Bearer ${loggedOut}` },
          )
        ).statusCode,
      ).toBe(204);
      expect(await status(loggedOut)).toBe(401);

      const other = await signIn('veteran@playmax.test');
      const changer = await signIn('veteran@playmax.test');
      const change = await gql(
        t.app,
        HOSTS.playmax,
        `mutation($c: String!, $n: String!) { member { changePassword(currentPassword: $c, newPassword: $n, verification: $n) { responseResult { succeeded } } } }`,
        { token: changer, variables: { c: PASSWORD, n: 'a-new-veteran-pass-2026' } },
      );
      expect(change.body.data).toEqual({
        member: { changePassword: { responseResult: { succeeded: true } } },
      });
      expect(await status(other)).toBe(401);
      expect(await status(changer)).toBe(200);
    },
  );

  it(
    'ends a session idle for the timeout; one in use stays live until its absolute lifetime',
    SCRYPT_HEAVY,
    async () => {
      const idle = await signIn('fr@playmax.test');
      const busy = await signIn('fr@playmax.test');
      const step = 2 * DAY;
      expect(step * 1000).toBeLessThan(SESSION_IDLE_TIMEOUT_MS);
      let elapsed = 0;
      // `busy` is used every two days; `idle` never after the first step.
      while (elapsed + step < SESSION_MAX_LIFETIME_MS / 1000) {
        t.clock.advance(step);
        elapsed += step;
        expect(await status(busy)).toBe(200);
      }
      expect(await status(idle)).toBe(401);
      t.clock.advance(SESSION_MAX_LIFETIME_MS / 1000 - elapsed);
      expect(await status(busy)).toBe(401);
    },
  );

  it('refuses a token idle for exactly the timeout (and not one second earlier)', SCRYPT_HEAVY, async () => {
    const early = await signIn('newcomer@playmax.test');
    const late = await signIn('newcomer@playmax.test');
    t.clock.advance(SESSION_IDLE_TIMEOUT_MS / 1000 - 1);
    expect(await status(early)).toBe(200);
    t.clock.advance(1);
    expect(await status(late)).toBe(401);
  });

  it('refuses an expired token, whatever its session says', SCRYPT_HEAVY, async () => {
    const token = await signIn('inactive@playmax.test');
    t.clock.advance(SESSION_MAX_LIFETIME_MS / 1000 + 1);
    expect(await status(token)).toBe(401);
  });

  it(
    'refreshToken rotates: the old token is refused, the new one keeps the absolute expiry',
    SCRYPT_HEAVY,
    async () => {
      const old = await signIn();
      t.clock.advance(HOUR);
      const first = await refresh(old);
      expect(first?.responseResult.succeeded).toBe(true);
      const renewed = first?.jwt ?? '';
      expect(await status(old)).toBe(401);
      expect(await status(renewed)).toBe(200);
      expect(claimsOf(renewed).exp).toBe(claimsOf(old).exp);
      // The rotated-away token cannot be refreshed again either.
      expect(await refresh(old)).toBeNull();
    },
  );

  it('of two concurrent refreshes of one token, exactly one gets a new token', SCRYPT_HEAVY, async () => {
    const token = await signIn();
    const results = await Promise.all([refresh(token), refresh(token)]);
    expect(results.filter((r) => r?.responseResult.succeeded)).toHaveLength(1);
    expect(results.filter((r) => r?.jwt)).toHaveLength(1);
  });
});
