/**
 * Giveaways on top of the test fixtures (test/fixtures.ts): one of each card state on playmax,
 * draws inserted the way the draws job writes them, and GraphQL helpers for the sweep namespace.
 * The test clock is moved to NOW (10 March 2026, inside the March draw period).
 */
import { drawPeriod, monthlyEntryKey } from '@member-area/domain';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect } from 'vitest';
import type { Db, Dialect } from '../../src/db/kysely';
import type { FixtureIds } from '../fixtures';
import { gql, HOSTS, useTestApp, type GqlResult, type TestEnv, type TestEnvOptions } from '../harness';
import { cardForm, CARD_OK, postHosted, redirectParams } from '../account/helpers';

export const NOW = new Date('2026-03-10T12:00:00.000Z');
const HOUR = 3_600_000;
const ago = (hours: number) => new Date(NOW.getTime() - hours * HOUR).toISOString();

const MARCH = drawPeriod('2026-03');
const FEBRUARY = drawPeriod('2026-02');
const APRIL = drawPeriod('2026-04');
const iso = (d: Date) => d.toISOString();

/** The giveaways of these tests, by what they show. */
export const G = {
  drawnPaidWon: '1001',
  drawnFrClaimed: '1002',
  ended: '1003',
  open: '1004',
  openFunnel: '1005',
  monthly: '1006',
  future: '1007',
  postalWon: '1008',
  longPast: '1009',
  memberOnly: '1010',
  hidden: '1011',
  digitalPaidWon: '1012',
  otherBrand: '2001',
} as const;

export interface Spec {
  id: string;
  name?: string;
  category?: string;
  memberOnly?: boolean;
  tags?: string[];
  period?: { opensAt: Date; closesAt: Date };
  listedFrom?: string;
  prizeKind?: string;
  brands?: string[];
  totalEntries?: number;
}

/** A giveaway row: the month of MARCH unless told, listed from a week before it opens. */
export function sweepRow(s: Spec) {
  const period = s.period ?? MARCH;
  return {
    id: s.id,
    name: s.name ?? `Giveaway ${s.id}`,
    product_name: `Prize ${s.id}`,
    description: `About giveaway ${s.id}`,
    prize_description: `The prize of ${s.id}`,
    prize_kind: s.prizeKind ?? 'physical',
    category: s.category ?? 'promotional',
    member_only: s.memberOnly ? 1 : 0,
    image: `/brand-assets/giveaways/${s.id}.svg`,
    ref_number: `SW-2026-${s.id}`,
    tags: JSON.stringify(s.tags ?? []),
    start_date: iso(period.opensAt),
    end_date: iso(period.closesAt),
    start_available_date: s.listedFrom ?? iso(new Date(period.opensAt.getTime() - 7 * 24 * HOUR)),
    end_available_date: iso(new Date(period.closesAt.getTime() + 30 * 24 * HOUR)),
    total_entries: s.totalEntries ?? 0,
    created_at: '2026-01-01T00:00:00.000Z',
  };
}

export const SPECS: Spec[] = [
  { id: G.drawnPaidWon, period: FEBRUARY, totalEntries: 4000 },
  { id: G.drawnFrClaimed, period: FEBRUARY, totalEntries: 3500 },
  { id: G.ended, period: FEBRUARY, totalEntries: 200 },
  { id: G.open, tags: ['bonus_offer'], brands: ['playmax', 'clickcoins'] },
  { id: G.openFunnel, tags: ['failed_upsell_funnel'] },
  { id: G.monthly, category: 'monthly_exclusive', memberOnly: true },
  { id: G.future, period: APRIL, listedFrom: iso(MARCH.opensAt) },
  { id: G.postalWon, period: FEBRUARY, totalEntries: 3100 },
  { id: G.longPast, period: FEBRUARY, totalEntries: 3001 },
  { id: G.memberOnly, memberOnly: true },
  { id: G.hidden, listedFrom: '2026-03-20T00:00:00.000Z' },
  { id: G.digitalPaidWon, period: FEBRUARY, prizeKind: 'digital', totalEntries: 3002 },
  { id: G.otherBrand, brands: ['clickcoins'] },
];

/** A draw row of one month as the draws job writes it (ids as `drw_{sweep}_{YYYY-MM}` here). */
export function drawRow(
  sweepId: string,
  period: string,
  status: string,
  extra: Partial<{
    drawn_at: string;
    winner_member_id: number;
    winner_postal_id: number;
    claimed_at: string;
  }> = {},
) {
  const { opensAt, closesAt } = drawPeriod(period);
  return {
    id: `drw_${sweepId}_${period}`,
    sweep_id: sweepId,
    period,
    opens_at: iso(opensAt),
    closes_at: iso(closesAt),
    commitment: 'c'.repeat(64),
    seed: 's'.repeat(64),
    status,
    created_at: iso(new Date(opensAt.getTime() - 7 * 24 * HOUR)),
    ...extra,
  };
}

/** A giveaway's price on a brand: playmax USD 1.99 for 10 entries, ×3 for 4.99; clickcoins the same in CAD (2.49, 5.99). */
export function priceRow(sweepId: string, brand = 'playmax') {
  const cad = brand === 'clickcoins';
  return {
    sweep_id: sweepId,
    brand_id: brand,
    currency: cad ? 'CAD' : 'USD',
    symbol: cad ? 'CA$' : '$',
    country_code: cad ? 'CA' : 'US',
    price_amount: cad ? 249 : 199,
    price_entries: 10,
    multiplier_amount: cad ? 599 : 499,
    multiplier_factor: 3,
  };
}

/** The giveaways, their brands and prices (playmax USD 1.99/10, ×3 for 4.99; clickcoins CAD), and the draws. */
export async function insertGiveaways(db: Db, ids: FixtureIds): Promise<void> {
  await db.insertInto('sweeps').values(SPECS.map(sweepRow)).execute();
  await db
    .insertInto('sweep_brands')
    .values(SPECS.flatMap((s) => (s.brands ?? ['playmax']).map((brand) => priceRow(s.id, brand))))
    .execute();
  await db
    .insertInto('draws')
    .values([
      drawRow(G.drawnPaidWon, '2026-02', 'drawn', { drawn_at: ago(24), winner_member_id: ids.paid }),
      drawRow(G.drawnFrClaimed, '2026-02', 'drawn', {
        drawn_at: ago(48),
        winner_member_id: ids.fr,
        claimed_at: ago(12),
      }),
      drawRow(G.ended, '2026-02', 'committed'),
      drawRow(G.postalWon, '2026-02', 'drawn', { drawn_at: ago(30), winner_postal_id: 1 }),
      drawRow(G.longPast, '2026-02', 'drawn', { drawn_at: ago(100), winner_member_id: ids.fr }),
      drawRow(G.digitalPaidWon, '2026-02', 'drawn', { drawn_at: ago(20), winner_member_id: ids.paid }),
    ])
    .execute();
}

/**
 * useTestApp on the giveaways of these tests (insertGiveaways, then the block's own `prepare`),
 * with the clock at NOW.
 */
export function useGiveawaysApp<Login extends string = never>(
  dialect: Dialect,
  opts: TestEnvOptions<Login> = {},
): TestEnv<Login> {
  const t = useTestApp(dialect, {
    ...opts,
    clockStart: NOW,
    prepare: async (db, ids) => {
      await insertGiveaways(db.handle.db, ids);
      await opts.prepare?.(db, ids);
    },
  });
  beforeAll(() => {
    t.clock.now = new Date(NOW);
  });
  return t;
}

/** The latest mail the outbox holds for an address. */
export function latestMailTo(db: Db, address: string) {
  return db
    .selectFrom('outbox_mails')
    .selectAll()
    .where('to_address', '=', address)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
}

/** paid@ holds this month's free monthly exclusive entry and 5 entries in the funnel giveaway. */
export async function insertPaidEntries(db: Db, ids: FixtureIds): Promise<void> {
  const rows = [
    {
      sweep: G.monthly,
      entries: 1,
      kind: 'monthly_exclusive',
      source: 'monthly',
      key: monthlyEntryKey(G.monthly, ids.paid, '2026-03'),
    },
    {
      sweep: G.openFunnel,
      entries: 5,
      kind: 'entered',
      source: 'grant',
      key: `test:${G.openFunnel}:${ids.paid}`,
    },
  ];
  for (const r of rows) {
    await db
      .insertInto('giveaway_entries')
      .values({
        member_id: ids.paid,
        sweep_id: r.sweep,
        name: `Giveaway ${r.sweep}`,
        entries: r.entries,
        kind: r.kind,
        source: r.source,
        idempotency_key: r.key,
        payment_ref: null,
        created_at: '2026-03-02T10:00:00.000Z',
      })
      .execute();
    await db
      .updateTable('sweeps')
      .set((eb) => ({ total_entries: eb('total_entries', '+', r.entries) }))
      .where('id', '=', r.sweep)
      .execute();
  }
}

export const SWEEP_FIELDS = `id name category memberOnly entries status cardState total_entries_sold brands tags image ref_number
  start_date end_date start_available_date end_available_date prizeKind drawId
  price { currency symbol countryCode entries amount } multiplier { currency symbol countryCode amount multiplierFactor }
  offers { offer entries amount listAmount discountPercent } odds { entries total oneIn }
  winner { isViewer claimed displayName chosenAt } sponsor { companyName address city state zip countryCode }`;

export interface SweepView {
  id: string;
  cardState: string;
  status: string;
  entries: number;
  total_entries_sold: number;
  offers: {
    offer: string;
    entries: number;
    amount: number;
    listAmount: number | null;
    discountPercent: number | null;
  }[];
  odds: { entries: number; total: number; oneIn: number } | null;
  winner: { isViewer: boolean; claimed: boolean; displayName: string; chosenAt: string } | null;
  [key: string]: unknown;
}

type Opts = { token?: string; country?: string; host?: string };

function headersOf(o: Opts): Record<string, string> {
  return o.country ? { 'x-country': o.country } : {};
}

export async function listByBrand(app: FastifyInstance, brandId: string, o: Opts = {}): Promise<GqlResult> {
  return gql(
    app,
    o.host ?? HOSTS.playmax,
    `query($b: ID!) { sweep { listByBrand(brandId: $b) { ${SWEEP_FIELDS} } } }`,
    {
      token: o.token,
      variables: { b: brandId },
      headers: headersOf(o),
    },
  );
}

export async function list(app: FastifyInstance, o: Opts = {}): Promise<SweepView[]> {
  const res = await listByBrand(app, o.host === HOSTS.clickcoins ? 'clickcoins' : 'playmax', o);
  expect(res.body.errors).toBeUndefined();
  return (res.body.data as { sweep: { listByBrand: SweepView[] } }).sweep.listByBrand;
}

export async function byId(app: FastifyInstance, id: string, o: Opts = {}): Promise<SweepView | null> {
  const res = await gql(
    app,
    o.host ?? HOSTS.playmax,
    `query($id: ID!) { sweep { byId(id: $id) { ${SWEEP_FIELDS} } } }`,
    {
      token: o.token,
      variables: { id },
      headers: headersOf(o),
    },
  );
  expect(res.body.errors).toBeUndefined();
  return (res.body.data as { sweep: { byId: SweepView | null } }).sweep.byId;
}

export interface Result {
  succeeded: boolean;
  errorCode: string | null;
  message: string | null;
  extra: unknown;
}

export interface StartPayload {
  responseResult: Result;
  url: string | null;
  ref: string | null;
  entries: number | null;
  amount: number | null;
}

export async function startEntryPurchase(
  app: FastifyInstance,
  token: string | undefined,
  vars: { sweepId: string; offer: string; dateOfBirth?: string; source?: string; method?: string },
  o: Opts = {},
): Promise<StartPayload> {
  const res = await gql(
    app,
    o.host ?? HOSTS.playmax,
    `mutation($s: ID!, $o: String!, $d: String, $src: String, $m: String) { sweep { startEntryPurchase(sweepId: $s, offer: $o, dateOfBirth: $d, source: $src, method: $m) {
      responseResult { succeeded errorCode message extra } url ref entries amount } } }`,
    {
      token,
      variables: { s: vars.sweepId, o: vars.offer, d: vars.dateOfBirth, src: vars.source, m: vars.method },
      headers: headersOf(o),
    },
  );
  expect(res.body.errors).toBeUndefined();
  return (res.body.data as { sweep: { startEntryPurchase: StartPayload } }).sweep.startEntryPurchase;
}

export interface AddPayload {
  responseResult: Result;
  transactionId: string | null;
  amount: number | null;
  entries: number | null;
  sweep: SweepView | null;
}

export async function addEntries(
  app: FastifyInstance,
  token: string,
  vars: { sweepId: string; entries: number; paymentRef: string },
  o: Opts = {},
): Promise<AddPayload> {
  const res = await gql(
    app,
    o.host ?? HOSTS.playmax,
    `mutation($s: ID!, $e: Int!, $r: String!) { sweep { addEntriesAfterPaypalSuccess(sweepId: $s, entries: $e, paymentRef: $r) {
      responseResult { succeeded errorCode message extra } transactionId amount entries sweep { ${SWEEP_FIELDS} } } } }`,
    { token, variables: { s: vars.sweepId, e: vars.entries, r: vars.paymentRef }, headers: headersOf(o) },
  );
  expect(res.body.errors).toBeUndefined();
  return (res.body.data as { sweep: { addEntriesAfterPaypalSuccess: AddPayload } }).sweep
    .addEntriesAfterPaypalSuccess;
}

/** Pays a started purchase on the hosted page with the test card; answers the return's state and ref. */
export async function payOnHostedPage(
  app: FastifyInstance,
  url: string,
  form: Record<string, string> = cardForm(CARD_OK),
): Promise<{ state: Record<string, unknown>; ref: string }> {
  const params = redirectParams(await postHosted(app, url, form));
  return {
    state: JSON.parse(params.get('state') ?? '{}') as Record<string, unknown>,
    ref: params.get('subscription_id') ?? '',
  };
}

/** The ledger and the pool of one giveaway: entries summed, rows, and sweeps.total_entries. */
export async function poolOf(
  db: Db,
  sweepId: string,
): Promise<{ ledger: number; rows: number; total: number }> {
  const sum = await db
    .selectFrom('giveaway_entries')
    .select((eb) => [
      eb.fn.sum<number | string>('entries').as('n'),
      eb.fn.countAll<number | string>().as('rows'),
    ])
    .where('sweep_id', '=', sweepId)
    .executeTakeFirstOrThrow();
  const sweep = await db
    .selectFrom('sweeps')
    .select('total_entries')
    .where('id', '=', sweepId)
    .executeTakeFirstOrThrow();
  // The pool also holds free postal entries, one entry per envelope.
  const postal = await db
    .selectFrom('postal_entries')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('sweep_id', '=', sweepId)
    .executeTakeFirstOrThrow();
  return {
    ledger: Number(sum.n ?? 0) + Number(postal.n),
    rows: Number(sum.rows),
    total: Number(sweep.total_entries),
  };
}

export async function memberTags(db: Db, memberId: number): Promise<string[]> {
  const rows = await db.selectFrom('member_tags').select('tag').where('member_id', '=', memberId).execute();
  return rows.map((r) => r.tag).sort();
}
