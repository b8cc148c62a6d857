import { describe, expect, it } from 'vitest';
import { HOSTS, postJson, type TestApp, useTestApp } from '../harness';

/** The reset link mailed after a forgot-password request sent with these headers. */
async function resetLinkFor(t: TestApp, email: string, headers: Record<string, string>): Promise<string> {
  const res = await postJson(t.app, HOSTS.playmax, '/api/auth/forgot-password', { email }, headers);
  expect(res.statusCode).toBe(202);
  await t.app.services.background.idle();
  const box = await t.app.inject({
    method: 'GET',
    url: `/dev/mailbox.json?to=${encodeURIComponent(email)}`,
    headers: { host: HOSTS.playmax },
  });
  const text = box.json<{ mails: { text_body: string }[] }>().mails[0]?.text_body ?? '';
  const link = /(\S+)\/reset-password\/[A-Za-z0-9_-]{43}/.exec(text);
  if (!link?.[1]) throw new Error(`no reset link in ${text}`);
  return link[1];
}

// Links come from the brand's public origin (mail/public-origin.ts; the harness: dev on port 3000),
// never from what the request says its host, port or scheme was.
describe('mail links are built from the brand’s own hostname', () => {
  // A proxy is trusted here, so X-Forwarded-Host and -Proto are read by Fastify: they must not matter.
  const t = useTestApp('sqlite', { app: () => ({ config: { trustProxy: true } }) });

  it.each([
    ['playmax.localhost:3000@evil.example', 'http://playmax.localhost:3000'],
    ['playmax.localhost:evil.example', 'http://playmax.localhost:3000'],
    ['playmax.localhost:8080', 'http://playmax.localhost:3000'],
    ['PlayMax.localhost.', 'http://playmax.localhost:3000'],
    ['localhost:1', 'http://playmax.localhost:3000'],
  ])('Host %s gives links to %s', async (host, origin) => {
    expect(await resetLinkFor(t, 'newcomer@playmax.test', { host })).toBe(origin);
  });

  it('ignores X-Forwarded-Host and X-Forwarded-Proto', async () => {
    const headers = {
      host: HOSTS.playmax,
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'javascript',
    };
    expect(await resetLinkFor(t, 'newcomer@playmax.test', headers)).toBe('http://playmax.localhost:3000');
    const https = { host: HOSTS.playmax, 'x-forwarded-proto': 'https' };
    expect(await resetLinkFor(t, 'newcomer@playmax.test', https)).toBe('http://playmax.localhost:3000');
  });
});
