import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../src/config';
import { loadFixtures } from '../fixtures';
import { HOSTS, createTestApp, createTestDb, type TestApp, type TestDb } from '../harness';

/**
 * CF-IPCountry is Cloudflare's word only when the request came through a proxy TRUST_PROXY names;
 * from anyone else it is the client's choice of country (and with it of prices and giveaways).
 * The fixtures' playmax brand is in the US.
 */
describe('the visitor country header', () => {
  let db: TestDb;
  const apps: TestApp[] = [];
  const appWith = async (config: Partial<Config>) => {
    const t = await createTestApp(db, { config });
    apps.push(t);
    return t;
  };
  beforeAll(async () => {
    db = await createTestDb('sqlite');
    await loadFixtures(db.handle.db);
  });
  afterAll(async () => {
    for (const t of apps) await t.close();
    await db.drop();
  });

  async function countryOf(t: TestApp, headers: Record<string, string>, remoteAddress = '203.0.113.7') {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/boot',
      headers: { host: HOSTS.playmax, ...headers },
      remoteAddress,
    });
    return res.json<{ country: string }>().country;
  }

  it('in prod without TRUST_PROXY, ignores CF-IPCountry and X-Country', async () => {
    const t = await appWith({ env: 'prod', isProd: true, trustProxy: false });
    expect(await countryOf(t, { 'cf-ipcountry': 'FR' })).toBe('US');
    expect(await countryOf(t, { 'x-country': 'FR' })).toBe('US');
  });

  it('in prod behind a named proxy, believes CF-IPCountry from that proxy only', async () => {
    const t = await appWith({ env: 'prod', isProd: true, trustProxy: '10.0.0.0/8, 192.0.2.1' });
    expect(await countryOf(t, { 'cf-ipcountry': 'FR' }, '10.1.2.3')).toBe('FR');
    expect(await countryOf(t, { 'cf-ipcountry': 'DE' }, '192.0.2.1')).toBe('DE');
    expect(await countryOf(t, { 'cf-ipcountry': 'FR' }, '203.0.113.7')).toBe('US');
    expect(await countryOf(t, { 'x-country': 'FR' }, '10.1.2.3')).toBe('US');
  });

  it('outside prod, lets tests and demos pick the country', async () => {
    const t = await appWith({ trustProxy: false });
    expect(await countryOf(t, { 'x-country': 'FR' })).toBe('FR');
    expect(await countryOf(t, { 'cf-ipcountry': 'GB' })).toBe('GB');
  });
});
