import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TOKEN_COOKIE } from '@member-area/domain';
import { HOSTS, gql, postJson, useTestApp } from '../harness';

/** Payloads a member may type into any text field; none may reach HTML as markup. */
const SCRIPT = '<script>alert(1)</script>';
const IMG = '<img src=x onerror=alert(2)>';
const RAW = [SCRIPT, IMG, '<script>alert', '<img src=x'];

function webBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ma-web-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  return dir;
}

interface Mail {
  to_address: string;
  html_body: string;
  text_body: string;
}

describe('stored XSS: member-written strings render as text in every HTML the server makes', () => {
  const t = useTestApp('sqlite', {
    logins: { paid: 'paid@playmax.test' },
    app: () => ({ config: { webDistDir: webBuild() } }),
  });

  it('stores the payloads as given (the API keeps text as text)', async () => {
    const token = t.tokens.paid;
    const profile = await gql(
      t.app,
      HOSTS.playmax,
      `mutation($i: ProfileInput!) { member { updateProfile(input: $i) { responseResult { succeeded errorCode } } } }`,
      { token, variables: { i: { name: `Max ${SCRIPT}`, firstName: `A${IMG}`, lastName: `B${SCRIPT}` } } },
    );
    expect(profile.body.errors, JSON.stringify(profile.body)).toBeUndefined();
    const address = await gql(
      t.app,
      HOSTS.playmax,
      `mutation($i: AddressInput!) { member { updateAddress(input: $i) { responseResult { succeeded errorCode } } } }`,
      {
        token,
        variables: {
          i: {
            firstName: `F${IMG}`,
            lastName: 'L',
            address: `1 ${SCRIPT} Street`,
            city: `C${IMG}`,
            postcode: '10001',
            country: 'US',
          },
        },
      },
    );
    expect(address.body.errors, JSON.stringify(address.body)).toBeUndefined();
    const playlist = await gql(
      t.app,
      HOSTS.playmax,
      `mutation($n: String!) { content { createPlaylist(name: $n) { responseResult { succeeded errorCode } } } }`,
      { token, variables: { n: `P ${SCRIPT}` } },
    );
    expect(playlist.body.errors, JSON.stringify(playlist.body)).toBeUndefined();
    const me = await gql(t.app, HOSTS.playmax, '{ member { info { name firstName lastName } } }', { token });
    expect(me.body.data).toEqual({
      member: { info: { name: `Max ${SCRIPT}`, firstName: `A${IMG}`, lastName: `B${SCRIPT}` } },
    });
  });

  it('escapes them in the mails (outbox) and in the page shell', async () => {
    const token = t.tokens.paid;
    // Mails that greet the member or repeat what they typed.
    await postJson(t.app, HOSTS.playmax, '/api/auth/forgot-password', { email: 'paid@playmax.test' });
    const change = await gql(
      t.app,
      HOSTS.playmax,
      `mutation { member { changeEmail(newEmail: "new-paid@playmax.test", confirmation: "new-paid@playmax.test") { responseResult { succeeded errorCode } } } }`,
      { token },
    );
    expect(change.body.errors).toBeUndefined();
    await t.app.services.background.idle();
    const box = await t.app.inject({
      method: 'GET',
      url: '/dev/mailbox.json',
      headers: { host: HOSTS.playmax },
    });
    const mails = box.json<{ mails: Mail[] }>().mails;
    const mine = mails.filter((m) => /paid@playmax\.test$/.test(m.to_address));
    expect(mine.length).toBeGreaterThanOrEqual(2);
    // The member's name is in at least one of them, escaped.
    expect(mine.some((m) => m.html_body.includes('&lt;script&gt;'))).toBe(true);
    for (const m of mails) for (const raw of RAW) expect(m.html_body).not.toContain(raw);

    // The dev mailbox page shows every mail: its own HTML must not run them either.
    const page = await t.app.inject({ method: 'GET', url: '/dev/mailbox', headers: { host: HOSTS.playmax } });
    for (const raw of RAW) expect(page.body).not.toContain(raw);

    // The shell embeds the signed-in member's boot state.
    const shell = await t.app.inject({
      method: 'GET',
      url: '/account',
      headers: { host: HOSTS.playmax, accept: 'text/html', cookie: `${TOKEN_COOKIE}=${token}` },
    });
    expect(shell.statusCode).toBe(200);
    for (const raw of RAW) expect(shell.body).not.toContain(raw);
  });
});
