/**
 * The data of the dashboards benchmark (reports.bench.ts), built once per engine as a template
 * (demo-template.ts) and rebuilt only when this file, the server's source or the size changes.
 */
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { sql, type Insertable } from 'kysely';
import type { Db } from '../src/db/kysely';
import type { Database } from '../src/db/schema';
import { migrateToLatest } from '../src/db/migrate';
import type { Template } from './demo-template';

export const MEMBERS = Number(process.env.BENCH_REPORT_MEMBERS ?? 100_000);
export const LEDGER_PER_MEMBER = 10;
export const PAYMENTS_PER_MEMBER = 4;
export const ENTRIES_PER_MEMBER = 3;
export const PLAYS_PER_MEMBER = 5;
const TITLES = 2_000;
/** The bench's "now": every row is dated in the year before it. */
export const NOW = new Date('2026-06-30T12:00:00.000Z');
export const DAY_MS = 86_400_000;
const YEAR_MS = 365 * DAY_MS;
export const BRANDS = ['bench', 'bench-other'] as const;

/** A small deterministic generator (the same data on every engine and run). */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1_664_525) + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

export const iso = (ms: number) => new Date(ms).toISOString();
/** An instant in the year before NOW. */
const inYear = (r: () => number) => iso(NOW.getTime() - Math.floor(r() * YEAR_MS));
const brandOf = (memberIndex: number) => (memberIndex % 10 === 9 ? BRANDS[1] : BRANDS[0]);

/** Inserts `count` rows made by `row`, `batch` at a time (SQLite binds at most 32,766 values a statement). */
async function insertMany<T extends keyof Database>(
  db: Db,
  table: T,
  count: number,
  columns: number,
  row: (i: number) => Insertable<Database[T]>,
): Promise<void> {
  const batch = Math.max(1, Math.floor(30_000 / columns));
  for (let from = 0; from < count; from += batch) {
    const rows = Array.from({ length: Math.min(batch, count - from) }, (_, i) => row(from + i));
    await db
      .insertInto(table)
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one helper for every table
      .values(rows as any)
      .execute();
  }
}

async function seed(db: Db): Promise<void> {
  const t0 = iso(NOW.getTime() - 2 * YEAR_MS);
  for (const id of BRANDS)
    await db
      .insertInto('brands')
      .values({
        id,
        name: id,
        hostname: `${id}.localhost`,
        logo_url: '',
        icon_url: '',
        template: 'default',
        accent_color: '#298CB5',
        accent_color_exact: '#298CB5',
        support_domain: 'bench.test',
        support_email: 'support@bench.test',
        signup_url: '',
        member_area_url: `http://${id}.localhost`,
        phones: '[]',
        company_name: 'Bench',
        address: '',
        city: '',
        state: '',
        zip: '',
        country_code: 'US',
        media_types: '[]',
        billing: '{}',
        cdn_server: '',
        cookie_policy_url: '',
        default_language: 'en-us',
        created_at: t0,
      })
      .execute();
  const plans = [
    { id: 9001, currency: 'USD', symbol: '$', interval: 'month', price: 999 },
    { id: 9002, currency: 'USD', symbol: '$', interval: 'year', price: 9_999 },
    { id: 9003, currency: 'EUR', symbol: '€', interval: 'week', price: 299 },
  ];
  for (const brandId of BRANDS)
    for (const p of plans)
      await db
        .insertInto('plans')
        .values({
          id: p.id + (brandId === 'bench' ? 0 : 10),
          brand_id: brandId,
          membership_id: null,
          name: `Plan ${p.id}`,
          group_name: 'movies',
          description: '',
          trial_period_days: 7,
          price_recurring: p.price,
          price_initial: p.price,
          currency: p.currency,
          symbol: p.symbol,
          interval: p.interval,
          interval_count: 1,
          is_public: 1,
        })
        .execute();
  await db
    .insertInto('sweeps')
    .values({
      id: 'B1',
      name: 'Bench giveaway',
      product_name: 'Prize',
      description: '',
      prize_description: 'Prize',
      prize_kind: 'digital',
      category: 'promotional',
      member_only: 0,
      image: '',
      ref_number: 'SW-BENCH',
      tags: '[]',
      start_date: t0,
      end_date: iso(NOW.getTime() + YEAR_MS),
      start_available_date: t0,
      end_available_date: iso(NOW.getTime() + YEAR_MS),
      total_entries: 0,
      created_at: t0,
    })
    .execute();
  await insertMany(db, 'media_items', TITLES, 19, (i) => ({
    id: i + 1,
    media_type: 'movie',
    title: `Bench film ${i + 1}`,
    title_norm: `bench film ${i + 1}`,
    slug: `bench-film-${i + 1}`,
    description: '',
    subtitle: null,
    release_date: null,
    release_year: null,
    popularity: 50,
    is_free: 0,
    vendor_id: `bench-${i + 1}`,
    duration: 5400,
    genre_id: null,
    details: '{}',
    geo_allowed: null,
    geo_blocked: null,
    cache_index: 0,
  }));
  await insertMany(db, 'members', MEMBERS, 21, (i) => ({
    id: i + 1,
    brand_id: brandOf(i),
    email: `m${i}@bench.invalid`,
    password_hash: 'x',
    name: null,
    first_name: null,
    last_name: null,
    avatar_url: null,
    timezone: 'UTC',
    lang: 'en-us',
    provider: 'email',
    recipe: null,
    reference_number: `B-${i}`,
    subscription_provider: 'sandbox',
    country_code: 'US',
    phone_number: null,
    green_points: 0,
    coins_balance: 0,
    is_demo: 0,
    is_active: 1,
    created_at: t0,
    updated_at: t0,
  }));
  const rs = random(1);
  await insertMany(db, 'subscriptions', MEMBERS, 20, (i) => {
    const plan = plans[i % 3]!;
    const state = i % 10; // 0–6 running, 7 on trial, 8–9 cancelled in the year
    const start =
      state === 7
        ? NOW.getTime() - Math.floor(rs() * 7 * DAY_MS)
        : NOW.getTime() - Math.floor(rs() * 2 * YEAR_MS);
    const cancelled = state >= 8 ? Math.max(start, NOW.getTime() - Math.floor(rs() * YEAR_MS)) : null;
    const end = cancelled === null ? null : cancelled + 15 * DAY_MS;
    return {
      member_id: i + 1,
      plan_id: plan.id + (brandOf(i) === 'bench' ? 0 : 10),
      ref_id: `sub_bench_${i}`,
      reference_number: `SUB-${i}`,
      subscription_provider: 'sandbox',
      is_active: end === null || end > NOW.getTime() ? 1 : 0,
      is_trial: state === 7 ? 1 : 0,
      billing_period_days: 30,
      start_date: iso(start),
      next_billing_date: null,
      cancelled_at: cancelled === null ? null : iso(cancelled),
      cancel_ref_id: cancelled === null ? null : `can_${i}`,
      cancel_date: cancelled === null ? null : iso(cancelled),
      end_date: end === null ? null : iso(end),
      created_at: iso(start),
      payment_failed_at: null,
      cancel_reason: null,
      price_recurring: plan.price,
      brand_id: brandOf(i),
    };
  });
  const rl = random(2);
  await insertMany(db, 'coin_ledger', MEMBERS * LEDGER_PER_MEMBER, 7, (i) => ({
    member_id: (i % MEMBERS) + 1,
    kind: i % 3 === 0 ? ('spend' as const) : ('purchase' as const),
    description: 'Bench',
    amount: i % 3 === 0 ? -50 : 100,
    idempotency_key: `bench:${i}`,
    ref: null,
    created_at: inYear(rl),
  }));
  const rp = random(3);
  const kinds = ['renewal', 'coins', 'entries', 'order', 'subscription'];
  await insertMany(db, 'billing_transactions', MEMBERS * PAYMENTS_PER_MEMBER, 12, (i) => {
    const m = i % MEMBERS;
    const kind = kinds[i % kinds.length]!;
    return {
      brand_id: brandOf(m),
      member_id: m + 1,
      subscription_id: null,
      kind,
      description: kind,
      amount: 100 + Math.floor(rp() * 4_900),
      currency: i % 7 === 0 ? 'EUR' : 'USD',
      symbol: i % 7 === 0 ? '€' : '$',
      status: i % 20 === 0 ? 'failed' : 'succeeded',
      reference: `ch_bench_${i}`,
      failure_code: null,
      created_at: inYear(rp),
    };
  });
  const re = random(4);
  await insertMany(db, 'giveaway_entries', MEMBERS * ENTRIES_PER_MEMBER, 7, (i) => ({
    member_id: (i % MEMBERS) + 1,
    sweep_id: 'B1',
    name: 'Bench giveaway',
    entries: 1 + (i % 5),
    kind: 'entered',
    source: i % 4 === 0 ? 'monthly' : 'purchase',
    created_at: inYear(re),
  }));
  const rm = random(5);
  await insertMany(db, 'media_progress', MEMBERS * PLAYS_PER_MEMBER, 7, (i) => {
    const member = Math.floor(i / PLAYS_PER_MEMBER);
    // Skewed towards the first titles, as real plays are; distinct per member (PK member, media).
    const base = Math.floor((((member * 2_654_435_761) >>> 0) / 2 ** 32) ** 2 * TITLES);
    const media = ((base + (i % PLAYS_PER_MEMBER) * 397) % TITLES) + 1;
    return {
      member_id: member + 1,
      media_id: media,
      media_type: 'movie',
      progress: 50,
      sequence: 1,
      updated_at: inYear(rm),
      position: null,
    };
  });
  const ro = random(6);
  const statuses = ['paid', 'shipped', 'delivered', 'delivered', 'cancelled'];
  await insertMany(db, 'orders', Math.floor(MEMBERS / 5), 20, (i) => {
    const m = i * 5;
    return {
      brand_id: brandOf(m),
      member_id: m + 1,
      products: '[]',
      shipping_address: null,
      subtotal: 2_000,
      discount: 0,
      delivery_fee: 0,
      total: 2_000,
      currency: 'USD',
      symbol: '$',
      status: statuses[i % statuses.length]!,
      free_gift: 0,
      payment_method: 'card',
      coins_spent: 0,
      shipping_option: 'standard',
      payment_ref: null,
      idempotency_key: `bench-order-${i}`,
      reserved_until: null,
      created_at: inYear(ro),
      updated_at: null,
    };
  });
}

export const REPORTS: Template = {
  name: 'reports',
  extraKey: `${MEMBERS}\n${fs.readFileSync(fileURLToPath(import.meta.url), 'utf8')}`,
  async build(handle) {
    await migrateToLatest(handle.db);
    const started = performance.now();
    await seed(handle.db);
    console.log(`  ${handle.dialect}: seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    // As autovacuum and SQLite's optimize would have by the time anyone reads a dashboard.
    if (handle.dialect === 'postgres') await sql`VACUUM (ANALYZE)`.execute(handle.db);
    else await sql`ANALYZE`.execute(handle.db);
  },
};
