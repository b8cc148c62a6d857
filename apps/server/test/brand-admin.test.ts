import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BootState } from '@member-area/domain';
import type { DbOrTrx } from '../src/db/kysely';
import type { BrandInputDraft } from '../src/modules/brand/admin-model';
import {
  BrandAdminService,
  minimalBrandDraft,
  type AuditRecorder,
  type BrandAuditEntry,
} from '../src/modules/brand/admin-service';
import { runOps, type OpsContext } from '../src/ops/commands';
import { DIALECTS, HOSTS, useTestApp } from './harness';

const INDEX = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>Member area</title><!--app-head--></head>
  <body><div id="root"></div></body>
</html>`;

function bootStateOf(html: string): BootState {
  const m = /<script id="boot-state" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  if (!m?.[1]) throw new Error('no boot state');
  return JSON.parse(m[1]) as BootState;
}

/** The audit rows a change recorded, and whether the transaction it was handed saw the change. */
class TestAudit implements AuditRecorder {
  readonly entries: BrandAuditEntry[] = [];
  failNext = false;
  async record(trx: DbOrTrx, entry: BrandAuditEntry): Promise<void> {
    // The row the change wrote is visible through the handle the audit row is written with.
    const seen = await trx
      .selectFrom('brands')
      .select('name')
      .where('id', '=', entry.brandId ?? '')
      .executeTakeFirst();
    if (!seen) throw new Error('the audit row was not handed the change’s transaction');
    if (this.failNext) {
      this.failNext = false;
      throw new Error('the audit log is unavailable');
    }
    this.entries.push(entry);
  }
}

const STAFF = { staffId: 7, ip: '203.0.113.9' };

describe.each(DIALECTS)('brands from the console and the command line on %s', (dialect) => {
  const t = useTestApp(dialect);
  const audit = new TestAudit();
  let admin: BrandAdminService;
  const lines: string[] = [];
  const ops = (...argv: string[]) => {
    lines.length = 0;
    const ctx = {
      db: t.db.handle.db,
      clock: t.clock.fn,
      brandAdmin: admin,
      out: (line: string) => lines.push(line),
    } as unknown as OpsContext;
    return runOps(argv, ctx);
  };
  const page = (host: string, url: string) =>
    t.app.inject({ method: 'GET', url, headers: { host, accept: 'text/html' } });

  beforeAll(() => {
    admin = new BrandAdminService({
      db: t.db.handle.db,
      clock: t.clock.fn,
      audit,
      brands: { clear: () => {} },
      dataDir: t.config.dataDir,
      consoleHosts: ['admin.localhost'],
    });
    fs.mkdirSync(t.config.webDistDir, { recursive: true });
    fs.writeFileSync(path.join(t.config.webDistDir, 'index.html'), INDEX);
  });

  const draft = (over: Partial<BrandInputDraft> = {}): BrandInputDraft => ({
    ...minimalBrandDraft('Star Play', 'starplay.localhost'),
    ...over,
  });

  it('creates a brand whose host serves its own sign-in page at once, with one audit row', async () => {
    const r = await admin.create('starplay', draft({ accentColor: '#FBBF24' }), STAFF);
    expect(r).toMatchObject({
      ok: true,
      brand: { id: 'starplay', name: 'Star Play', hosts: ['starplay.localhost'] },
    });
    expect(audit.entries.at(-1)).toMatchObject({
      staffId: 7,
      brandId: 'starplay',
      action: 'brand.create',
      target: 'brand:starplay',
      before: null,
      after: { name: 'Star Play', accentColor: '#FBBF24' },
      ip: '203.0.113.9',
    });

    const signIn = await page('starplay.localhost', '/login');
    expect(signIn.statusCode).toBe(200);
    expect(bootStateOf(signIn.body).brand).toMatchObject({ id: 'starplay', name: 'Star Play' });
    const logo = await page('starplay.localhost', '/brand-assets/starplay/logo.svg');
    expect(logo.statusCode).toBe(200);
    expect(logo.body).toContain('Star Play');
    const favicon = await page('starplay.localhost', '/favicon-32.png');
    expect(favicon.statusCode).toBe(200);
    expect(favicon.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect(fs.existsSync(path.join(t.config.dataDir, 'brand-assets', 'starplay', 'icon-16.png'))).toBe(true);

    // Its menu: home and every media type, as the member area reads it.
    const menu = await t.db.handle.db
      .selectFrom('menu_items')
      .select(['type', 'display_area_slug', 'hide_for_iphone'])
      .where('brand_id', '=', 'starplay')
      .orderBy('position')
      .execute();
    expect(menu[0]).toEqual({ type: 'home', display_area_slug: 'home', hide_for_iphone: 0 });
    expect(menu.find((m) => m.type === 'game')).toEqual({
      type: 'game',
      display_area_slug: 'game_overview',
      hide_for_iphone: 1,
    });
  });

  it('refuses a host another brand or the console owns, an id taken, and a colour below AA, writing nothing', async () => {
    const before = audit.entries.length;
    expect(
      await admin.create('other', draft({ hosts: ['new.localhost', 'playmax.localhost'] }), STAFF),
    ).toEqual({
      ok: false,
      errorCode: 'host_taken',
      field: 'hosts.1',
    });
    expect(await admin.create('other', draft({ hosts: ['admin.localhost'] }), STAFF)).toMatchObject({
      ok: false,
      errorCode: 'host_taken',
      field: 'hosts.0',
    });
    expect(await admin.create('playmax', draft({ hosts: ['fresh.localhost'] }), STAFF)).toMatchObject({
      ok: false,
      errorCode: 'brand_exists',
    });
    expect(
      await admin.create('other', draft({ hosts: ['grey.localhost'], accentColor: '#4B5563' }), STAFF),
    ).toMatchObject({
      ok: false,
      errorCode: 'contrast_too_low',
      field: 'accentColor',
    });
    expect(await admin.get('other')).toBeNull();
    expect((await page('new.localhost', '/login')).statusCode).toBe(200);
    expect(bootStateOf((await page('new.localhost', '/login')).body).brand).toBeNull();
    expect(audit.entries.length).toBe(before);
  });

  it('updates a brand with its audit row before and after; a failing audit row rolls the change back', async () => {
    const current = await admin.get('starplay');
    if (!current) throw new Error('no starplay');
    const { id: _id, logoUrl: _l, iconUrl: _i, ...input } = current;
    const r = await admin.update(
      'starplay',
      { ...input, name: 'Star Play Plus', hosts: ['stars.localhost'] },
      STAFF,
    );
    expect(r).toMatchObject({ ok: true, changed: ['name', 'hosts'] });
    expect(audit.entries.at(-1)).toMatchObject({
      action: 'brand.update',
      before: { name: 'Star Play', hosts: ['starplay.localhost'] },
      after: { name: 'Star Play Plus', hosts: ['stars.localhost'] },
    });
    expect(bootStateOf((await page('stars.localhost', '/login')).body).brand?.name).toBe('Star Play Plus');
    expect(bootStateOf((await page('starplay.localhost', '/login')).body).brand).toBeNull();

    audit.failNext = true;
    await expect(
      admin.update('starplay', { ...input, name: 'Never Saved', hosts: ['never.localhost'] }, STAFF),
    ).rejects.toThrow('the audit log is unavailable');
    expect(await admin.get('starplay')).toMatchObject({ name: 'Star Play Plus', hosts: ['stars.localhost'] });
    expect(bootStateOf((await page('never.localhost', '/login')).body).brand).toBeNull();
  });

  it('reads a brand back as it saves it: the sweeps setting, the layout tag and the menu round-trip', async () => {
    const playmax = await admin.get('playmax');
    expect(playmax).toMatchObject({ sweeps: { forAll: true }, tags: ['ecommerce:enabled'] });
    const clickcoins = await admin.get('clickcoins');
    expect(clickcoins?.layout).toBe('clickcoins');
    expect(clickcoins?.tags).toEqual([]);
    expect((await admin.list(['playmax', 'nope'])).map((b) => b.id)).toEqual(['playmax']);
    expect((await admin.list(null)).map((b) => b.id)).toEqual(['clickcoins', 'playmax', 'starplay']);
  });

  it('create-brand and update-brand: validated as the console is, printing what changed', async () => {
    expect(
      await ops(
        'create-brand',
        '--id',
        'nova',
        '--name',
        'Nova',
        '--host',
        'nova.localhost',
        '--layout',
        'clickplay',
        '--accent',
        '#F59E0B',
        '--currency',
        'EUR',
      ),
    ).toEqual({ ok: true });
    expect(lines[0]).toBe(
      'created brand nova (Nova) on nova.localhost: layout clickplay, accent #F59E0B, currency EUR',
    );
    expect(audit.entries.at(-1)).toMatchObject({
      staffId: null,
      ip: 'cli',
      action: 'brand.create',
      brandId: 'nova',
    });
    expect(bootStateOf((await page('nova.localhost', '/login')).body).brand?.name).toBe('Nova');

    expect(await ops('update-brand', '--id', 'nova', '--name', 'Nova Max', '--currency', 'GBP')).toEqual({
      ok: true,
    });
    expect(lines).toEqual(['updated brand nova:', '  name: Nova → Nova Max', '  currency: EUR → GBP']);
    expect(audit.entries.at(-1)).toMatchObject({ staffId: null, ip: 'cli', action: 'brand.update' });
    expect(await ops('update-brand', '--id', 'nova', '--name', 'Nova Max')).toEqual({ ok: true });
    expect(lines).toEqual(['brand nova: nothing to change']);

    const refused = await ops('create-brand', '--id', 'dup', '--name', 'Dup', '--host', HOSTS.playmax);
    expect(refused).toMatchObject({ ok: false });
    expect(!refused.ok && refused.problem).toBe(
      'hosts.0: host_taken: Another brand (or the console) already answers on this host name.; nothing changed',
    );
    const dark = await ops('update-brand', '--id', 'nova', '--accent', '#222222');
    expect(!dark.ok && dark.problem).toMatch(/^accentColor: contrast_too_low: /);
    expect(await ops('create-brand', '--id', 'Bad Id', '--name', 'X', '--host', 'x.localhost')).toEqual({
      ok: false,
      problem: '--id: a brand id like newbrand',
    });
    expect(await ops('create-brand', '--id', 'x', '--host', 'x.localhost')).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/^--name: /),
    });
    expect(
      await ops('create-brand', '--id', 'x', '--name', 'X', '--host', 'x.localhost', '--layout', 'neon'),
    ).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/^--layout: one of default, vpn, clickcoins, clickplay/),
    });
    expect(await ops('update-brand', '--id', 'ghost', '--name', 'G')).toEqual({
      ok: false,
      problem: 'no brand ghost',
    });
  });
});
