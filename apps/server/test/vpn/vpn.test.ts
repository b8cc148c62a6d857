import 'reflect-metadata';
import { execFileSync } from 'node:child_process';
import { webcrypto } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as x509 from '@peculiar/x509';
import { describe, expect, it } from 'vitest';
import { VpnService } from '../../src/modules/vpn/service';
import { createAuthority } from '../../src/modules/vpn/x509';
import { PASSWORD } from '../fixtures';
import { DIALECTS, HOSTS, countRows, gql, login, useTestApp } from '../harness';

x509.cryptoProvider.set(webcrypto as unknown as Parameters<typeof x509.cryptoProvider.set>[0]);

interface IssueJson {
  responseResult: { succeeded: boolean; errorCode: string | null; message: string | null };
  config: { fileName: string; content: string; serial: string; serverId: string; expiresAt: string } | null;
}
interface VpnJson {
  available: boolean;
  refusal: string | null;
  servers: Array<{ id: string; countryCode: string; city: string; load: number }>;
  fastestServerId: string | null;
  certificate: { serial: string; serverId: string } | null;
}

const ISSUE = `mutation($serverId: ID) { member { issueVpnConfig(serverId: $serverId) {
  responseResult { succeeded errorCode message } config { fileName content serial serverId expiresAt } } } }`;
const OVERVIEW = `{ member { info { vpn { available refusal servers { id countryCode city load } fastestServerId
  certificate { serial serverId } } } } }`;

/** OpenSSL 3, the tool VPN servers (OpenVPN's `crl-verify`) read CRLs with. */
const OPENSSL = '/usr/bin/openssl';

/** Runs openssl on files written to a fresh temporary folder; its output and exit status. */
function openssl(
  files: Record<string, string>,
  args: (dir: string) => string[],
): { out: string; ok: boolean } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vpn-openssl-'));
  try {
    for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
    const out = execFileSync(OPENSSL, args(dir), { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    return { out, ok: true };
  } catch (err) {
    const e = err as { stdout?: string; stderr?: string };
    return { out: `${e.stdout ?? ''}${e.stderr ?? ''}`, ok: false };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The inline blocks and directives of an OpenVPN configuration. */
function parseOvpn(text: string): { directives: string[]; blocks: Record<string, string> } {
  const blocks: Record<string, string> = {};
  const rest = text.replace(/<([a-z-]+)>\n([\s\S]*?)\n<\/\1>/g, (_m, tag: string, body: string) => {
    blocks[tag] = body;
    return '';
  });
  return {
    directives: rest
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean),
    blocks,
  };
}

describe.each(DIALECTS)('VPN configurations on %s', (dialect) => {
  const t = useTestApp(dialect, {
    prepare: async (db, ids) => {
      const d = db.handle.db;
      const at = '2026-03-01T00:00:00.000Z';
      await d.insertInto('brand_tags').values({ brand_id: 'playmax', tag: 'ma6_vpn' }).execute();
      await d
        .insertInto('member_tags')
        .values({ member_id: ids.fr, tag: 'vpn:disabled', created_at: at })
        .execute();
      // clickcoins has no ma6_vpn: its twin@ member gets the VPN through an offer named VPN.
      await d.insertInto('offers').values({ id: 9, name: 'VPN', media_types: '[]' }).execute();
      await d
        .insertInto('plans')
        .values({
          id: 209,
          brand_id: 'clickcoins',
          name: 'VPN Platinum',
          group_name: 'vpn',
          description: 'VPN',
          trial_period_days: 0,
          price_recurring: 999,
          price_initial: 999,
          currency: 'CAD',
          symbol: '$',
          interval: 'month',
          interval_count: 1,
          is_public: 1,
        })
        .execute();
      await d.insertInto('plan_offers').values({ plan_id: 209, offer_id: 9 }).execute();
      await d
        .insertInto('subscriptions')
        .values({
          member_id: ids.coinsSameCard,
          plan_id: 209,
          ref_id: 'sub_vpn_1',
          reference_number: 'R-VPN',
          subscription_provider: 'stripe',
          brand_id: 'clickcoins',
          is_active: 1,
          is_trial: 0,
          billing_period_days: 30,
          start_date: at,
          next_billing_date: null,
          cancelled_at: null,
          cancel_ref_id: null,
          cancel_date: null,
          end_date: null,
          created_at: at,
        })
        .execute();
    },
    logins: { paid: 'paid@playmax.test', fr: 'fr@playmax.test' },
  });

  const issue = async (token: string | undefined, serverId?: string, host: string = HOSTS.playmax) => {
    const res = await gql(t.app, host, ISSUE, { token, variables: { serverId } });
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    return (res.body.data as { member: { issueVpnConfig: IssueJson } }).member.issueVpnConfig;
  };
  const overview = async (token: string, host: string = HOSTS.playmax) => {
    const res = await gql(t.app, host, OVERVIEW, { token });
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    return (res.body.data as { member: { info: { vpn: VpnJson } } }).member.info.vpn;
  };
  const caOf = async (host: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/vpn/ca.pem', headers: { host } });
    expect(res.statusCode).toBe(200);
    return new x509.X509Certificate(res.body);
  };
  const liveRows = async () =>
    t.db.handle.db.selectFrom('vpn_certificates').select(['serial', 'revoked_at']).execute();

  it('lists the servers with their load and the least loaded as the default', async () => {
    const vpn = await overview(t.tokens.paid);
    expect(vpn).toMatchObject({
      available: true,
      refusal: null,
      fastestServerId: 'my-kul-1',
      certificate: null,
    });
    expect(vpn.servers).toHaveLength(20);
    expect(vpn.servers).toContainEqual({ id: 'de-fra-1', countryCode: 'DE', city: 'Frankfurt', load: 81 });
  });

  it('issues an OpenVPN configuration whose client certificate chains to the brand’s CA', async () => {
    const out = await issue(t.tokens.paid, 'jp-tyo-1');
    expect(out.responseResult).toMatchObject({ succeeded: true, errorCode: null });
    const config = out.config!;
    // The issue date and the serial's first 8 digits tell this download from the one before it.
    expect(config.fileName).toBe(`playmax-jp-tyo-1-20260301-${config.serial.slice(0, 8)}.ovpn`);
    const { directives, blocks } = parseOvpn(config.content);
    expect(directives).toEqual(
      expect.arrayContaining(['client', 'dev tun', 'proto udp', 'remote jp-tyo-1.edge.member-vpn.net 1194']),
    );
    expect(directives).toContain('remote-cert-tls server');

    const ca = await caOf(HOSTS.playmax);
    expect(new x509.X509Certificate(blocks.ca!).equal(ca)).toBe(true);
    const cert = new x509.X509Certificate(blocks.cert!);
    expect(await cert.verify({ publicKey: ca.publicKey, signatureOnly: true })).toBe(true);
    expect(cert.issuer).toBe(ca.subject);
    expect(cert.serialNumber.toLowerCase()).toBe(config.serial);
    expect(cert.subject).toContain(`CN=member-${t.ids.paid}`);
    const eku = cert.getExtension(x509.ExtendedKeyUsageExtension);
    expect(eku?.usages).toContain(x509.ExtendedKeyUsage.clientAuth);
    // The private key in <key> belongs to the certificate.
    const key = await webcrypto.subtle.importKey(
      'pkcs8',
      x509.PemConverter.decodeFirst(blocks.key!),
      { name: 'ECDSA', namedCurve: 'P-256' },
      false,
      ['sign'],
    );
    const data = new TextEncoder().encode('proof');
    const sig = await webcrypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, key, data);
    const pub = (await cert.publicKey.export()) as unknown as webcrypto.CryptoKey;
    expect(await webcrypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, pub, sig, data)).toBe(true);

    const vpn = await overview(t.tokens.paid);
    expect(vpn.certificate).toEqual({ serial: config.serial, serverId: 'jp-tyo-1' });
  });

  it('revokes the previous certificate when a new configuration is issued, and lists it in the signed CRL', async () => {
    const first = (await issue(t.tokens.paid)).config!;
    expect(first.serverId).toBe('my-kul-1');
    const second = (await issue(t.tokens.paid, 'fr-par-1')).config!;
    const rows = await liveRows();
    expect(rows.find((r) => r.serial === first.serial)?.revoked_at).not.toBeNull();
    expect(rows.filter((r) => r.revoked_at === null).map((r) => r.serial)).toEqual([second.serial]);

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/vpn/crl.pem',
      headers: { host: HOSTS.playmax },
    });
    expect(res.statusCode).toBe(200);
    const crl = new x509.X509Crl(res.body);
    expect(await crl.verify({ publicKey: await caOf(HOSTS.playmax) })).toBe(true);
    const revoked = crl.entries.map((e) => e.serialNumber.toLowerCase());
    expect(revoked).toContain(first.serial);
    expect(revoked).not.toContain(second.serial);
  });

  it('serves a CRL OpenSSL reads: the replaced configuration revoked as superseded, refused by verify -crl_check', async () => {
    const replaced = (await issue(t.tokens.paid, 'de-fra-1')).config!;
    const current = (await issue(t.tokens.paid, 'de-fra-1')).config!;
    expect(current.fileName).not.toBe(replaced.fileName);
    const caPem = (
      await t.app.inject({ method: 'GET', url: '/api/vpn/ca.pem', headers: { host: HOSTS.playmax } })
    ).body;
    const crlPem = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/vpn/crl.pem', headers: { host: HOSTS.playmax } })).body;
    const crl = await crlPem();
    expect(crl).toMatch(/^-----BEGIN X509 CRL-----\n/);

    const text = openssl({ 'crl.pem': crl }, (d) => [
      'crl',
      '-in',
      path.join(d, 'crl.pem'),
      '-noout',
      '-text',
    ]);
    expect(text.ok, text.out).toBe(true);
    expect(text.out).toMatch(/X509v3 CRL Number:\s*\n\s*\d+/);
    // openssl prints serials in upper-case hex; the entry of the replaced certificate carries its reason.
    const entry = new RegExp(
      `Serial Number: ${replaced.serial.toUpperCase()}[\\s\\S]*?Reason Code:\\s*\\n\\s*Superseded`,
    );
    expect(text.out).toMatch(entry);
    expect(text.out).not.toContain(current.serial.toUpperCase());

    // The CRL Number grows with each new CRL (RFC 5280 5.2.3), so a VPN server keeps the newest.
    t.clock.advance(60);
    const number = (pem: string) =>
      BigInt(
        /X509v3 CRL Number:\s*\n\s*(\d+)/.exec(
          openssl({ 'c.pem': pem }, (d) => ['crl', '-in', path.join(d, 'c.pem'), '-noout', '-text']).out,
        )![1]!,
      );
    expect(number(await crlPem())).toBeGreaterThan(number(crl));

    // What a VPN server does with `ca` and `crl-verify`: the replaced certificate is refused, the current one accepted.
    const at = String(Math.floor(t.clock.now.getTime() / 1000));
    const verify = (configText: string) =>
      openssl(
        { 'ca-crl.pem': `${caPem.trim()}\n${crl.trim()}\n`, 'cert.pem': parseOvpn(configText).blocks.cert! },
        (d) => [
          'verify',
          '-crl_check',
          '-attime',
          at,
          '-CAfile',
          path.join(d, 'ca-crl.pem'),
          path.join(d, 'cert.pem'),
        ],
      );
    const refused = verify(replaced.content);
    expect(refused.ok).toBe(false);
    expect(refused.out).toContain('certificate revoked');
    const accepted = verify(current.content);
    expect(accepted.out).toContain(': OK');
    expect(accepted.ok).toBe(true);
  });

  it('names the CA after the brand once', async () => {
    expect((await caOf(HOSTS.playmax)).subject).toBe('CN=PlayMax VPN CA, O=PlayMax');
    const harbor = await createAuthority('Harbor VPN', new Date());
    expect(new x509.X509Certificate(harbor.certificatePem).subject).toBe('CN=Harbor VPN CA, O=Harbor VPN');
  });

  it('keeps exactly one live certificate when two configurations are requested at once', async () => {
    const both = await Promise.all([issue(t.tokens.paid), issue(t.tokens.paid)]);
    expect(both.every((b) => b.responseResult.succeeded)).toBe(true);
    const live = (await liveRows()).filter((r) => r.revoked_at === null);
    expect(live).toHaveLength(1);
  });

  it('gives the vpn brand’s members (an offer named VPN) their own CA, distinct from another brand’s', async () => {
    const token = await login(t.app, HOSTS.clickcoins, 'twin@clickcoins.test', PASSWORD);
    const out = await issue(token, undefined, HOSTS.clickcoins);
    expect(out.responseResult.succeeded).toBe(true);
    const cert = new x509.X509Certificate(parseOvpn(out.config!.content).blocks.cert!);
    const own = await caOf(HOSTS.clickcoins);
    expect(await cert.verify({ publicKey: own, signatureOnly: true })).toBe(true);
    expect(await cert.verify({ publicKey: await caOf(HOSTS.playmax), signatureOnly: true })).toBe(false);
  });

  it('refuses a member without VPN in their language and issues nothing', async () => {
    const before = await countRows(t.db.handle.db, 'vpn_certificates');
    const fr = await issue(t.tokens.fr);
    expect(fr).toEqual({
      responseResult: {
        succeeded: false,
        errorCode: 'vpn_not_available',
        message: 'Le VPN ne fait pas partie de votre abonnement.',
      },
      config: null,
    });
    expect(await overview(t.tokens.fr)).toMatchObject({
      available: false,
      refusal: 'vpn_not_available',
      servers: [],
    });
    const coins = await login(t.app, HOSTS.clickcoins, 'member@clickcoins.test', PASSWORD);
    expect((await issue(coins, undefined, HOSTS.clickcoins)).responseResult.errorCode).toBe(
      'vpn_not_available',
    );
    expect((await issue(undefined)).responseResult.errorCode).toBe('unauthenticated');
    expect(await countRows(t.db.handle.db, 'vpn_certificates')).toBe(before);
  });

  it('refuses an unknown server and issues nothing', async () => {
    const before = await countRows(t.db.handle.db, 'vpn_certificates');
    expect((await issue(t.tokens.paid, 'xx-nowhere')).responseResult.errorCode).toBe('vpn_server_not_found');
    expect(await countRows(t.db.handle.db, 'vpn_certificates')).toBe(before);
  });

  it('refuses a member in a blocked country and issues nothing (the list is empty today: SPEC.md 6)', async () => {
    const service = new VpnService(
      t.db.handle.db,
      () => new Date(),
      'test-secret-test-secret-test-secret-0123456789',
      ['GB'],
    );
    const brand = { id: 'playmax', name: 'PlayMax', tags: ['ma6_vpn'] };
    const before = await countRows(t.db.handle.db, 'vpn_certificates');
    const out = await service.issueConfig({ id: t.ids.veteran, brandId: 'playmax' }, brand, 'GB', null);
    expect(out).toEqual({ ok: false, errorCode: 'vpn_country_blocked' });
    expect(await countRows(t.db.handle.db, 'vpn_certificates')).toBe(before);
  });

  it('stores the CA key only wrapped under the server secret', async () => {
    const row = await t.db.handle.db
      .selectFrom('vpn_authorities')
      .select(['wrapped_key'])
      .where('brand_id', '=', 'playmax')
      .executeTakeFirstOrThrow();
    expect(row.wrapped_key).not.toMatch(/PRIVATE KEY|^MI/);
    const otherSecret = new VpnService(
      t.db.handle.db,
      () => new Date(),
      'another-secret-another-secret-0123456789',
    );
    const brand = { id: 'playmax', name: 'PlayMax', tags: ['ma6_vpn'] };
    const out = await otherSecret.issueConfig({ id: t.ids.paid, brandId: 'playmax' }, brand, 'US', null);
    expect(out).toEqual({ ok: false, errorCode: 'vpn_unavailable' });
  });
});
