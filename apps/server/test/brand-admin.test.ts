import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { brandDraftProblems, type BootState } from '@member-area/domain';
import type { Db, DbOrTrx } from '../src/db/kysely';
import { AuditService } from '../src/modules/audit/service';
import type { AuditRecord } from '../src/modules/audit';
import type { BrandInputDraft } from '../src/modules/brand/admin-model';
import { BrandAdminService, minimalBrandDraft } from '../src/modules/brand/admin-service';
import { brandArtFromUpload } from '../src/modules/brand/admin-upload';
import { runOps, type OpsContext } from '../src/ops/commands';
import { BRANDS, iconUrl, logoUrl } from '../src/seed/brands';
import { menuFor } from '../src/seed/menus';
import { replaceBrandTags, syncMenu, upsertBrand, upsertBrandHosts } from '../src/seed/write';
import { CONSOLE_HOST, seedTestStaff, sessionCookie, staffSignIn, TEST_STAFF } from './console/staff-harness';
import { DIALECTS, HOSTS, postJson, useTestApp } from './harness';

const SERVER_DIR = path.resolve(__dirname, '..');

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the answer field by field
type GqlData = Record<string, any>;

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

/** The real audit log, failing on demand after its row is written (the change must roll back with it). */
class FailingAudit {
  failNext = false;
  constructor(private readonly real: AuditService) {}
  async record(trx: DbOrTrx, entry: AuditRecord): Promise<void> {
    await this.real.record(trx, entry);
    if (this.failNext) {
      this.failNext = false;
      throw new Error('the audit log is unavailable');
    }
  }
}

async function auditRows(db: Db) {
  const rows = await db.selectFrom('audit_log').selectAll().orderBy('id').execute();
  return rows.map((r) => ({
    staffId: r.staff_id === null ? null : Number(r.staff_id),
    staffEmail: r.staff_email,
    brandId: r.brand_id,
    action: r.action,
    target: r.target,
    before: r.before_json === null ? null : (JSON.parse(r.before_json) as unknown),
    after: r.after_json === null ? null : (JSON.parse(r.after_json) as unknown),
    ip: r.ip,
  }));
}

const STAFF = { staffId: 7, staffEmail: 'owner@console.test', ip: '203.0.113.9' };

describe.each(DIALECTS)('brands from the console and the command line on %s', (dialect) => {
  const t = useTestApp(dialect);
  let admin: BrandAdminService;
  let audit: FailingAudit;
  const rows = () => auditRows(t.db.handle.db);
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
    audit = new FailingAudit(t.app.services.audit);
    admin = new BrandAdminService({
      db: t.db.handle.db,
      clock: t.clock.fn,
      audit,
      brands: t.app.services.brands,
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
    expect((await rows()).at(-1)).toMatchObject({
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
    const before = (await rows()).length;
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
    expect((await rows()).length).toBe(before);
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
    expect((await rows()).at(-1)).toMatchObject({
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
    // Neither the change nor its audit row.
    expect((await rows()).filter((r) => r.action === 'brand.update')).toHaveLength(1);
    expect(bootStateOf((await page('never.localhost', '/login')).body).brand).toBeNull();
  });

  it('moves the member area URL and the hostname with a new primary host, keeping its scheme and port', async () => {
    const brandRow = () =>
      t.db.handle.db
        .selectFrom('brands')
        .select(['hostname', 'member_area_url'])
        .where('id', '=', 'starplay')
        .executeTakeFirstOrThrow();
    // As the seed writes its brands: plain HTTP on the development port.
    await t.db.handle.db
      .updateTable('brands')
      .set({ member_area_url: 'http://stars.localhost:3000' })
      .where('id', '=', 'starplay')
      .execute();
    const current = await admin.get('starplay');
    if (!current) throw new Error('no starplay');
    const { id: _id, logoUrl: _l, iconUrl: _i, ...input } = current;

    const moved = await admin.update(
      'starplay',
      { ...input, hosts: ['starplus.localhost', 'stars.localhost'] },
      STAFF,
    );
    expect(moved).toMatchObject({ ok: true });
    expect(await brandRow()).toEqual({
      hostname: 'starplus.localhost',
      member_area_url: 'http://starplus.localhost:3000',
    });
    // Either host serves the brand, which names its primary host and address.
    const brand = bootStateOf((await page('stars.localhost', '/login')).body).brand;
    expect(brand).toMatchObject({
      hostname: 'starplus.localhost',
      memberAreaUrl: 'http://starplus.localhost:3000',
    });

    // The primary host unchanged: an address set by hand stays.
    await t.db.handle.db
      .updateTable('brands')
      .set({ member_area_url: 'https://members.example.com' })
      .where('id', '=', 'starplay')
      .execute();
    await admin.update('starplay', { ...input, hosts: ['starplus.localhost'] }, STAFF);
    expect(await brandRow()).toEqual({
      hostname: 'starplus.localhost',
      member_area_url: 'https://members.example.com',
    });

    // Back as the tests after this one expect it.
    await admin.update('starplay', { ...input, hosts: ['stars.localhost'] }, STAFF);
    expect(await brandRow()).toEqual({
      hostname: 'stars.localhost',
      member_area_url: 'https://stars.localhost',
    });
  });

  it('keeps the old logo and favicons whole when the row of an upload is not written, and removes the replaced logo', async () => {
    const dir = path.join(t.config.dataDir, 'brand-assets', 'starplay');
    const files = () => fs.readdirSync(dir).sort();
    const icon = () => fs.readFileSync(path.join(dir, 'icon-32.png'));
    const artOf = async (background: string) => {
      const png = await sharp({ create: { width: 200, height: 80, channels: 4, background } })
        .png()
        .toBuffer();
      const art = await brandArtFromUpload(png);
      if (!art) throw new Error('not a picture');
      return art;
    };
    const logoUrlOf = async () => (await admin.get('starplay'))?.logoUrl;
    const beforeFiles = files();
    const beforeIcon = icon();
    const beforeLogo = await logoUrlOf();

    audit.failNext = true;
    await expect(admin.replaceArt('starplay', await artOf('#DC2626'), STAFF)).rejects.toThrow(
      'the audit log is unavailable',
    );
    expect(await logoUrlOf()).toBe(beforeLogo);
    expect(files()).toEqual(beforeFiles);
    expect(icon().equals(beforeIcon)).toBe(true);

    const first = await admin.replaceArt('starplay', await artOf('#2563EB'), STAFF);
    if (!first.ok) throw new Error(first.errorCode);
    const firstLogo = path.basename(first.brand.logoUrl);
    expect(files()).toContain(firstLogo);
    expect(files().filter((f) => f.endsWith('.staged'))).toEqual([]);
    expect(icon().equals(beforeIcon)).toBe(false);

    // A failed second upload leaves the first one's files; a successful one removes its logo.
    audit.failNext = true;
    await expect(admin.replaceArt('starplay', await artOf('#16A34A'), STAFF)).rejects.toThrow();
    expect(files()).toContain(firstLogo);
    const second = await admin.replaceArt('starplay', await artOf('#16A34A'), STAFF);
    if (!second.ok) throw new Error(second.errorCode);
    expect(files()).not.toContain(firstLogo);
    expect(files()).toContain(path.basename(second.brand.logoUrl));
    // The same picture again keeps its file: it is the one the row shows.
    audit.failNext = true;
    await expect(admin.replaceArt('starplay', await artOf('#16A34A'), STAFF)).rejects.toThrow();
    expect(files()).toContain(path.basename(second.brand.logoUrl));
  });

  it("two uploads at once: the favicons are those of the logo the row names, and the loser's files are gone", async () => {
    const dir = path.join(t.config.dataDir, 'brand-assets', 'starplay');
    const artOf = async (background: string) => {
      const png = await sharp({ create: { width: 120, height: 60, channels: 4, background } })
        .png()
        .toBuffer();
      const art = await brandArtFromUpload(png);
      if (!art) throw new Error('not a picture');
      return art;
    };
    const arts = [await artOf('#9333EA'), await artOf('#EA580C')];
    const [a, b] = await Promise.all(arts.map((art) => admin.replaceArt('starplay', art, STAFF)));
    if (!a?.ok || !b?.ok) throw new Error('an upload failed');
    const shown = (await admin.get('starplay'))?.logoUrl;
    const winner = shown === a.brand.logoUrl ? 0 : 1;
    expect([a.brand.logoUrl, b.brand.logoUrl]).toContain(shown);
    const icon32 = arts[winner]?.icons.find((icon) => icon.size === 32)?.png;
    expect(fs.readFileSync(path.join(dir, 'icon-32.png')).equals(icon32 ?? Buffer.alloc(0))).toBe(true);
    const loser = path.basename((winner === 0 ? b : a).brand.logoUrl);
    const left = fs.readdirSync(dir);
    expect(left).not.toContain(loser);
    expect(left.filter((f) => f.endsWith('.staged'))).toEqual([]);
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

  it('update-brand --settings and --logo: any setting of the console form, and the logo, from files', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brand-settings-'));
    const settings = path.join(dir, 'settings.json');
    fs.writeFileSync(
      settings,
      JSON.stringify({
        supportEmail: 'help@stars.example',
        languages: ['en-us', 'fr-ca'],
        phones: ['+1 512 555 0190'],
      }),
    );
    expect(await ops('update-brand', '--id', 'starplay', '--settings', settings)).toEqual({ ok: true });
    expect(await admin.get('starplay')).toMatchObject({
      supportEmail: 'help@stars.example',
      languages: ['en-us', 'fr-ca'],
      phones: ['+1 512 555 0190'],
    });
    expect((await rows()).at(-1)).toMatchObject({ action: 'brand.update', ip: 'cli' });

    // A field the form does not have, or a value its rules refuse: named, and nothing written.
    fs.writeFileSync(settings, JSON.stringify({ supportEmail: 'x@y.example', secretTag: 1 }));
    expect(await ops('update-brand', '--id', 'starplay', '--settings', settings)).toEqual({
      ok: false,
      problem: expect.stringContaining('not a setting: secretTag'),
    });
    fs.writeFileSync(settings, JSON.stringify({ accentColor: '#111111' }));
    expect(await ops('update-brand', '--id', 'starplay', '--settings', settings)).toMatchObject({
      ok: false,
    });
    expect(await admin.get('starplay')).toMatchObject({ supportEmail: 'help@stars.example' });

    const notAPicture = path.join(dir, 'logo.png');
    fs.writeFileSync(notAPicture, 'GIF89a not a png');
    expect(await ops('update-brand', '--id', 'starplay', '--logo', notAPicture)).toEqual({
      ok: false,
      problem: expect.stringContaining('is not a PNG, JPEG or WebP picture'),
    });
    const logo = path.join(dir, 'logo-ok.png');
    fs.writeFileSync(
      logo,
      await sharp({ create: { width: 160, height: 40, channels: 4, background: '#0EA5E9' } })
        .png()
        .toBuffer(),
    );
    const before = (await admin.get('starplay'))?.logoUrl;
    expect(await ops('update-brand', '--id', 'starplay', '--logo', logo)).toEqual({ ok: true });
    expect((await admin.get('starplay'))?.logoUrl).not.toBe(before);
    expect((await rows()).at(-1)).toMatchObject({ action: 'brand.logo', ip: 'cli' });
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
    expect((await rows()).at(-1)).toMatchObject({
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
    expect((await rows()).at(-1)).toMatchObject({ staffId: null, ip: 'cli', action: 'brand.update' });
    expect(await ops('update-brand', '--id', 'nova', '--name', 'Nova Max')).toEqual({ ok: true });
    expect(lines).toEqual(['brand nova: nothing to change']);

    const refused = await ops('create-brand', '--id', 'dup', '--name', 'Dup', '--host', HOSTS.playmax);
    expect(refused).toMatchObject({ ok: false });
    expect(!refused.ok && refused.problem).toBe(
      'hosts.0: host_taken: Another brand (or the console) already answers on this host name. Nothing changed.',
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

const BRAND_FIELDS = `id name hosts layout accentColor tags menu { label path icon } sweeps { forAll blockedCountries } languages currency`;
const CREATE = `mutation($id: ID!, $input: BrandInput!) { createBrand(id: $id, input: $input) {
  responseResult { succeeded errorCode message extra } brand { ${BRAND_FIELDS} } } }`;
const UPDATE = `mutation($id: ID!, $input: BrandInput!) { updateBrand(id: $id, input: $input) {
  responseResult { succeeded errorCode message extra } brand { ${BRAND_FIELDS} } } }`;
const BRAND_INPUT_FIELDS = `name hosts layout accentColor accentColorExact mediaTypes tags
  menu { label path icon color submenuType } supportDomain supportEmail phones companyName
  address { address city state zip countryCode } cookiePolicyUrl currency defaultLanguage languages
  sweeps { forAll blockedCountries }`;

describe.each(DIALECTS)('brands on the console API (/adminapi/) on %s', (dialect) => {
  const t = useTestApp(dialect, {
    // The fixtures' shorthand (a 3-digit colour, a phone without its area code) is what the console
    // refuses: as the seed's brands do, these pass the brand rule, so a save of them unchanged does.
    prepare: async (db) => {
      await seedTestStaff(db.handle.db);
      await db.handle.db.updateTable('brands').set({ phones: '["+1 512 555 0190"]' }).execute();
      await db.handle.db
        .updateTable('menu_items')
        .set({ color: '#FFFFFF' })
        .where('color', '=', '#fff')
        .execute();
    },
  });
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    // Signed in through both steps (password, then a TOTP code), as console/staff-harness.ts does.
    tokens.owner = await staffSignIn(t.app, t.clock, TEST_STAFF.owner.email);
    tokens.brand = await staffSignIn(t.app, t.clock, TEST_STAFF.brandAdmin.email);
    tokens.editor = await staffSignIn(t.app, t.clock, TEST_STAFF.editor.email);
    tokens.support = await staffSignIn(t.app, t.clock, TEST_STAFF.support.email);
  });

  const api = async (who: string, query: string, variables: Record<string, unknown> = {}) => {
    const res = await postJson(
      t.app,
      CONSOLE_HOST,
      '/adminapi/',
      { query, variables },
      {
        cookie: sessionCookie(tokens[who] ?? ''),
      },
    );
    return { status: res.statusCode, body: res.json() as { data?: GqlData; errors?: unknown[] } };
  };
  /** A brand as the console reads it, turned into the input that saves it unchanged. */
  const inputOf = async (id: string): Promise<Record<string, unknown>> => {
    const r = await api('owner', `query($id: ID!) { brand(id: $id) { ${BRAND_INPUT_FIELDS} } }`, { id });
    return r.body.data?.brand as Record<string, unknown>;
  };

  it('lets the owner create a brand; a brand admin or a support agent may not', async () => {
    const input = { ...minimalBrandDraft('Orbit', 'orbit.localhost'), accentColor: '#FBBF24' };
    for (const who of ['brand', 'support']) {
      const refused = await api(who, CREATE, { id: 'orbit', input });
      expect(refused.body.data?.createBrand).toMatchObject({
        responseResult: { succeeded: false, errorCode: 'forbidden' },
        brand: null,
      });
    }
    const r = await api('owner', CREATE, { id: 'orbit', input });
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data?.createBrand).toMatchObject({
      responseResult: { succeeded: true },
      brand: {
        id: 'orbit',
        name: 'Orbit',
        hosts: ['orbit.localhost'],
        accentColor: '#FBBF24',
        currency: 'USD',
      },
    });
    expect((await auditRows(t.db.handle.db)).at(-1)).toMatchObject({
      staffEmail: TEST_STAFF.owner.email,
      brandId: 'orbit',
      action: 'brand.create',
    });
    // Served on its host within the cache's lifetime (0 in tests).
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/boot',
      headers: { host: 'orbit.localhost' },
    });
    expect((page.json() as BootState).brand?.name).toBe('Orbit');
  });

  it('answers a translated refusal with the field for a host taken and a colour below AA', async () => {
    const taken = await api('owner', CREATE, {
      id: 'taken',
      input: minimalBrandDraft('Taken', HOSTS.clickcoins),
    });
    expect(taken.body.data?.createBrand.responseResult).toEqual({
      succeeded: false,
      errorCode: 'host_taken',
      message: 'Another brand (or the console) already answers on this host name.',
      extra: { field: 'hosts.0', problems: [] },
    });
    const grey = await api('owner', CREATE, {
      id: 'grey',
      input: { ...minimalBrandDraft('Grey', 'grey.localhost'), accentColor: '#4B5563' },
    });
    expect(grey.body.data?.createBrand.responseResult).toMatchObject({
      errorCode: 'contrast_too_low',
      extra: { field: 'accentColor', problems: [{ field: 'accentColor', code: 'contrast_too_low' }] },
    });
  });

  it("scopes reads and writes to the staff member's brands", async () => {
    const brandIds = async (who: string) =>
      ((await api(who, '{ brands { id } }')).body.data?.brands as { id: string }[]).map((b) => b.id);
    expect(await brandIds('owner')).toEqual(['clickcoins', 'orbit', 'playmax']);
    expect(await brandIds('brand')).toEqual(['playmax']);
    expect(await brandIds('editor')).toEqual(['playmax']);
    // Support reads the brands it works on (read-only): the brands of its staff account.
    expect(await brandIds('support')).toEqual(['clickcoins', 'playmax']);
    expect((await api('brand', '{ brand(id: "clickcoins") { id } }')).body.data?.brand).toBeNull();

    const clickcoins = await inputOf('clickcoins');
    const other = await api('brand', UPDATE, {
      id: 'clickcoins',
      input: { ...clickcoins, name: 'Mine now' },
    });
    expect(other.body.data?.updateBrand.responseResult).toMatchObject({
      succeeded: false,
      errorCode: 'forbidden',
    });

    const playmax = await inputOf('playmax');
    // Its plans are priced in its currency: that stays.
    const euro = await api('brand', UPDATE, { id: 'playmax', input: { ...playmax, currency: 'EUR' } });
    expect(euro.body.data?.updateBrand.responseResult).toMatchObject({
      errorCode: 'currency_locked',
      extra: { field: 'currency' },
    });
    const renamed = await api('brand', UPDATE, {
      id: 'playmax',
      input: { ...playmax, name: 'PlayMax Prime' },
    });
    expect(renamed.body.data?.updateBrand).toMatchObject({
      responseResult: { succeeded: true, extra: { changed: ['name'] } },
      brand: { name: 'PlayMax Prime' },
    });
  });

  it('lets a content editor change the menu alone, nothing else', async () => {
    const playmax = await inputOf('playmax');
    const menu = [{ label: 'Start', path: '/', icon: 'home', color: null, submenuType: null }];
    const ok = await api('editor', UPDATE, { id: 'playmax', input: { ...playmax, menu } });
    expect(ok.body.data?.updateBrand).toMatchObject({
      responseResult: { succeeded: true },
      brand: { menu: [{ label: 'Start', path: '/', icon: 'home' }] },
    });
    const refused = await api('editor', UPDATE, { id: 'playmax', input: { ...playmax, menu, name: 'Nope' } });
    expect(refused.body.data?.updateBrand.responseResult).toMatchObject({ errorCode: 'forbidden' });
  });

  it('refuses the console API on a brand host and without a staff session', async () => {
    const onBrand = await postJson(
      t.app,
      HOSTS.playmax,
      '/adminapi/',
      { query: '{ brands { id } }' },
      {
        cookie: sessionCookie(tokens.owner ?? ''),
      },
    );
    expect(onBrand.statusCode).toBe(404);
    const anonymous = await postJson(t.app, CONSOLE_HOST, '/adminapi/', { query: '{ brands { id } }' });
    expect(anonymous.statusCode).toBe(401);
  });

  describe('logo upload', () => {
    const upload = (who: string, id: string, file: Buffer, host = CONSOLE_HOST) => {
      const boundary = '----brandlogo';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        file,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return t.app.inject({
        method: 'POST',
        url: `/adminapi/brands/${id}/logo`,
        headers: {
          host,
          // The session cookie, and the page's origin the browser sends with a form upload (console/csrf.ts).
          cookie: sessionCookie(tokens[who] ?? ''),
          origin: `http://${host}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        payload,
      });
    };
    const picture = () =>
      sharp({ create: { width: 300, height: 120, channels: 4, background: '#7C3AED' } })
        .png()
        .withMetadata({ exif: { IFD0: { ImageDescription: 'secret' } } })
        .toBuffer();

    it('re-encodes the picture into the logo and the favicons, with an audit row', async () => {
      const res = await upload('brand', 'playmax', await picture());
      expect(res.statusCode).toBe(200);
      const { logoUrl, iconUrl } = res.json() as { logoUrl: string; iconUrl: string };
      expect(logoUrl).toMatch(/^\/brand-assets\/playmax\/logo-[0-9a-f]{16}\.png$/);
      expect(iconUrl).toMatch(/^\/brand-assets\/playmax\/icon-32\.png\?v=[0-9a-f]{16}$/);
      const dir = path.join(t.config.dataDir, 'brand-assets', 'playmax');
      for (const size of [16, 32, 192, 512]) {
        const meta = await sharp(path.join(dir, `icon-${size}.png`)).metadata();
        expect([meta.width, meta.height, meta.exif]).toEqual([size, size, undefined]);
      }
      const logo = await sharp(path.join(dir, path.basename(logoUrl))).metadata();
      expect([logo.width, logo.height]).toEqual([240, 96]);
      const favicon = await t.app.inject({
        method: 'GET',
        url: '/favicon-16.png',
        headers: { host: HOSTS.playmax },
      });
      expect(favicon.statusCode).toBe(200);
      expect((await auditRows(t.db.handle.db)).at(-1)).toMatchObject({
        action: 'brand.logo',
        brandId: 'playmax',
      });
      const boot = await t.app.inject({ method: 'GET', url: '/api/boot', headers: { host: HOSTS.playmax } });
      expect((boot.json() as BootState).brand?.logoUrl).toBe(logoUrl);
    });

    it('takes a WebP picture too', async () => {
      const webp = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0D9488' } })
        .webp()
        .toBuffer();
      const res = await upload('brand', 'playmax', webp);
      expect(res.statusCode).toBe(200);
    });

    it('refuses a file that is not a picture, another brand, and a brand host', async () => {
      const text = await upload('brand', 'playmax', Buffer.from('<svg onload="alert(1)"></svg>'));
      expect(text.statusCode).toBe(400);
      expect(text.json()).toEqual({
        errorCode: 'not_a_picture',
        message: 'The logo must be a PNG, JPEG or WebP picture of at most 5 MB.',
      });
      const svg = await upload('brand', 'playmax', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
      expect(svg.statusCode).toBe(400);
      expect((await upload('brand', 'clickcoins', await picture())).statusCode).toBe(403);
      expect((await upload('brand', 'playmax', await picture(), HOSTS.playmax)).statusCode).toBe(404);
    });
  });
});

function withoutDatabaseUrl(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { DATABASE_URL: _url, ...rest } = env;
  return rest;
}

describe('npm run ops -- create-brand as a process: its output and exit codes', () => {
  /** The operator's own command line (ops/cli.ts) on a fresh SQLite database under a temp DATA_DIR. */
  const run = (dataDir: string, ...argv: string[]) =>
    new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        ['--import', 'tsx', path.join(SERVER_DIR, 'src/ops/cli.ts'), ...argv],
        { cwd: SERVER_DIR, env: { ...withoutDatabaseUrl(process.env), DATA_DIR: dataDir } },
        (err, stdout, stderr) => resolve({ code: err ? Number(err.code ?? 1) : 0, stdout, stderr }),
      );
    });

  it('exits 0 with what it created, 1 with the reason when refused', { timeout: 120_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ma-ops-brand-'));
    try {
      const made = await run(
        dataDir,
        'create-brand',
        '--id',
        'cli',
        '--name',
        'Cli',
        '--host',
        'cli.localhost',
      );
      expect(made).toMatchObject({ code: 0, stderr: '' });
      expect(made.stdout).toBe(
        'created brand cli (Cli) on cli.localhost: layout default, accent #A5B4FC, currency USD\n' +
          '  its sign-in page is /login on cli.localhost, served now\n',
      );
      expect(fs.existsSync(path.join(dataDir, 'brand-assets', 'cli', 'icon-32.png'))).toBe(true);
      const refused = await run(
        dataDir,
        'create-brand',
        '--id',
        'cli2',
        '--name',
        'Two',
        '--host',
        'cli.localhost',
      );
      expect(refused).toMatchObject({ code: 1, stdout: '' });
      expect(refused.stderr).toBe(
        'ops: hosts.0: host_taken: Another brand (or the console) already answers on this host name. Nothing changed.\n',
      );
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe.each(DIALECTS)('the demo brands in the console on %s', (dialect) => {
  const t = useTestApp(dialect, {
    fixtures: false,
    prepare: async (db) => {
      for (const brand of BRANDS) {
        const urls = { logoUrl: logoUrl(brand.id), iconUrl: iconUrl(brand.id) };
        await upsertBrand(db.handle.db, brand, urls, new Date('2026-01-01T00:00:00Z'));
        await upsertBrandHosts(db.handle.db, brand);
        await replaceBrandTags(db.handle.db, brand);
        await syncMenu(db.handle.db, brand.id, menuFor(brand));
      }
    },
  });

  it('reads every seeded brand as a draft the brand rule accepts, so each saves unchanged', async () => {
    const brands = await t.app.services.brandAdmin.list(null);
    expect(brands.map((b) => b.id).sort()).toEqual(BRANDS.map((b) => b.id).sort());
    for (const brand of brands) {
      const { logoUrl: _logo, iconUrl: _icon, ...draft } = brand;
      expect(brandDraftProblems(draft), brand.id).toEqual([]);
      const { id, ...input } = draft;
      const saved = await t.app.services.brandAdmin.update(id, input, {
        staffId: null,
        staffEmail: null,
        ip: 'test',
      });
      expect(saved, brand.id).toMatchObject({ ok: true, changed: [] });
    }
  });
});
