import { describe, expect, it } from 'vitest';
import { REDACTED, redactUrl } from '../../src/http/log-redaction';
import { HOSTS, postJson, useTestApp } from '../harness';

describe('request logs never hold reset keys, sign-in or confirmation tokens', () => {
  const t = useTestApp('sqlite');

  it('redacts them from every line a request logs', async () => {
    await postJson(t.app, HOSTS.playmax, '/api/auth/forgot-password', { email: 'newcomer@playmax.test' });
    await t.app.services.background.idle();
    const box = await t.app.inject({
      method: 'GET',
      url: '/dev/mailbox.json?to=newcomer%40playmax.test',
      headers: { host: HOSTS.playmax },
    });
    const text = box.json<{ mails: { text_body: string }[] }>().mails[0]?.text_body ?? '';
    const resetKey = /\/reset-password\/([A-Za-z0-9_-]{43})/.exec(text)?.[1];
    if (!resetKey) throw new Error('no reset key mailed');
    const signToken = 'eyJhbGciOiJIUzI1NiJ9.sign-in-secret.signature';
    const confirmKey = 'confirm-secret-0123456789abcdef';
    const mediaToken = 'media-secret-0123456789abcdef';

    const before = t.logs.lines.length;
    const host = { host: HOSTS.playmax };
    await t.app.inject({ method: 'GET', url: `/reset-password/${resetKey}`, headers: host });
    await t.app.inject({ method: 'GET', url: `/api/auth/sign?token=${signToken}`, headers: host });
    await t.app.inject({ method: 'GET', url: `/account/confirm-email?key=${confirmKey}&x=1`, headers: host });
    await t.app.inject({ method: 'GET', url: `/media/s/${mediaToken}/video.mp4`, headers: host });
    // The key in a body is not logged either (bodies never are).
    await postJson(t.app, HOSTS.playmax, '/api/auth/reset-password', { key: resetKey, password: 'x' });

    const logged = t.logs.lines.slice(before).map((l) => JSON.stringify(l));
    const incoming = logged.filter((l) => l.includes('incoming request'));
    expect(incoming.length).toBeGreaterThanOrEqual(5);
    for (const secret of [resetKey, signToken, confirmKey, mediaToken])
      expect(logged.filter((l) => l.includes(secret))).toEqual([]);
    expect(incoming.join('\n')).toContain(`/reset-password/${REDACTED}`);
    expect(incoming.join('\n')).toContain(`/account/confirm-email?key=${REDACTED}&x=1`);
  });
});

describe('redactUrl', () => {
  it.each([
    ['/reset-password/abc', `/reset-password/${REDACTED}`],
    ['/reset-password/abc?lang=fr', `/reset-password/${REDACTED}?lang=fr`],
    ['/api/auth/sign?token=abc', `/api/auth/sign?token=${REDACTED}`],
    ['/account/confirm-email?x=1&key=abc', `/account/confirm-email?x=1&key=${REDACTED}`],
    ['/x?%6Bey=abc', `/x?%6Bey=${REDACTED}`],
    ['/media/s/tok/a/b.mp4', `/media/s/${REDACTED}/a/b.mp4`],
    ['/giveaways?page=2', '/giveaways?page=2'],
    ['/x?key', '/x?key'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});
