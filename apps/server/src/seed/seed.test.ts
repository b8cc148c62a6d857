import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db, type DbHandle } from '../db/kysely';
import { migrateToLatest } from '../db/migrate';
import type { Database } from '../db/schema';
import {
  chooseLayout,
  displayName,
  isSweepFeatureEnabled,
  isTestMember,
  isVpnEnabled,
  onboardingStatus,
  shouldSendFirstVisitEvent,
  subscriptionState,
} from '@member-area/domain';
import { verifyPassword } from '../modules/auth/password';
import { CANCELLATION_REFERENCE } from '../modules/billing/reference';
import { BRANDS, DEMO_PASSWORD, PERSONAS, seedDemoData } from './index';

const TABLES: (keyof Database)[] = [
  'brands',
  'brand_hosts',
  'brand_tags',
  'members',
  'member_tags',
  'offers',
  'plans',
  'plan_offers',
  'subscriptions',
  'payment_methods',
  'menu_items',
];

interface Engine {
  name: string;
  open(): Promise<{ handle: DbHandle; cleanup(): Promise<void> }>;
}

const engines: Engine[] = [
  {
    name: 'sqlite',
    open: async () => {
      const handle = openDb({ url: ':memory:' });
      return { handle, cleanup: () => handle.destroy() };
    },
  },
];
const pgUrl = process.env.TEST_DATABASE_URL;
if (pgUrl) {
  engines.push({
    name: 'postgres',
    open: async () => {
      const schema = `t_seed_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: pgUrl });
      await admin.connect();
      await admin.query(`CREATE SCHEMA ${schema}`);
      const handle = openDb({ url: pgUrl, schema, poolSize: 4 });
      return {
        handle,
        cleanup: async () => {
          await handle.destroy();
          await admin.query(`DROP SCHEMA ${schema} CASCADE`);
          await admin.end();
        },
      };
    },
  });
}

async function counts(db: Db): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of TABLES) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    out[table] = Number(row.n); // PostgreSQL returns count(*) as a string
  }
  return out;
}

async function member(db: Db, email: string) {
  return db.selectFrom('members').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
}

async function subscriptionsOf(db: Db, email: string) {
  return db
    .selectFrom('subscriptions as s')
    .innerJoin('members as m', 'm.id', 's.member_id')
    .innerJoin('plans as p', 'p.id', 's.plan_id')
    .selectAll('s')
    .select(['p.name as plan_name'])
    .where('m.email', '=', email)
    .execute();
}

async function activeMediaTypes(db: Db, email: string): Promise<string[]> {
  const rows = await db
    .selectFrom('subscriptions as s')
    .innerJoin('members as m', 'm.id', 's.member_id')
    .innerJoin('plan_offers as po', 'po.plan_id', 's.plan_id')
    .innerJoin('offers as o', 'o.id', 'po.offer_id')
    .select(['o.media_types'])
    .where('m.email', '=', email)
    .where('s.is_active', '=', 1)
    .execute();
  return [...new Set(rows.flatMap((r) => JSON.parse(r.media_types) as string[]))].sort();
}

describe.each(engines)('seedDemoData on $name', (engine) => {
  let handle: DbHandle;
  let cleanup: () => Promise<void>;
  let dataDir: string;
  let db: Db;

  beforeAll(async () => {
    ({ handle, cleanup } = await engine.open());
    db = handle.db;
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'seed-test-'));
    await migrateToLatest(db);
    await seedDemoData(db, { dataDir });
  });

  afterAll(async () => {
    await cleanup?.();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('creates every demo persona of DESIGN.md on its brand', async () => {
    const rows = await db.selectFrom('members').select(['brand_id', 'email']).execute();
    const present = new Set(rows.map((r) => `${r.brand_id}/${r.email}`));
    for (const persona of PERSONAS) expect(present).toContain(`${persona.brandId}/${persona.email}`);
    for (const email of [
      'paid',
      'trial',
      'free',
      'champion',
      'cancelled',
      'movieonly',
      'winner',
      'test',
      'paypal',
      'inactive',
      'gb',
    ]) {
      expect(present).toContain(`playmax/${email}@playmax.test`);
    }
    for (const brand of ['clickcoins', 'clickplay', 'vpn'])
      expect(present).toContain(`${brand}/member@${brand}.test`);
  });

  it('gives each persona the property its name promises', async () => {
    const now = new Date().toISOString();

    const paid = await subscriptionsOf(db, 'paid@playmax.test');
    expect(paid).toMatchObject([
      { is_active: 1, is_trial: 0, plan_name: 'Premium Monthly', cancel_ref_id: null },
    ]);
    expect(paid[0]!.next_billing_date! > now).toBe(true);
    expect(await activeMediaTypes(db, 'paid@playmax.test')).toHaveLength(7);
    const paidCard = await db
      .selectFrom('payment_methods as pm')
      .innerJoin('members as m', 'm.id', 'pm.member_id')
      .selectAll('pm')
      .where('m.email', '=', 'paid@playmax.test')
      .executeTakeFirstOrThrow();
    expect(paidCard).toMatchObject({
      provider: 'sandbox',
      card_first6: '424242',
      card_last4: '4242',
      exp_month: 12,
      exp_year: 2029,
      is_default: 1,
    });
    expect(paidCard.provider_token).toMatch(/^pm_sandbox_/);

    expect(await subscriptionsOf(db, 'trial@playmax.test')).toMatchObject([{ is_active: 1, is_trial: 1 }]);

    const free = await member(db, 'free@playmax.test');
    expect(free).toMatchObject({ is_demo: 1, name: null });
    expect(await subscriptionsOf(db, 'free@playmax.test')).toEqual([]);

    expect(await subscriptionsOf(db, 'champion@playmax.test')).toMatchObject([
      { plan_id: 149, is_active: 1 },
    ]);

    const [cancelled] = await subscriptionsOf(db, 'cancelled@playmax.test');
    // The seed makes references with the cancel flow's generator: one format for support to read.
    const references = await db
      .selectFrom('subscriptions')
      .select('cancel_ref_id')
      .where('cancel_ref_id', 'is not', null)
      .execute();
    expect(references.length).toBeGreaterThan(0);
    for (const { cancel_ref_id } of references) expect(cancel_ref_id).toMatch(CANCELLATION_REFERENCE);
    expect(cancelled?.is_active).toBe(1);
    expect(cancelled!.end_date! > now).toBe(true);
    const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString();
    expect(cancelled!.cancelled_at! > weekAgo && cancelled!.cancelled_at! < now).toBe(true);
    expect(cancelled!.cancel_date! < now).toBe(true);
    expect((await member(db, 'cancelled@playmax.test')).created_at < '2023-01-17').toBe(true);

    expect(await activeMediaTypes(db, 'movieonly@playmax.test')).toEqual(['movie']);

    const winnerTags = await db
      .selectFrom('member_tags as t')
      .innerJoin('members as m', 'm.id', 't.member_id')
      .select('t.tag')
      .where('m.email', '=', 'winner@playmax.test')
      .execute();
    expect(winnerTags.map((t) => t.tag)).toContain('sa_winner:1001');

    expect(await member(db, 'test@playmax.test')).toMatchObject({
      subscription_provider: 'milkbox_test',
      name: 'Unknown',
    });
    expect(await subscriptionsOf(db, 'test@playmax.test')).toMatchObject([
      { subscription_provider: 'milkbox_test' },
    ]);

    const paypal = await db
      .selectFrom('payment_methods as pm')
      .innerJoin('members as m', 'm.id', 'pm.member_id')
      .selectAll('pm')
      .where('m.email', '=', 'paypal@playmax.test')
      .execute();
    expect(paypal).toMatchObject([{ provider: 'paypal', card_first6: null, card_last4: null }]);
    expect(await member(db, 'paypal@playmax.test')).toMatchObject({ subscription_provider: 'paypal' });

    expect(await member(db, 'inactive@playmax.test')).toMatchObject({ is_active: 0 });
    expect(await subscriptionsOf(db, 'inactive@playmax.test')).toEqual([]);

    expect(await member(db, 'gb@playmax.test')).toMatchObject({ country_code: 'GB' });
    expect(await subscriptionsOf(db, 'gb@playmax.test')).toMatchObject([{ is_active: 1 }]);

    expect(await member(db, 'member@clickcoins.test')).toMatchObject({
      brand_id: 'clickcoins',
      coins_balance: 1250,
    });
    expect(await member(db, 'member@clickplay.test')).toMatchObject({
      brand_id: 'clickplay',
      coins_balance: 40,
    });
    expect(await subscriptionsOf(db, 'member@vpn.test')).toMatchObject([
      { plan_name: 'VPN Platinum', is_active: 1 },
    ]);
    const vpnOffers = await db
      .selectFrom('plan_offers as po')
      .innerJoin('offers as o', 'o.id', 'po.offer_id')
      .select('o.name')
      .where('po.plan_id', '=', 401)
      .execute();
    expect(vpnOffers).toEqual([{ name: 'VPN' }]);

    const subs = await db.selectFrom('subscriptions').select(['ref_id']).execute();
    expect(new Set(subs.map((s) => s.ref_id)).size).toBe(subs.length);
    for (const s of subs) expect(s.ref_id).toMatch(/^sub_/);
  });

  it('reads as promised through the domain rules', async () => {
    const view = async (email: string) => {
      const m = await member(db, email);
      const tags = (
        await db.selectFrom('member_tags').select('tag').where('member_id', '=', m.id).execute()
      ).map((t) => t.tag);
      const brand = await db
        .selectFrom('brands')
        .selectAll()
        .where('id', '=', m.brand_id)
        .executeTakeFirstOrThrow();
      const brandTags = (
        await db.selectFrom('brand_tags').select('tag').where('brand_id', '=', m.brand_id).execute()
      ).map((t) => t.tag);
      const subs = await subscriptionsOf(db, email);
      const offers = await db
        .selectFrom('plan_offers as po')
        .innerJoin('offers as o', 'o.id', 'po.offer_id')
        .select(['po.plan_id', 'o.name', 'o.media_types'])
        .execute();
      const state = subscriptionState(
        subs.map((s) => ({
          isActive: s.is_active === 1,
          cancelRefId: s.cancel_ref_id,
          planName: s.plan_name,
          offers: offers
            .filter((o) => o.plan_id === s.plan_id)
            .map((o) => ({ name: o.name, mediaTypes: JSON.parse(o.media_types) as string[] })),
        })),
        tags,
      );
      const gate = {
        memberTags: tags,
        brandTags,
        country: m.country_code ?? brand.country_code,
        brandBlockedCountries: [],
      };
      return { m, tags, brand, brandTags, state, gate };
    };

    const paid = await view('paid@playmax.test');
    expect(paid.state).toMatchObject({ isActive: true, isCanceled: false });
    expect(isVpnEnabled(paid.gate)).toBe(true);
    expect(isSweepFeatureEnabled(paid.gate)).toBe(true);
    expect(chooseLayout(paid.tags, paid.brandTags, paid.brand.template)).toBe('default');

    const movieonly = await view('movieonly@playmax.test');
    expect(movieonly.state.mediaTypes).toEqual(['movie']);

    const cancelled = await view('cancelled@playmax.test');
    expect(cancelled.state).toMatchObject({ isActive: true, isCanceled: true });
    expect(shouldSendFirstVisitEvent({ createdAt: cancelled.m.created_at, memberTags: cancelled.tags })).toBe(
      false,
    );
    const trial = await view('trial@playmax.test');
    expect(shouldSendFirstVisitEvent({ createdAt: trial.m.created_at, memberTags: trial.tags })).toBe(true);
    expect(onboardingStatus(trial.tags)).toBe('not_started');

    const free = await view('free@playmax.test');
    expect(displayName(free.m.name, free.m.email)).toBe('free');
    expect(free.state.isActive).toBe(false);
    const test = await view('test@playmax.test');
    expect(displayName(test.m.name, test.m.email)).toBe('test');
    expect(isTestMember({ subscriptionProvider: test.m.subscription_provider, email: test.m.email })).toBe(
      true,
    );
    expect(isTestMember({ subscriptionProvider: paid.m.subscription_provider, email: paid.m.email })).toBe(
      false,
    );

    const gb = await view('gb@playmax.test');
    expect(isSweepFeatureEnabled(gb.gate)).toBe(false);

    const coins = await view('member@clickcoins.test');
    expect(chooseLayout(coins.tags, coins.brandTags, coins.brand.template)).toBe('clickcoins');
    const play = await view('member@clickplay.test');
    expect(chooseLayout(play.tags, play.brandTags, play.brand.template)).toBe('clickplay');
    expect(isSweepFeatureEnabled(play.gate)).toBe(true);
    expect(isSweepFeatureEnabled({ ...play.gate, memberTags: [], country: play.brand.country_code })).toBe(
      false,
    );
    const vpn = await view('member@vpn.test');
    expect(chooseLayout(vpn.tags, vpn.brandTags, vpn.brand.template)).toBe('vpn');
    expect(vpn.state.mediaTypes).toEqual(['vpn']);
  });

  it('signs every persona in with the demo password', async () => {
    const { password_hash } = await member(db, 'champion@playmax.test');
    expect(await verifyPassword(DEMO_PASSWORD, password_hash)).toBe(true);
  });

  it('seeds the four brands with their hosts, tags, menus and Champion plans', async () => {
    const hosts = await db.selectFrom('brand_hosts').selectAll().orderBy('hostname').execute();
    expect(hosts).toEqual([
      { hostname: 'clickcoins.localhost', brand_id: 'clickcoins' },
      { hostname: 'clickplay.localhost', brand_id: 'clickplay' },
      { hostname: 'localhost', brand_id: 'playmax' },
      { hostname: 'playmax.localhost', brand_id: 'playmax' },
      { hostname: 'vpn.localhost', brand_id: 'vpn' },
    ]);
    const tags = await db.selectFrom('brand_tags').selectAll().execute();
    const tagsOf = (id: string) => tags.filter((t) => t.brand_id === id).map((t) => t.tag);
    expect(tagsOf('playmax')).toContain('ma6_vpn');
    // SPEC.md 1: with ma6_vpn the vpn layout would fall back to default.
    expect(tagsOf('vpn')).not.toContain('ma6_vpn');
    expect(tagsOf('vpn')).toContain('layout:vpn');

    for (const brand of BRANDS) {
      expect(chooseLayout([], tagsOf(brand.id), brand.template)).toBe(brand.template);
      const menu = await db
        .selectFrom('menu_items')
        .selectAll()
        .where('brand_id', '=', brand.id)
        .orderBy('position')
        .execute();
      expect(menu[0]?.type).toBe('home');
      for (const item of menu) {
        if (item.type === 'game' || item.type === 'software') expect(item.hide_for_iphone).toBe(1);
        if ((brand.mediaTypes as readonly string[]).includes(item.type)) {
          expect(item.display_area_slug).toBe(`${item.type}_overview`);
        }
      }
      const row = await db
        .selectFrom('brands')
        .selectAll()
        .where('id', '=', brand.id)
        .executeTakeFirstOrThrow();
      expect(row.logo_url).toBe(`/brand-assets/${brand.id}/logo.svg`);
      expect(row.icon_url).toBe(`/brand-assets/${brand.id}/icon-32.png`);
      for (const file of ['logo.svg', 'icon-32.png', 'icon-16.png']) {
        await expect(fs.stat(path.join(dataDir, 'brand-assets', brand.id, file))).resolves.toBeTruthy();
      }
    }

    const champion = await db
      .selectFrom('plans')
      .select(['id', 'brand_id', 'group_name'])
      .where('id', '>=', 147)
      .where('id', '<=', 151)
      .execute();
    expect(champion).toHaveLength(5);
    for (const plan of champion) expect(plan).toMatchObject({ brand_id: 'playmax', group_name: 'champion' });
  });

  it('changes nothing members own when it runs again', async () => {
    const paid = await member(db, 'paid@playmax.test');
    await db
      .updateTable('members')
      .set({ coins_balance: 999, name: 'Paula R.', password_hash: 'changed' })
      .where('id', '=', paid.id)
      .execute();
    await db
      .insertInto('member_tags')
      .values({ member_id: paid.id, tag: 'cm_upsell:displayed', created_at: new Date().toISOString() })
      .execute();
    await db
      .deleteFrom('member_tags')
      .where('member_id', '=', paid.id)
      .where('tag', '=', 'ma_visited:true')
      .execute();
    await db.updateTable('subscriptions').set({ is_active: 0 }).where('member_id', '=', paid.id).execute();
    const logoFile = path.join(dataDir, 'brand-assets', 'playmax', 'logo.svg');
    await fs.writeFile(logoFile, '<svg>operator art</svg>');
    const before = await counts(db);

    await seedDemoData(db, { dataDir });

    expect(await counts(db)).toEqual(before);
    expect(await member(db, 'paid@playmax.test')).toMatchObject({
      coins_balance: 999,
      name: 'Paula R.',
      password_hash: 'changed',
    });
    const tags = await db.selectFrom('member_tags').select('tag').where('member_id', '=', paid.id).execute();
    expect(tags.map((t) => t.tag).sort()).toEqual([
      'cm_upsell:displayed',
      'onboarding_status:completed',
      'sweep_bonus_offer_modal:displayed',
    ]);
    expect(await subscriptionsOf(db, 'paid@playmax.test')).toMatchObject([{ is_active: 0 }]);
    expect(await fs.readFile(logoFile, 'utf8')).toBe('<svg>operator art</svg>');
  });

  it('keeps the brand configuration the console changed, and re-creates a deleted persona', async () => {
    await db
      .deleteFrom('brand_tags')
      .where('brand_id', '=', 'playmax')
      .where('tag', '=', 'ma6_vpn')
      .execute();
    await db
      .updateTable('menu_items')
      .set({ title: 'Films' })
      .where('brand_id', '=', 'playmax')
      .where('type', '=', 'movie')
      .execute();
    await db.updateTable('brands').set({ accent_color: '#00AA55' }).where('id', '=', 'playmax').execute();
    await db.deleteFrom('members').where('email', '=', 'free@playmax.test').execute(); // demo deactivation
    const menuIds = await db.selectFrom('menu_items').select('id').orderBy('id').execute();

    await seedDemoData(db, { dataDir });

    const tags = await db.selectFrom('brand_tags').selectAll().execute();
    expect(tags).not.toContainEqual({ brand_id: 'playmax', tag: 'ma6_vpn' });
    const movie = await db
      .selectFrom('menu_items')
      .select('title')
      .where('brand_id', '=', 'playmax')
      .where('type', '=', 'movie')
      .executeTakeFirstOrThrow();
    expect(movie.title).toBe('Films');
    const brand = await db
      .selectFrom('brands')
      .select('accent_color')
      .where('id', '=', 'playmax')
      .executeTakeFirstOrThrow();
    expect(brand.accent_color).toBe('#00AA55');
    expect(await db.selectFrom('menu_items').select('id').orderBy('id').execute()).toEqual(menuIds);
    expect(await member(db, 'free@playmax.test')).toMatchObject({ is_demo: 1 });
  });
});
