/**
 * The giveaways' operator commands (README "Operator commands"; issue 12 item 9): create a giveaway,
 * record a postal entry, run and publish a draw, give the monthly entries. Each validates its flags
 * with zod like an API validates a body, prints what it changed, and answers a problem (the CLI
 * exits 1 with it) on bad input.
 */
import { z } from 'zod';
import {
  PAST_GIVEAWAYS_VISIBLE_HOURS,
  WINNER_ANNOUNCED_WITHIN_DAYS,
  currencyMinorDigits,
  drawPeriod,
  parseMajor,
  isDrawPeriod,
  nextPeriod,
  periodOf,
} from '@member-area/domain';
import { inTransaction } from '../../db/transaction';
import { errorMessage } from '../../graphql/response-result';
import { memberText } from '../../lib/member-text';
import { parseFlags, type OpsOutcome, type ParsedArgs } from '../../ops/args';
import type { OpsCommand, OpsContext } from '../../ops/context';
import { brandIdFlag, findBrandById, toBrand } from '../brand';
import { highestSweepId, insertSweep } from './admin-repo';
import { grantMonthlyEntries } from './draw-monthly';
import type { AnnounceResult, CloseResult } from './draw-service';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** A new giveaway shows as 'coming soon' this long before its entries open. */
export const COMING_SOON_DAYS = 14;

const period = z.string().refine(isDrawPeriod, 'a month as YYYY-MM');
const decimal = z.string().regex(/^\d{1,7}(\.\d{1,3})?$/, 'an amount like 4.99');
/** A giveaway's texts are shown to members: the same characters refused as in what members type. */
const text = (max: number) => memberText().trim().min(1).max(max);
const sweepId = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'a giveaway id like 1001');

const CreateGiveaway = z
  .object({
    brand: brandIdFlag('playmax'),
    name: text(120),
    prize: text(500),
    month: period,
    months: z.coerce.number().int().min(1).max(12).default(1),
    price: decimal.optional(),
    entries: z.coerce.number().int().min(1).max(1_000_000).optional(),
    'multiplier-price': decimal.optional(),
    factor: z.coerce.number().int().min(2).max(100).optional(),
    category: z.enum(['promotional', 'monthly_exclusive']).default('promotional'),
    physical: z.literal(true).optional(),
    'member-only': z.literal(true).optional(),
    description: text(2000).optional(),
    image: text(300).optional(),
  })
  .strict();

const RecordPostal = z
  .object({
    sweep: sweepId,
    envelope: z.string(),
    name: z.string(),
    address: z.string(),
    city: z.string(),
    postcode: z.string(),
    phone: z.string().optional(),
    email: z.string(),
    country: z
      .string()
      .regex(/^[A-Za-z]{2}$/, 'a country code like US')
      .optional(),
    received: z.iso.date().or(z.iso.datetime()).optional(),
  })
  .strict();

const RunDraw = z
  .object({
    sweep: sweepId,
    month: period,
    beacon: z.string().max(512).optional(),
    hold: z.literal(true).optional(),
  })
  .strict();
const PublishDraw = z
  .object({ draw: z.string().regex(/^drw_[A-Za-z0-9_-]{1,80}$/, 'a draw id like drw_1001_202611') })
  .strict();
const MonthlyEntries = z.object({ month: period.optional() }).strict();

/** A decimal amount in the currency's minor units, exactly (no floating point); null when it has too many decimals. */
export function toMinorUnits(amount: string, currency: string): number | null {
  return parseMajor(amount, currency)?.amount ?? null;
}

/**
 * When an envelope arrived: an instant as given, or for a bare date noon in New York that day (the
 * draw's time zone), so that the date the operator reads on the envelope is the day it counts for.
 * -05:00 is New York's winter offset; in summer that is 1 p.m., the same day either way.
 */
export function receivedAt(text: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) ? new Date(`${text}T12:00:00-05:00`) : new Date(text);
}

const fmt = (n: number) => n.toLocaleString('en-US');

type GiveawayFlags = z.infer<typeof CreateGiveaway>;
type SweepRow = Parameters<typeof insertSweep>[1];
type SweepBrandRow = Parameters<typeof insertSweep>[2];

/** The giveaway's rows for an id, from its flags, its brand's currency and its dates. */
function giveawayRows(
  id: string,
  f: GiveawayFlags,
  at: { now: Date; opensAt: Date; closesAt: Date; listedUntil: number },
  price: {
    currency: string;
    symbol: string;
    brandId: string;
    countryCode: string;
    amount: number;
    multiplier: number;
  },
): [SweepRow, SweepBrandRow] {
  const promotional = f.category === 'promotional';
  return [
    {
      id,
      name: f.name,
      product_name: f.name,
      description: f.description ?? f.prize,
      prize_description: f.prize,
      prize_kind: f.physical ? 'physical' : 'digital',
      category: f.category,
      member_only: f['member-only'] || !promotional ? 1 : 0,
      image: f.image ?? '',
      ref_number: `SW-${f.month.slice(0, 4)}-${id}`,
      tags: '[]',
      start_date: at.opensAt.toISOString(),
      end_date: at.closesAt.toISOString(),
      start_available_date: new Date(at.opensAt.getTime() - COMING_SOON_DAYS * DAY_MS).toISOString(),
      end_available_date: new Date(at.listedUntil).toISOString(),
      total_entries: 0,
      created_at: at.now.toISOString(),
    },
    {
      sweep_id: id,
      brand_id: price.brandId,
      currency: price.currency,
      symbol: price.symbol,
      country_code: price.countryCode,
      price_amount: price.amount,
      price_entries: f.entries ?? 1,
      multiplier_amount: price.multiplier,
      multiplier_factor: f.factor ?? 1,
    },
  ];
}

/** The next free numeric id, tried a few times against a concurrent create; '' when none was free. */
async function insertWithNextId(ctx: OpsContext, rowsFor: (id: string) => [SweepRow, SweepBrandRow]) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const candidate = String((await highestSweepId(ctx.db)) + 1);
    const [sweep, price] = rowsFor(candidate);
    if (await inTransaction(ctx.db, (trx) => insertSweep(trx, sweep, price))) return candidate;
  }
  return '';
}

async function createGiveaway(flags: ParsedArgs['flags'], ctx: OpsContext): Promise<OpsOutcome> {
  const parsed = parseFlags(CreateGiveaway, flags);
  if (!parsed.ok) return parsed;
  const f = parsed.value;
  const brandRow = await findBrandById(ctx.db, f.brand);
  if (!brandRow) return { ok: false, problem: `--brand: no brand "${f.brand}"` };
  const brand = toBrand(brandRow, []);
  const currency = brand.billing.currency;
  if (!currency) return { ok: false, problem: `brand ${brand.id} has no billing currency` };
  const promotional = f.category === 'promotional';
  if (promotional && (!f.price || !f.entries || !f['multiplier-price'] || !f.factor))
    return {
      ok: false,
      problem: 'a promotional giveaway needs --price, --entries, --multiplier-price and --factor',
    };
  const priceAmount = f.price ? toMinorUnits(f.price, currency) : 0;
  const multiplierAmount = f['multiplier-price'] ? toMinorUnits(f['multiplier-price'], currency) : 0;
  if (priceAmount === null || multiplierAmount === null)
    return { ok: false, problem: `${currency} has ${currencyMinorDigits(currency)} decimals` };

  const opensAt = drawPeriod(f.month).opensAt;
  const now = ctx.clock();
  // A draw's commitment is public before its entries open (issue 12 item 8): a month that has
  // opened already could only get a commitment made after entries started.
  if (opensAt.getTime() <= now.getTime())
    return {
      ok: false,
      problem: `--month: entries for ${f.month} opened ${opensAt.toISOString()}; a giveaway starts in a month that has not opened yet`,
    };
  let last = f.month;
  for (let i = 1; i < f.months; i++) last = nextPeriod(last);
  const closesAt = drawPeriod(last).closesAt;
  const listedUntil =
    closesAt.getTime() + WINNER_ANNOUNCED_WITHIN_DAYS * DAY_MS + PAST_GIVEAWAYS_VISIBLE_HOURS * HOUR_MS;

  const price = {
    currency,
    symbol: brand.billing.symbol ?? currency,
    brandId: brand.id,
    countryCode: brand.countryCode,
    amount: priceAmount,
    multiplier: multiplierAmount,
  };
  const id = await insertWithNextId(ctx, (candidate) =>
    giveawayRows(candidate, f, { now, opensAt, closesAt, listedUntil }, price),
  );
  if (id === '') return { ok: false, problem: 'could not find a free giveaway id; try again' };
  ctx.out(
    `created giveaway ${id} "${f.name}" (${f.category}) on ${brand.id}, ref SW-${f.month.slice(0, 4)}-${id}`,
  );
  ctx.out(
    `  entries from ${opensAt.toISOString()} to ${closesAt.toISOString()} (Eastern Time months ${f.month}…${last})`,
  );
  if (promotional)
    ctx.out(
      `  ${f.entries} entries for ${currency} ${f.price}; ×${f.factor} for ${currency} ${f['multiplier-price']}`,
    );
  for (const d of await ctx.draws.commitSweep(id))
    ctx.out(`  committed ${d.drawId} (${d.period}): commitment ${d.commitment}`);
  return { ok: true };
}

async function recordPostalEntry(flags: ParsedArgs['flags'], ctx: OpsContext): Promise<OpsOutcome> {
  const parsed = parseFlags(RecordPostal, flags);
  if (!parsed.ok) return parsed;
  const f = parsed.value;
  const received = f.received ? receivedAt(f.received) : null;
  if (received && received.getTime() > ctx.clock().getTime())
    return { ok: false, problem: '--received: in the future' };
  const result = await ctx.postal.record({
    sweepId: f.sweep,
    envelopeRef: f.envelope,
    fullName: f.name,
    address: f.address,
    city: f.city,
    postcode: f.postcode,
    phone: f.phone ?? null,
    email: f.email,
    country: f.country ?? null,
    ...(received ? { receivedAt: received } : {}),
  });
  if (!result.ok) {
    const detail = 'extra' in result ? ` (${JSON.stringify(result.extra)})` : '';
    return {
      ok: false,
      problem: `refused, ${result.errorCode}: ${errorMessage('en-us', result.errorCode)}${detail}`,
    };
  }
  ctx.out(
    `recorded postal entry #${result.id} for giveaway ${f.sweep} (envelope ${f.envelope.trim()}, received ${result.receivedAt}): ` +
      `entrant ${result.entrant}, 1 entry`,
  );
  return { ok: true };
}

function describeAnnounce(a: AnnounceResult, out: (line: string) => void): void {
  if (!a.ok) return;
  if (a.already) return out('  the winner was announced before');
  const w = a.winner;
  if (w?.kind === 'member')
    out(
      `  announced: member #${w.memberId} (${w.email}) tagged sa_winner:${a.draw.sweepId}; winner mail ${w.mailed ? 'sent' : 'NOT sent (see the log)'}`,
    );
  else if (w?.kind === 'postal')
    out(
      `  postal winner: contact them by post (no e-mail is sent): ${w.fullName}, ${w.address}, ${w.city} ${w.postcode}; ` +
        `e-mail ${w.email}${w.phone ? `, phone ${w.phone}` : ''}; envelope ${w.envelopeRef}`,
    );
  else out('  the winning member no longer exists: decide with the rules what happens to the prize');
  if (a.late) out(`  late: more than ${WINNER_ANNOUNCED_WITHIN_DAYS} days after the close`);
}

function closeProblem(r: Extract<CloseResult, { ok: false }>, f: { sweep: string; month: string }): string {
  switch (r.reason) {
    case 'draw_not_found':
      return `giveaway ${f.sweep} has no draw for ${f.month}`;
    case 'draw_not_closed':
      return `entries for ${f.month} close at ${r.detail ?? '?'}; run the draw after that`;
    case 'draw_unused':
      return `the ${f.month} draw of giveaway ${f.sweep} was never needed (the giveaway was drawn before)`;
    case 'beacon_too_long':
      return '--beacon: at most 512 characters';
    case 'beacon_mismatch':
      return `this draw was drawn with the beacon "${r.detail ?? ''}"; a drawn draw keeps it`;
    case 'snapshot_changed':
      return `the pool changed since the snapshot was published (${r.detail ?? ''}); nothing was drawn`;
  }
}

async function runDraw(flags: ParsedArgs['flags'], ctx: OpsContext): Promise<OpsOutcome> {
  const parsed = parseFlags(RunDraw, flags);
  if (!parsed.ok) return parsed;
  const f = parsed.value;
  const r = await ctx.draws.closeAndDraw(f.sweep, f.month, {
    ...(f.beacon !== undefined ? { beacon: f.beacon } : {}),
    ...(f.hold ? { hold: true } : {}),
  });
  if (!r.ok) return { ok: false, problem: closeProblem(r, f) };
  const d = r.draw;
  const pool = `${fmt(d.uniqueEntrants ?? 0)} unique entrants, ${fmt(d.total ?? 0)} entries, snapshot ${d.snapshotHash ?? '-'}`;
  switch (r.outcome) {
    case 'rolled_over':
      ctx.out(`rolled over ${d.drawId}: ${pool}`);
      ctx.out(`  no draw this month; the entries carry over to ${nextPeriod(d.period)}`);
      if (r.extendedTo) ctx.out(`  giveaway ${d.sweepId} now closes ${r.extendedTo}`);
      return { ok: true };
    case 'held':
      ctx.out(`closed ${d.drawId}: ${pool}`);
      ctx.out(`  held for a beacon: publish one after this snapshot, then run again with --beacon <value>`);
      return { ok: true };
    case 'drawn': {
      const who =
        d.winnerMemberId !== null
          ? `member #${d.winnerMemberId}`
          : `postal entry #${d.winnerPostalId ?? '?'}`;
      if (r.rerun && !r.matches)
        return {
          ok: false,
          problem: `${d.drawId} was drawn before (winner ${d.winner ?? '?'}), but recomputing it from the database now differs; the published record stands`,
        };
      ctx.out(`${r.rerun ? 're-ran' : 'drawn'} ${d.drawId}: ${pool}`);
      ctx.out(
        `  winner ${d.winner ?? '?'} (${who}), beacon "${d.beacon}"${r.rerun ? ': recomputed, the same' : ''}`,
      );
      describeAnnounce(await ctx.draws.announce(d.drawId), ctx.out);
      ctx.out(`  publish the seed: npm run ops -- publish-draw --draw ${d.drawId}`);
      return { ok: true };
    }
  }
}

async function publishDraw(flags: ParsedArgs['flags'], ctx: OpsContext): Promise<OpsOutcome> {
  const parsed = parseFlags(PublishDraw, flags);
  if (!parsed.ok) return parsed;
  const r = await ctx.draws.publish(parsed.value.draw);
  if (!r.ok)
    return {
      ok: false,
      problem:
        r.reason === 'draw_not_found'
          ? `no draw ${parsed.value.draw}`
          : `${parsed.value.draw} is not drawn yet`,
    };
  ctx.out(`${r.already ? 'already published' : 'published'} ${r.draw.drawId}: seed ${r.seed}`);
  ctx.out(`  anyone can check it: npm run verify-draw -- <brand origin>/api/draws/${r.draw.drawId}`);
  return { ok: true };
}

async function monthlyEntries(flags: ParsedArgs['flags'], ctx: OpsContext): Promise<OpsOutcome> {
  const parsed = parseFlags(MonthlyEntries, flags);
  if (!parsed.ok) return parsed;
  const current = periodOf(ctx.clock());
  if (parsed.value.month !== undefined && parsed.value.month !== current)
    return { ok: false, problem: `--month: free entries are given during their month only (now ${current})` };
  const report = await grantMonthlyEntries(ctx.db, ctx.clock);
  if (report.sweeps.length === 0) ctx.out(`no monthly exclusive giveaway is open in ${report.period}`);
  for (const s of report.sweeps)
    ctx.out(
      `${report.period} giveaway ${s.sweepId} on ${s.brandId}: ${s.entered} entered now, ` +
        `${s.eligible - s.entered} already had theirs, ${s.skipped} not eligible`,
    );
  return { ok: true };
}

/** The giveaways' operator commands (module.ts `commands`). */
export const giveawayCommands: Record<string, OpsCommand> = {
  'create-giveaway': {
    usage:
      '--brand ID --name TEXT --prize TEXT --month YYYY-MM [--months N] --price 1.99 --entries 10 ' +
      '--multiplier-price 4.99 --factor 3 [--category promotional|monthly_exclusive] [--physical] [--member-only] [--description TEXT] [--image PATH]',
    run: createGiveaway,
  },
  'record-postal-entry': {
    usage:
      '--sweep ID --envelope REF --name "FULL NAME" --address TEXT --city TEXT --postcode TEXT --email ADDRESS ' +
      '[--phone TEXT] [--country CC] [--received YYYY-MM-DD]',
    run: recordPostalEntry,
  },
  'run-draw': { usage: '--sweep ID --month YYYY-MM [--beacon TEXT] [--hold]', run: runDraw },
  'publish-draw': { usage: '--draw DRAW_ID', run: publishDraw },
  'monthly-entries': { usage: '[--month YYYY-MM]', run: monthlyEntries },
};
