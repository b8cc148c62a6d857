/**
 * The dashboards (issue 33 scope 5, docs/console.md "Dashboards") on both databases: the figures of
 * a small known fixture, exactly, for February 2026 (UTC days; the test clock is 1 March, noon);
 * who may read them (owners and brand admins, on their brands only); and the cross-brand dashboard
 * summing only the brands in the staff member's scope, never adding two currencies.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { rangeInstants } from '@member-area/domain';
import type { Db } from '../../src/db/kysely';
import { rollupReports } from '../../src/modules/reports/rollup';
import { mostPlayedTitles } from '../../src/modules/reports/repo';
import { rolledThrough, rollupRows } from '../../src/modules/reports/rollup-repo';
import { ReportService } from '../../src/modules/reports/service';
import { runOps, type OpsContext } from '../../src/ops/commands';
import type { FixtureIds } from '../fixtures';
import { DIALECTS, useTestApp } from '../harness';
import { TEST_STAFF, consoleGql, seedTestStaff, staffSignIn, type StaffName } from './staff-harness';

const FEB = { from: '2026-02-01', to: '2026-02-28' };
const TITLE_A = 990_001;
const TITLE_B = 990_002;

const FIELDS = `brandIds from to bucket problem
  members { active trials cancellations activeAtStart churn }
  mrr { currency amountMinor }
  revenue { period kind currency amountMinor }
  entries { day entries }
  ordersWaiting
  topTitles { mediaId title mediaType players }`;
const BRAND = `query($b: ID!, $r: ReportRange!) { dashboard(brandId: $b, range: $r) { ${FIELDS} } }`;
const CROSS = `query($r: ReportRange!) { crossBrandDashboard(range: $r) { ${FIELDS} } }`;

interface Dashboard {
  brandIds: string[];
  bucket: string;
  problem: string | null;
  members: {
    active: number;
    trials: number;
    cancellations: number;
    activeAtStart: number;
    churn: number | null;
  };
  mrr: { currency: string; amountMinor: number }[];
  revenue: { period: string; kind: string; currency: string; amountMinor: number }[];
  entries: { day: string; entries: number }[];
  ordersWaiting: number;
  topTitles: { mediaId: string; title: string; mediaType: string; players: number }[];
}

/** Subscriptions, payments, entries, orders and plays around February 2026 (see each comment). */
async function prepareFigures(db: Db, ids: FixtureIds): Promise<void> {
  await db
    .insertInto('plans')
    .values(
      [
        { id: 103, interval: 'year', price_recurring: 12_000, currency: 'USD', symbol: '$' },
        { id: 104, interval: 'week', price_recurring: 300, currency: 'EUR', symbol: '€' },
      ].map((p) => ({
        ...p,
        brand_id: 'playmax',
        name: `Plan ${p.id}`,
        group_name: 'movies',
        description: '',
        trial_period_days: 0,
        price_initial: p.price_recurring,
        interval_count: 1,
        is_public: 1,
      })),
    )
    .execute();
  const sub = (
    memberId: number,
    planId: number,
    ref: string,
    start: string,
    more: {
      is_trial?: number;
      is_active?: number;
      cancelled_at?: string;
      end_date?: string;
      price_recurring?: number;
      brand_id?: string;
    } = {},
  ) => ({
    member_id: memberId,
    brand_id: more.brand_id ?? 'playmax',
    plan_id: planId,
    ref_id: ref,
    reference_number: ref,
    subscription_provider: 'sandbox',
    is_active: more.is_active ?? 1,
    is_trial: more.is_trial ?? 0,
    billing_period_days: 30,
    start_date: start,
    next_billing_date: null,
    cancelled_at: more.cancelled_at ?? null,
    cancel_ref_id: more.cancelled_at ? `can_${ref}` : null,
    cancel_date: more.cancelled_at ?? null,
    end_date: more.end_date ?? null,
    created_at: start,
    price_recurring: more.price_recurring ?? null,
  });
  // The fixtures' paid@playmax (plan 101, $14.99 a month, since 1 January) runs throughout.
  await db
    .insertInto('subscriptions')
    .values([
      // Running on 1 February, cancelled on the 10th, ended on the 20th: churn.
      sub(ids.fr, 101, 'sub_fr', '2026-01-10T00:00:00.000Z', {
        is_active: 0,
        cancelled_at: '2026-02-10T09:00:00.000Z',
        end_date: '2026-02-20T09:00:00.000Z',
        price_recurring: 1_200,
      }),
      // On a trial since 25 February.
      sub(ids.inactive, 102, 'sub_trial', '2026-02-25T00:00:00.000Z', { is_trial: 1 }),
      // $120 a year since 15 January: $10 a month.
      sub(ids.newcomer, 103, 'sub_year', '2026-01-15T00:00:00.000Z'),
      // €3 a week since 5 February: €13 a month (52 weeks over 12 months).
      sub(ids.veteran, 104, 'sub_week', '2026-02-05T00:00:00.000Z'),
      // ClickCoins: CA$9.99 a month since 1 January.
      sub(ids.coins, 201, 'sub_coins', '2026-01-01T00:00:00.000Z', { brand_id: 'clickcoins' }),
    ])
    .execute();
  const pay = (
    brandId: string,
    memberId: number,
    kind: string,
    amount: number,
    currency: string,
    at: string,
    status = 'succeeded',
  ) => ({
    brand_id: brandId,
    member_id: memberId,
    subscription_id: null,
    kind,
    description: kind,
    amount,
    currency,
    symbol: '$',
    status,
    reference: `ch_${kind}_${at}_${amount}`,
    failure_code: status === 'failed' ? 'card_declined' : null,
    created_at: at,
  });
  await db
    .insertInto('billing_transactions')
    .values([
      pay('playmax', ids.paid, 'renewal', 1_499, 'USD', '2026-02-02T10:00:00.000Z'),
      pay('playmax', ids.paid, 'coins', 500, 'USD', '2026-02-02T11:00:00.000Z'),
      pay('playmax', ids.fr, 'entries', 299, 'USD', '2026-02-03T23:59:59.000Z'),
      pay('playmax', ids.fr, 'order', 2_500, 'USD', '2026-02-10T00:00:00.000Z'),
      pay('playmax', ids.fr, 'renewal', 1_499, 'USD', '2026-02-10T01:00:00.000Z', 'failed'),
      pay('playmax', ids.veteran, 'coins', 700, 'EUR', '2026-02-11T08:00:00.000Z'),
      pay('playmax', ids.paid, 'coins', 100, 'USD', '2026-01-31T23:59:59.000Z'), // the day before
      pay('playmax', ids.paid, 'coins', 100, 'USD', '2026-03-01T00:00:00.000Z'), // the day after
      pay('clickcoins', ids.coins, 'coins', 1_000, 'CAD', '2026-02-02T12:00:00.000Z'),
    ])
    .execute();
  await db
    .insertInto('sweeps')
    .values({
      id: 'R1',
      name: 'Report giveaway',
      product_name: 'Prize',
      description: '',
      prize_description: 'Prize',
      prize_kind: 'digital',
      category: 'promotional',
      member_only: 0,
      image: '',
      ref_number: 'SW-R1',
      start_date: '2026-01-01T05:01:00.000Z',
      end_date: '2026-04-01T03:59:00.000Z',
      start_available_date: '2026-01-01T05:01:00.000Z',
      end_available_date: '2026-04-01T03:59:00.000Z',
      created_at: '2026-01-01T00:00:00.000Z',
    })
    .execute();
  const entry = (memberId: number, entries: number, at: string) => ({
    member_id: memberId,
    sweep_id: 'R1',
    name: 'Report giveaway',
    entries,
    kind: 'entered',
    created_at: at,
  });
  await db
    .insertInto('giveaway_entries')
    .values([
      entry(ids.paid, 5, '2026-02-03T01:00:00.000Z'),
      entry(ids.fr, 2, '2026-02-03T22:00:00.000Z'),
      entry(ids.paid, 1, '2026-02-20T12:00:00.000Z'),
      entry(ids.paid, 4, '2026-01-20T12:00:00.000Z'), // before the range
      entry(ids.coins, 10, '2026-02-03T12:00:00.000Z'),
    ])
    .execute();
  const order = (brandId: string, memberId: number, status: string, key: string) => ({
    brand_id: brandId,
    member_id: memberId,
    products: '[]',
    shipping_address: null,
    delivery_fee: 0,
    total: 2_500,
    currency: 'USD',
    symbol: '$',
    status,
    free_gift: 0,
    shipping_option: 'standard',
    payment_ref: null,
    idempotency_key: key,
    reserved_until: null,
    created_at: '2026-02-10T00:00:00.000Z',
    updated_at: null,
  });
  await db
    .insertInto('orders')
    .values([
      order('playmax', ids.paid, 'paid', 'report-1'),
      order('playmax', ids.fr, 'paid', 'report-2'),
      order('playmax', ids.fr, 'shipped', 'report-3'),
      order('clickcoins', ids.coins, 'paid', 'report-4'),
    ])
    .execute();
  const title = (id: number, name: string) => ({
    id,
    media_type: 'movie',
    title: name,
    title_norm: name.toLowerCase(),
    slug: `report-${id}`,
    description: '',
    subtitle: null,
    release_date: null,
    release_year: null,
    popularity: 10,
    is_free: 0,
    vendor_id: `report-${id}`,
    duration: 5_400,
    genre_id: null,
    details: '{}',
    geo_allowed: null,
    geo_blocked: null,
    cache_index: 0,
  });
  await db
    .insertInto('media_items')
    .values([title(TITLE_A, 'Report Film A'), title(TITLE_B, 'Report Film B')])
    .execute();
  const play = (memberId: number, mediaId: number, at: string) => ({
    member_id: memberId,
    media_id: mediaId,
    media_type: 'movie',
    progress: 40,
    sequence: 1,
    updated_at: at,
    position: null,
  });
  await db
    .insertInto('media_progress')
    .values([
      play(ids.paid, TITLE_A, '2026-02-05T10:00:00.000Z'),
      play(ids.fr, TITLE_A, '2026-02-06T10:00:00.000Z'),
      play(ids.newcomer, TITLE_B, '2026-02-07T10:00:00.000Z'),
      play(ids.veteran, TITLE_B, '2026-01-20T10:00:00.000Z'), // before the range
      play(ids.coins, TITLE_B, '2026-02-08T10:00:00.000Z'),
    ])
    .execute();
}

/** The revenue rows that are not zero, as `currency period kind amount`. */
const paid = (d: Dashboard) =>
  d.revenue
    .filter((r) => r.amountMinor !== 0)
    .map((r) => `${r.currency} ${r.period} ${r.kind} ${r.amountMinor}`);

describe.each(DIALECTS)('the dashboards on %s', (dialect) => {
  const sessions = {} as Record<StaffName, string>;
  const t = useTestApp(dialect, {
    prepare: async (db, ids) => {
      await seedTestStaff(db.handle.db);
      await prepareFigures(db.handle.db, ids);
    },
  });

  beforeAll(async () => {
    for (const who of Object.keys(TEST_STAFF) as StaffName[])
      sessions[who] = await staffSignIn(t.app, t.clock, TEST_STAFF[who].email);
  });

  const ask = async (who: StaffName, query: string, variables: Record<string, unknown>) => {
    const r = await consoleGql(t.app, sessions[who], query, variables);
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    return (r.data?.dashboard ?? r.data?.crossBrandDashboard ?? null) as Dashboard | null;
  };

  it("counts PlayMax's February exactly", async () => {
    const d = await ask('brandAdmin', BRAND, { b: 'playmax', r: FEB });
    expect(d?.brandIds).toEqual(['playmax']);
    expect(d?.problem).toBeNull();
    // At the start: paid, fr and newcomer; at the end: paid, newcomer and veteran, and the trial.
    expect(d?.members).toEqual({ active: 3, trials: 1, cancellations: 1, activeAtStart: 3, churn: 1 / 3 });
    // $14.99 + $120 / 12; €3 × 52 / 12. Never one sum of dollars and euros.
    expect(d?.mrr).toEqual([
      { currency: 'EUR', amountMinor: 1_300 },
      { currency: 'USD', amountMinor: 2_499 },
    ]);
    expect(paid(d!)).toEqual([
      'EUR 2026-02-11 coins 700',
      'USD 2026-02-02 plans 1499',
      'USD 2026-02-02 coins 500',
      'USD 2026-02-03 entries 299',
      'USD 2026-02-10 orders 2500',
    ]);
    // Every day of each currency, four kinds a day, zeros included.
    expect(d?.revenue).toHaveLength(2 * 28 * 4);
    expect(d?.entries).toHaveLength(28);
    expect(d?.entries.filter((e) => e.entries > 0)).toEqual([
      { day: '2026-02-03', entries: 7 },
      { day: '2026-02-20', entries: 1 },
    ]);
    expect(d?.ordersWaiting).toBe(2);
    expect(d?.topTitles).toEqual([
      { mediaId: String(TITLE_A), title: 'Report Film A', mediaType: 'movie', players: 2 },
      { mediaId: String(TITLE_B), title: 'Report Film B', mediaType: 'movie', players: 1 },
    ]);
  });

  it('groups revenue per week, weeks starting on Monday', async () => {
    const d = await ask('owner', BRAND, { b: 'playmax', r: { ...FEB, bucket: 'week' } });
    expect(d?.bucket).toBe('week');
    expect([...new Set(d?.revenue.map((r) => r.period))]).toEqual([
      '2026-01-26',
      '2026-02-02',
      '2026-02-09',
      '2026-02-16',
      '2026-02-23',
    ]);
    expect(paid(d!)).toEqual([
      'EUR 2026-02-09 coins 700',
      'USD 2026-02-02 plans 1499',
      'USD 2026-02-02 coins 500',
      'USD 2026-02-02 entries 299',
      'USD 2026-02-09 orders 2500',
    ]);
  });

  it('refuses a range that is reversed, too long or not days, and a bucket that is neither', async () => {
    const problem = async (r: Record<string, string>) =>
      (await ask('owner', BRAND, { b: 'playmax', r }))?.problem;
    expect(await problem({ from: '2026-02-28', to: '2026-02-01' })).toBe('range_reversed');
    expect(await problem({ from: '2025-01-01', to: '2026-01-02' })).toBe('range_too_long');
    expect(await problem({ from: '2026-02-30', to: '2026-03-01' })).toBe('range_invalid_date');
    expect(await problem({ ...FEB, bucket: 'month' })).toBe('invalid_bucket');
    // 366 days is the longest range answered.
    expect(await problem({ from: '2025-03-01', to: '2026-03-01' })).toBeNull();
  });

  it('lets owners and brand admins read a dashboard, on their brands only', async () => {
    const seen: string[] = [];
    for (const who of Object.keys(TEST_STAFF) as StaffName[])
      for (const b of ['playmax', 'clickcoins']) {
        const d = await ask(who, BRAND, { b, r: FEB });
        seen.push(`${who}@${b}: ${d ? 'allowed' : 'refused'}`);
      }
    expect(seen).toEqual([
      'owner@playmax: allowed',
      'owner@clickcoins: allowed',
      'brandAdmin@playmax: allowed',
      'brandAdmin@clickcoins: refused',
      'editor@playmax: refused',
      'editor@clickcoins: refused',
      'support@playmax: refused',
      'support@clickcoins: refused',
      'fulfilment@playmax: refused',
      'fulfilment@clickcoins: refused',
    ]);
  });

  it('sums across brands only those in scope, each currency apart', async () => {
    const owner = await ask('owner', CROSS, { r: FEB });
    expect(owner?.brandIds).toEqual(['clickcoins', 'playmax']);
    expect(owner?.members).toEqual({
      active: 4,
      trials: 1,
      cancellations: 1,
      activeAtStart: 4,
      churn: 1 / 4,
    });
    expect(owner?.mrr).toEqual([
      { currency: 'CAD', amountMinor: 999 },
      { currency: 'EUR', amountMinor: 1_300 },
      { currency: 'USD', amountMinor: 2_499 },
    ]);
    expect(paid(owner!)).toContain('CAD 2026-02-02 coins 1000');
    expect(owner?.entries.find((e) => e.day === '2026-02-03')?.entries).toBe(17);
    expect(owner?.ordersWaiting).toBe(3);
    expect(owner?.topTitles.map((x) => [x.mediaId, x.players])).toEqual([
      [String(TITLE_A), 2],
      [String(TITLE_B), 2],
    ]);

    // The brand admin holds PlayMax alone: the same figures as PlayMax's own dashboard.
    const admin = await ask('brandAdmin', CROSS, { r: FEB });
    const own = await ask('brandAdmin', BRAND, { b: 'playmax', r: FEB });
    expect(admin?.brandIds).toEqual(['playmax']);
    expect(admin).toEqual(own);

    for (const who of ['editor', 'support', 'fulfilment'] as const)
      expect(await ask(who, CROSS, { r: FEB }), who).toBeNull();
  });

  // The rollups (docs/adr/0013): the closed days read from report_daily, today live. Last, as they
  // add a play today and the rollup rows the tests above never saw.
  const db = () => t.db.handle.db;
  const TO_TODAY = { from: '2026-02-01', to: '2026-03-01' };
  const everyRow = () => rollupRows(db(), '2000-01-01', '2099-12-31');

  it('gives the same figures from the closed days rolled up and today counted live', async () => {
    // Today (1 March): a payment at midnight (the fixture) and a play of title B.
    await db()
      .insertInto('media_progress')
      .values({
        member_id: t.ids.paid,
        media_id: TITLE_B,
        media_type: 'movie',
        progress: 10,
        sequence: 1,
        updated_at: '2026-03-01T09:00:00.000Z',
        position: null,
      })
      .execute();
    const asks = () =>
      Promise.all([
        ask('owner', BRAND, { b: 'playmax', r: TO_TODAY }),
        ask('owner', BRAND, { b: 'playmax', r: FEB }),
        ask('owner', CROSS, { r: TO_TODAY }),
        ask('brandAdmin', CROSS, { r: { ...TO_TODAY, bucket: 'week' } }),
      ]);
    const live = await asks();
    expect(await rolledThrough(db())).toBeNull();
    expect(await rollupReports(db(), t.clock.fn)).toEqual({ from: '2026-01-20', to: '2026-02-28', days: 40 });
    expect(await rolledThrough(db())).toBe('2026-02-28');
    const rolled = await asks();
    expect(rolled).toEqual(live);
    expect(paid(rolled[0]!)).toContain('USD 2026-03-01 coins 100');
    expect(rolled[2]?.topTitles.map((x) => [x.mediaId, x.players])).toEqual([
      [String(TITLE_B), 3],
      [String(TITLE_A), 2],
    ]);
  });

  it('rolls up idempotently: run again, the same rows', async () => {
    const once = await everyRow();
    expect(
      once
        .filter((r) => r.metric === 'plays' && r.brand_id === 'playmax')
        .map((r) => [r.day, r.key, Number(r.value)]),
    ).toEqual([
      ['2026-01-20', String(TITLE_B), 1],
      ['2026-02-05', String(TITLE_A), 1],
      ['2026-02-06', String(TITLE_A), 1],
      ['2026-02-07', String(TITLE_B), 1],
    ]);
    // The hourly run: yesterday again.
    expect(await rollupReports(db(), t.clock.fn)).toEqual({ from: '2026-02-28', to: '2026-02-28', days: 1 });
    expect(await everyRow()).toEqual(once);
    // From an earlier day, twice: the same rows each time.
    await rollupReports(db(), t.clock.fn, '2026-01-01');
    const again = await everyRow();
    await rollupReports(db(), t.clock.fn, '2026-01-01');
    expect(await everyRow()).toEqual(again);
    expect(again.filter((r) => r.metric !== 'done')).toEqual(once.filter((r) => r.metric !== 'done'));
  });

  it('recomputes from a day on the command line', async () => {
    const lines: string[] = [];
    const ops = (...argv: string[]) =>
      runOps(argv, {
        db: db(),
        clock: t.clock.fn,
        out: (l: string) => lines.push(l),
      } as unknown as OpsContext);
    // A payment written late to a closed day older than yesterday: counted once recomputed.
    await db()
      .insertInto('billing_transactions')
      .values({
        brand_id: 'playmax',
        member_id: t.ids.paid,
        subscription_id: null,
        kind: 'coins',
        description: 'coins',
        amount: 42,
        currency: 'USD',
        symbol: '$',
        status: 'succeeded',
        reference: 'ch_late',
        failure_code: null,
        created_at: '2026-02-15T10:00:00.000Z',
      })
      .execute();
    expect(paid((await ask('owner', BRAND, { b: 'playmax', r: FEB }))!)).not.toContain(
      'USD 2026-02-15 coins 42',
    );
    expect(await ops('rollup-reports', '--from', '2026-02-15')).toEqual({ ok: true });
    expect(lines).toEqual(['dashboard rollups: 14 day(s) recomputed, 2026-02-15 to 2026-02-28']);
    expect(paid((await ask('owner', BRAND, { b: 'playmax', r: FEB }))!)).toContain('USD 2026-02-15 coins 42');
    expect((await ops('rollup-reports', '--from', '2026-02-30')).ok).toBe(false);
  });

  it("writes a new subscription with its member's brand, and counts it on that brand", async () => {
    const before = await ask('owner', CROSS, { r: TO_TODAY });
    const r = await consoleGql(
      t.app,
      sessions.owner,
      `mutation($b: ID!, $input: NewMemberInput!) { createMember(brandId: $b, input: $input) {
        responseResult { succeeded } member { id } } }`,
      {
        b: 'clickcoins',
        input: {
          email: 'report-new@clickcoins.test',
          firstName: 'R',
          lastName: 'N',
          language: 'en-us',
          planId: '201',
        },
      },
    );
    const created = r.data?.createMember as {
      responseResult: { succeeded: boolean };
      member: { id: string };
    };
    expect(created.responseResult.succeeded).toBe(true);
    const rows = await db()
      .selectFrom('subscriptions')
      .select(['brand_id'])
      .where('member_id', '=', Number(created.member.id))
      .execute();
    expect(rows).toEqual([{ brand_id: 'clickcoins' }]);
    const after = await ask('owner', CROSS, { r: TO_TODAY });
    expect(after?.members.active).toBe(before!.members.active + 1);
    // Every subscription, the fixtures' and the seed's included, carries its member's brand.
    const astray = await db()
      .selectFrom('subscriptions as s')
      .innerJoin('members as m', 'm.id', 's.member_id')
      .whereRef('s.brand_id', '!=', 'm.brand_id')
      .select('s.id')
      .execute();
    expect(astray).toEqual([]);
  });

  it('counts a member once per title however the days were rolled up, where their last save is', async () => {
    const reports = new ReportService(db(), t.clock.fn);
    const top = async (from: string, to: string) =>
      (await reports.dashboard(['playmax'], { from, to, bucket: 'day' })).topTitles.map((x) => [
        x.mediaId,
        x.players,
      ]);
    // The live count of the same range, no rollup read: who last saved progress on a title then.
    const live = async (from: string, to: string) => {
      const { startIso, endIso } = rangeInstants(from, to);
      return (await mostPlayedTitles(db(), ['playmax'], startIso, endIso, 10)).map((x) => [
        x.mediaId,
        x.players,
      ]);
    };
    // paid@playmax played title A on 5 February (rolled up) and plays it again today, 1 March.
    await db()
      .updateTable('media_progress')
      .set({ updated_at: '2026-03-01T10:00:00.000Z' })
      .where('member_id', '=', t.ids.paid)
      .where('media_id', '=', TITLE_A)
      .execute();
    const ranges: [string, string][] = [
      ['2026-02-01', '2026-03-01'],
      ['2026-02-01', '2026-02-28'],
      ['2026-02-05', '2026-02-05'],
      ['2026-01-01', '2026-03-01'],
    ];
    const expected = [
      // A: fr (6 Feb) and paid (today), once; B: newcomer (7 Feb) and paid (today).
      [
        [TITLE_A, 2],
        [TITLE_B, 2],
      ],
      // February alone: paid's last save on A is no longer in it.
      [
        [TITLE_A, 1],
        [TITLE_B, 1],
      ],
      [],
      [
        [TITLE_B, 3],
        [TITLE_A, 2],
      ],
    ];
    const check = async () => {
      for (const [i, [from, to]] of ranges.entries()) {
        expect(await top(from, to), `${from}…${to}`).toEqual(expected[i]);
        expect(await live(from, to), `${from}…${to} live`).toEqual(expected[i]);
      }
    };
    expect(await rolledThrough(db())).toBe('2026-02-28');
    await check();
    // A day later the job rolls up 1 March: paid leaves 5 February's plays for 1 March's.
    const started = t.clock.now;
    t.clock.now = new Date('2026-03-02T12:00:00.000Z');
    try {
      expect(await rollupReports(db(), t.clock.fn)).toEqual({
        from: '2026-03-01',
        to: '2026-03-01',
        days: 1,
      });
      const plays = (await everyRow()).filter((r) => r.metric === 'plays' && r.brand_id === 'playmax');
      expect(plays.map((r) => [r.day, Number(r.key), Number(r.value)])).toEqual([
        ['2026-01-20', TITLE_B, 1],
        ['2026-02-06', TITLE_A, 1],
        ['2026-02-07', TITLE_B, 1],
        ['2026-03-01', TITLE_A, 1],
        ['2026-03-01', TITLE_B, 1],
      ]);
      const month = (await everyRow()).filter(
        (r) => r.metric === 'plays_month' && r.brand_id === 'playmax' && r.day === '2026-02',
      );
      expect(month.map((r) => [Number(r.key), Number(r.value)])).toEqual([
        [TITLE_A, 1],
        [TITLE_B, 1],
      ]);
      await check();
      // The same again, the hourly run recomputing yesterday.
      await rollupReports(db(), t.clock.fn);
      await check();
    } finally {
      t.clock.now = started;
    }
  });
});
