/**
 * The demo giveaways (issue 12 item 10, the contract's "Seeded giveaways" table): every card state
 * on playmax, prices per brand, prize pictures, the personas' entries and dates of birth. Dates are
 * whole Eastern-Time months relative to the seed's clock (packages/domain drawPeriod).
 *
 * Safe on every start: a giveaway is inserted once and then left alone (time moves it from open to
 * drawing to past, as it would in production); entries carry idempotency keys and move the pool
 * counter only when they were really inserted, so sweeps.total_entries always equals the ledger.
 * The draw rows, their synthetic entrants and winners (1001, 1002, 1003, 1008) are the draws seed's.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  BONUS_OFFER_SWEEP_TAG,
  FAILED_UPSELL_SWEEP_TAG,
  SWEEP_BLOCKED_COUNTRIES,
  drawPeriod,
  monthlyEntryKey,
  nextPeriod,
  periodOf,
  previousPeriod,
} from '@member-area/domain';
import type { Db, DbOrTrx } from '../../db/kysely';
import type { SweepModel } from '../../modules/giveaways/model';
import { findMemberByEmail } from '../../modules/member';
import { PERSONAS, type PersonaSeed } from '../personas';
import { DAY_MS } from '../time';
import { prizeArtSvg, type PrizeKind } from './prize-art';

/** Which month a giveaway's entry period is, relative to the seed's month. */
type PeriodSpec = 'previous' | 'current' | 'next' | 'rolled_over';

/** A brand's price of its giveaways, as the module reads it. */
type PriceSeed = SweepModel['price'];

export interface SweepSeed {
  id: string;
  name: string;
  productName: string;
  description: string;
  prizeDescription: string;
  prizeKind: 'physical' | 'digital';
  category: 'promotional' | 'monthly_exclusive';
  memberOnly: boolean;
  tags: string[];
  period: PeriodSpec;
  brands: string[];
  art: { kind: PrizeKind; from: string; to: string };
}

/** USD 1.99 for 10 entries, 4.99 for ×3 (playmax, clickcoins); clickplay sells in CAD. */
const USD: PriceSeed = {
  currency: 'USD',
  symbol: '$',
  countryCode: 'US',
  priceAmount: 199,
  priceEntries: 10,
  multiplierAmount: 499,
  multiplierFactor: 3,
};
const CAD: PriceSeed = {
  ...USD,
  currency: 'CAD',
  symbol: 'CA$',
  countryCode: 'CA',
  priceAmount: 249,
  multiplierAmount: 599,
};
export const PRICE_BY_BRAND: Record<string, PriceSeed> = { playmax: USD, clickcoins: USD, clickplay: CAD };

const promo = (
  s: Omit<SweepSeed, 'category' | 'memberOnly' | 'tags' | 'prizeKind'> & Partial<SweepSeed>,
): SweepSeed => ({
  category: 'promotional',
  memberOnly: false,
  tags: [],
  prizeKind: 'physical',
  ...s,
});

export const GIVEAWAYS: readonly SweepSeed[] = [
  promo({
    id: '1001',
    name: 'Dream Car Giveaway',
    productName: 'Electric hatchback',
    description: 'Win a brand-new electric hatchback, delivered to your door.',
    prizeDescription:
      'A new electric hatchback (approximate retail value USD 32,000), registration fees included.',
    period: 'previous',
    brands: ['playmax'],
    art: { kind: 'car', from: '#2563eb', to: '#1e1b4b' },
  }),
  promo({
    id: '1002',
    name: 'Home Theater Bundle',
    productName: '65" TV and sound bar',
    description: 'A 65-inch 4K TV with a Dolby Atmos sound bar for movie nights at home.',
    prizeDescription: 'A 65" 4K television and a sound bar (approximate retail value USD 2,400).',
    period: 'previous',
    brands: ['playmax'],
    art: { kind: 'tv', from: '#9333ea', to: '#312e81' },
  }),
  promo({
    id: '1003',
    name: 'Weekend Getaway',
    productName: 'Two nights for two',
    description: 'Two nights for two in a city of your choice, flights included.',
    prizeDescription: 'Return flights for two and two hotel nights (approximate retail value USD 1,800).',
    period: 'previous',
    brands: ['playmax'],
    art: { kind: 'suitcase', from: '#0d9488', to: '#134e4a' },
  }),
  promo({
    id: '1004',
    name: 'Gaming PC',
    productName: 'RTX gaming desktop',
    description: 'A high-end gaming desktop with a 27-inch monitor, keyboard and mouse.',
    prizeDescription:
      'A gaming desktop computer with monitor and accessories (approximate retail value USD 2,600).',
    period: 'current',
    brands: ['playmax', 'clickcoins'],
    tags: [BONUS_OFFER_SWEEP_TAG],
    art: { kind: 'pc', from: '#dc2626', to: '#450a0a' },
  }),
  promo({
    id: '1005',
    name: 'Smart Watch',
    productName: 'Smart watch with GPS',
    description: 'A smart watch with GPS, heart-rate tracking and a week of battery.',
    prizeDescription: 'A GPS smart watch (approximate retail value USD 399).',
    period: 'current',
    brands: ['playmax'],
    tags: [FAILED_UPSELL_SWEEP_TAG],
    art: { kind: 'watch', from: '#f59e0b', to: '#7c2d12' },
  }),
  {
    id: '1006',
    name: 'Monthly Exclusive Box',
    productName: 'Members’ surprise box',
    description: 'A surprise box of gadgets and goodies. Active members are entered free every month.',
    prizeDescription: 'A box of gadgets and merchandise (approximate retail value USD 250).',
    prizeKind: 'physical',
    category: 'monthly_exclusive',
    memberOnly: true,
    tags: [],
    period: 'current',
    brands: ['playmax', 'clickcoins', 'clickplay'],
    art: { kind: 'box', from: '#db2777', to: '#500724' },
  },
  promo({
    id: '1007',
    name: 'Dream Kitchen',
    productName: 'Kitchen makeover',
    description: 'A kitchen makeover: range, fridge and a set of pro cookware.',
    prizeDescription: 'Kitchen appliances and cookware (approximate retail value USD 9,000).',
    period: 'next',
    brands: ['playmax'],
    art: { kind: 'kitchen', from: '#16a34a', to: '#14532d' },
  }),
  promo({
    id: '1008',
    name: 'Electric Guitar',
    productName: 'Electric guitar and amp',
    description:
      'A solid-body electric guitar with a practice amp. Last month had too few entrants, so the draw rolled over.',
    prizeDescription: 'An electric guitar and amplifier (approximate retail value USD 1,100).',
    period: 'rolled_over',
    brands: ['playmax'],
    art: { kind: 'guitar', from: '#ea580c', to: '#431407' },
  }),
  promo({
    id: '2001',
    name: 'Coin Vault',
    productName: '50,000 coins',
    description: 'Fifty thousand coins for the ClickCoins marketplace.',
    prizeDescription: '50,000 coins credited to the winner’s wallet.',
    prizeKind: 'digital',
    period: 'current',
    brands: ['clickcoins'],
    art: { kind: 'vault', from: '#ca8a04', to: '#422006' },
  }),
  promo({
    id: '3001',
    name: 'Console Bundle',
    productName: 'Game console with two controllers',
    description: 'A current-generation game console with two controllers and three games.',
    prizeDescription: 'A game console bundle (approximate retail value CAD 800).',
    period: 'current',
    brands: ['clickplay'],
    art: { kind: 'console', from: '#0891b2', to: '#083344' },
  }),
];

/** URL path of a giveaway's picture (served from DATA_DIR/brand-assets, as the brand art). */
export const prizeImagePath = (id: string): string => `/brand-assets/giveaways/${id}.svg`;

export interface SweepDates {
  startDate: string;
  endDate: string;
  startAvailableDate: string;
  endAvailableDate: string;
}

/**
 * The entry period of a seeded giveaway and when it is listed. Listed from a week before it opens
 * (a 'coming soon' card; next month's all this month) to 30 days after it closes: the draw and its
 * announcement fall inside, and a drawn giveaway leaves the list 72 h after its winner (isListed).
 */
export function sweepDates(spec: PeriodSpec, now: Date): SweepDates {
  const current = periodOf(now);
  const month =
    spec === 'previous' ? previousPeriod(current) : spec === 'next' ? nextPeriod(current) : current;
  const { opensAt, closesAt } = drawPeriod(month);
  // Rolled over: opened last month, ran on to this month's end (too few entrants to draw).
  const start = spec === 'rolled_over' ? drawPeriod(previousPeriod(current)).opensAt : opensAt;
  const listedFrom = spec === 'next' ? drawPeriod(current).opensAt : new Date(start.getTime() - 7 * DAY_MS);
  return {
    startDate: start.toISOString(),
    endDate: closesAt.toISOString(),
    startAvailableDate: listedFrom.toISOString(),
    endAvailableDate: new Date(closesAt.getTime() + 30 * DAY_MS).toISOString(),
  };
}

export interface SeededEntry {
  memberId: number;
  sweepId: string;
  name: string;
  entries: number;
  kind: 'entered' | 'monthly_exclusive';
  source: 'grant' | 'monthly';
  key: string;
  createdAt: string;
}

/**
 * One ledger row of the demo data, under its key: inserted at most once, and the pool counter moves
 * with it in the same transaction (the invariant the purchase path keeps). Seed/account uses it too.
 */
export async function seedEntry(db: DbOrTrx, e: SeededEntry): Promise<boolean> {
  const r = await db
    .insertInto('giveaway_entries')
    .values({
      member_id: e.memberId,
      sweep_id: e.sweepId,
      name: e.name,
      entries: e.entries,
      kind: e.kind,
      source: e.source,
      idempotency_key: e.key,
      payment_ref: null,
      created_at: e.createdAt,
    })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .executeTakeFirst();
  if (Number(r.numInsertedOrUpdatedRows ?? 0) !== 1) return false;
  await db
    .updateTable('sweeps')
    .set((eb) => ({ total_entries: eb('total_entries', '+', e.entries) }))
    .where('id', '=', e.sweepId)
    .execute();
  return true;
}

/** The key of paid@'s seeded 100 entries in the Gaming PC giveaway. */
export const PAID_GAMING_PC_KEY = (memberId: number): string => `seed:1004:${memberId}`;

/** When seeded entries in this month's giveaways were made: `daysAgo` days ago, but not before it opened. */
export function seededEntryTime(now: Date, daysAgo: number): string {
  const opened = drawPeriod(periodOf(now)).opensAt.getTime();
  return new Date(Math.max(opened, now.getTime() - daysAgo * DAY_MS)).toISOString();
}

async function insertSweep(db: DbOrTrx, s: SweepSeed, now: Date): Promise<boolean> {
  const dates = sweepDates(s.period, now);
  const r = await db
    .insertInto('sweeps')
    .values({
      id: s.id,
      name: s.name,
      product_name: s.productName,
      description: s.description,
      prize_description: s.prizeDescription,
      prize_kind: s.prizeKind,
      category: s.category,
      member_only: s.memberOnly ? 1 : 0,
      image: prizeImagePath(s.id),
      ref_number: `SW-${dates.startDate.slice(0, 4)}-${s.id}`,
      tags: JSON.stringify(s.tags),
      start_date: dates.startDate,
      end_date: dates.endDate,
      start_available_date: dates.startAvailableDate,
      end_available_date: dates.endAvailableDate,
      total_entries: 0,
      created_at: now.toISOString(),
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  for (const brandId of s.brands) {
    const p = PRICE_BY_BRAND[brandId] ?? USD;
    await db
      .insertInto('sweep_brands')
      .values({
        sweep_id: s.id,
        brand_id: brandId,
        currency: p.currency,
        symbol: p.symbol,
        country_code: p.countryCode,
        price_amount: p.priceAmount,
        price_entries: p.priceEntries,
        multiplier_amount: p.multiplierAmount,
        multiplier_factor: p.multiplierFactor,
      })
      .onConflict((oc) => oc.columns(['sweep_id', 'brand_id']).doNothing())
      .execute();
  }
  return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
}

async function memberIdOf(db: DbOrTrx, brandId: string, email: string): Promise<number | null> {
  const member = await findMemberByEmail(db, brandId, email);
  return member ? Number(member.id) : null;
}

/** Personas created before dates of birth existed get theirs (never overwriting one a member gave). */
async function backfillDatesOfBirth(db: DbOrTrx, personas: readonly PersonaSeed[]): Promise<number> {
  let n = 0;
  for (const p of personas) {
    if (!p.dateOfBirth) continue;
    const r = await db
      .updateTable('members')
      .set({ date_of_birth: p.dateOfBirth })
      .where('brand_id', '=', p.brandId)
      .where('email', '=', p.email)
      .where('date_of_birth', 'is', null)
      .executeTakeFirst();
    n += Number(r.numUpdatedRows);
  }
  return n;
}

/**
 * Active members are entered free into the monthly exclusive every month (SPEC.md 6): the seeded
 * personas with an active (paid) plan, in a country where giveaways are allowed, hold this month's.
 */
function monthlyEntrants(sweep: SweepSeed): PersonaSeed[] {
  return PERSONAS.filter(
    (p) =>
      sweep.brands.includes(p.brandId) &&
      p.isActive &&
      p.subscriptions.some((s) => s.state === 'active') &&
      !(SWEEP_BLOCKED_COUNTRIES as readonly string[]).includes(p.countryCode ?? ''),
  );
}

export interface GiveawaySeedOptions {
  /** Prize pictures are written under `${dataDir}/brand-assets/giveaways/`. */
  dataDir: string;
  log?: (msg: string) => void;
}

export async function seedGiveawayCatalogue(db: Db, now: Date, opts: GiveawaySeedOptions): Promise<void> {
  const log = opts.log ?? (() => {});
  const result = await db.transaction().execute(async (trx) => {
    let sweeps = 0;
    for (const s of GIVEAWAYS) if (await insertSweep(trx, s, now)) sweeps++;
    let entries = 0;
    const period = periodOf(now);
    const monthly = GIVEAWAYS.find((s) => s.id === '1006');
    for (const p of monthly ? monthlyEntrants(monthly) : []) {
      const memberId = await memberIdOf(trx, p.brandId, p.email);
      if (memberId === null || !monthly) continue;
      const inserted = await seedEntry(trx, {
        memberId,
        sweepId: monthly.id,
        name: monthly.name,
        entries: 1,
        kind: 'monthly_exclusive',
        source: 'monthly',
        key: monthlyEntryKey(monthly.id, memberId, period),
        createdAt: drawPeriod(period).opensAt.toISOString(),
      });
      if (inserted) entries++;
    }
    const paid = await memberIdOf(trx, 'playmax', 'paid@playmax.test');
    if (paid !== null && (await seedEntry(trx, paidGamingPcEntry(paid, now)))) entries++;
    const births = await backfillDatesOfBirth(trx, PERSONAS);
    return { sweeps, entries, births };
  });
  const art = await writePrizeArt(opts.dataDir);
  if (result.sweeps + result.entries + result.births + art > 0)
    log(
      `giveaways: ${result.sweeps} of ${GIVEAWAYS.length} created, ${result.entries} persona entries, ` +
        `${result.births} dates of birth, ${art} prize pictures`,
    );
}

/** paid@ holds 100 entries in the Gaming PC giveaway ('entered', buy more entries). */
export function paidGamingPcEntry(memberId: number, now: Date): SeededEntry {
  return {
    memberId,
    sweepId: '1004',
    name: 'Gaming PC',
    entries: 100,
    kind: 'entered',
    source: 'grant',
    key: PAID_GAMING_PC_KEY(memberId),
    createdAt: seededEntryTime(now, 10),
  };
}

async function writePrizeArt(dataDir: string): Promise<number> {
  const dir = path.join(dataDir, 'brand-assets', 'giveaways');
  await fs.mkdir(dir, { recursive: true });
  let written = 0;
  for (const s of GIVEAWAYS) {
    const file = path.join(dir, `${s.id}.svg`);
    const svg = prizeArtSvg({ id: s.id, kind: s.art.kind, title: s.name, from: s.art.from, to: s.art.to });
    // 'wx': an operator's own picture under this name is never replaced.
    await fs
      .writeFile(file, svg, { flag: 'wx' })
      .then(() => written++)
      .catch((err: NodeJS.ErrnoException) => {
        if (err.code !== 'EEXIST') throw err;
      });
  }
  return written;
}
