/**
 * The giveaways' operator commands (README "Operator commands"; issue 12 item 9): create a giveaway,
 * record a postal entry, run and publish a draw, give the monthly entries. Each checks its flags'
 * shape with zod, hands them to GiveawayAdminService (the console's service, whose rules they meet
 * alike; audited as 'cli'), prints what it changed, and answers a problem (the CLI exits 1 with it)
 * on bad input.
 */
import { z } from 'zod';
import {
  WINNER_ANNOUNCED_WITHIN_DAYS,
  currencyMinorDigits,
  isDrawPeriod,
  nextPeriod,
} from '@member-area/domain';
import { errorMessage } from '../../graphql/response-result';
import { parseFlags, type OpsOutcome, type ParsedArgs } from '../../ops/args';
import type { OpsCommand, OpsContext } from '../../ops/context';
import { AuditService } from '../audit';
import { brandIdFlag } from '../brand';
import {
  CLI_GIVEAWAY_ACTOR,
  GiveawayAdminService,
  giveawayProblemText,
  type GiveawayField,
} from './admin-service';
import type { AnnounceResult, CloseResult } from './draw-service';

export { COMING_SOON_DAYS, receivedAt, toMinorUnits } from './admin-service';

const sweepId = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'a giveaway id like 1001');
const period = z.string().refine(isDrawPeriod, 'a month as YYYY-MM');

/** The flags' shape only: what they must say is GiveawayAdminService's (the console's too). */
const CreateGiveaway = z
  .object({
    brand: brandIdFlag('playmax'),
    name: z.string().default(''),
    prize: z.string().default(''),
    month: z.string().default(''),
    months: z.string().optional(),
    price: z.string().optional(),
    entries: z.string().optional(),
    'multiplier-price': z.string().optional(),
    factor: z.string().optional(),
    category: z.string().default('promotional'),
    physical: z.literal(true).optional(),
    'member-only': z.literal(true).optional(),
    description: z.string().optional(),
    image: z.string().optional(),
  })
  .strict();

/** Every flag but --sweep is optional: what is not named keeps its value. */
const UpdateGiveaway = z
  .object({
    brand: brandIdFlag('playmax'),
    sweep: sweepId,
    name: z.string().optional(),
    prize: z.string().optional(),
    price: z.string().optional(),
    entries: z.string().optional(),
    'multiplier-price': z.string().optional(),
    factor: z.string().optional(),
    physical: z.enum(['yes', 'no']).optional(),
    'member-only': z.enum(['yes', 'no']).optional(),
    description: z.string().optional(),
    image: z.string().optional(),
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
    beacon: z.string().optional(),
    hold: z.literal(true).optional(),
  })
  .strict();
const PublishDraw = z
  .object({ draw: z.string().regex(/^drw_[A-Za-z0-9_-]{1,80}$/, 'a draw id like drw_1001_202611') })
  .strict();
const MonthlyEntries = z.object({ month: period.optional() }).strict();

const fmt = (n: number) => n.toLocaleString('en-US');

/** The console's service, acting as the command line (audited with staff id null, address 'cli'). */
function adminOf(ctx: OpsContext): GiveawayAdminService {
  return new GiveawayAdminService({
    db: ctx.db,
    clock: ctx.clock,
    audit: new AuditService(ctx.db, ctx.clock),
    draws: ctx.draws,
    postal: ctx.postal,
  });
}

/** A whole number as typed, or NaN (refused by the service) for anything else. */
const wholeNumber = (text: string | undefined) =>
  text === undefined ? null : /^\d+$/.test(text) ? Number(text) : NaN;

const FLAG_OF: Record<GiveawayField, string> = {
  name: 'name',
  prize: 'prize',
  month: 'month',
  months: 'months',
  price: 'price',
  entries: 'entries',
  multiplierPrice: 'multiplier-price',
  factor: 'factor',
  category: 'category',
  physical: 'physical',
  memberOnly: 'member-only',
  description: 'description',
  image: 'image',
};

async function createGiveaway(flags: ParsedArgs['flags'], ctx: OpsContext): Promise<OpsOutcome> {
  const parsed = parseFlags(CreateGiveaway, flags);
  if (!parsed.ok) return parsed;
  const f = parsed.value;
  const r = await adminOf(ctx).create(CLI_GIVEAWAY_ACTOR, f.brand, {
    name: f.name,
    prize: f.prize,
    month: f.month,
    months: wholeNumber(f.months) ?? 1,
    price: f.price ?? null,
    entries: wholeNumber(f.entries),
    multiplierPrice: f['multiplier-price'] ?? null,
    factor: wholeNumber(f.factor),
    category: f.category,
    physical: f.physical ?? false,
    memberOnly: f['member-only'] ?? false,
    description: f.description ?? null,
    image: f.image ?? null,
  });
  if (!r.ok) {
    if ('reason' in r) return { ok: false, problem: 'could not find a free giveaway id; try again' };
    if (r.errorCode === 'brand_not_found') return { ok: false, problem: `--brand: no brand "${f.brand}"` };
    const flag = (field: GiveawayField) => `--${FLAG_OF[field]}`;
    return { ok: false, problem: `${flag(r.refusal.field)}: ${giveawayProblemText(r.refusal, flag)}` };
  }
  const g = r.giveaway;
  ctx.out(`created giveaway ${g.id} "${g.name}" (${g.category}) on ${g.brandId}, ref ${g.refNumber}`);
  ctx.out(
    `  entries from ${g.opensAt} to ${g.closesAt} (Eastern Time months ${g.firstMonth}…${g.lastMonth})`,
  );
  if (g.category === 'promotional')
    ctx.out(
      `  ${f.entries} entries for ${g.currency} ${f.price}; ×${f.factor} for ${g.currency} ${f['multiplier-price']}`,
    );
  for (const d of r.commitments) ctx.out(`  committed ${d.drawId} (${d.period}): commitment ${d.commitment}`);
  return { ok: true };
}

/** An amount in minor units as the operator types it (4.99 for 499 in a two-decimal currency). */
function majorOf(minor: number, currency: string): string {
  const digits = currencyMinorDigits(currency);
  return digits === 0 ? String(minor) : (minor / 10 ** digits).toFixed(digits);
}

async function updateGiveaway(flags: ParsedArgs['flags'], ctx: OpsContext): Promise<OpsOutcome> {
  const parsed = parseFlags(UpdateGiveaway, flags);
  if (!parsed.ok) return parsed;
  const f = parsed.value;
  const admin = adminOf(ctx);
  const g = await admin.get(f.brand, f.sweep);
  if (!g) return { ok: false, problem: `--sweep: brand ${f.brand} offers no giveaway ${f.sweep}` };
  const promotional = g.category === 'promotional';
  const yes = (flag: 'yes' | 'no' | undefined, current: boolean) =>
    flag === undefined ? current : flag === 'yes';
  const r = await admin.update(CLI_GIVEAWAY_ACTOR, f.brand, f.sweep, {
    name: f.name ?? g.name,
    prize: f.prize ?? g.prize,
    description: f.description ?? g.description,
    image: f.image ?? (g.image || null),
    physical: yes(f.physical, g.physical),
    memberOnly: yes(f['member-only'], g.memberOnly),
    price: f.price ?? (promotional ? majorOf(g.priceMinor, g.currency) : null),
    entries: wholeNumber(f.entries) ?? (promotional ? g.priceEntries : null),
    multiplierPrice: f['multiplier-price'] ?? (promotional ? majorOf(g.multiplierMinor, g.currency) : null),
    factor: wholeNumber(f.factor) ?? (promotional ? g.multiplierFactor : null),
  });
  if (!r.ok) {
    if ('reason' in r) return { ok: false, problem: 'try again' };
    if (r.errorCode !== 'invalid_input') return { ok: false, problem: `--sweep: no giveaway ${f.sweep}` };
    const flag = (field: GiveawayField) => `--${FLAG_OF[field]}`;
    return { ok: false, problem: `${flag(r.refusal.field)}: ${giveawayProblemText(r.refusal, flag)}` };
  }
  const u = r.giveaway;
  ctx.out(
    `updated giveaway ${u.id} "${u.name}" on ${u.brandId} (${u.physical ? 'physical' : 'digital'} prize)`,
  );
  if (promotional)
    ctx.out(
      `  ${u.priceEntries} entries for ${u.currency} ${majorOf(u.priceMinor, u.currency)}; ` +
        `×${u.multiplierFactor} for ${u.currency} ${majorOf(u.multiplierMinor, u.currency)}`,
    );
  return { ok: true };
}

async function recordPostalEntry(flags: ParsedArgs['flags'], ctx: OpsContext): Promise<OpsOutcome> {
  const parsed = parseFlags(RecordPostal, flags);
  if (!parsed.ok) return parsed;
  const f = parsed.value;
  const result = await adminOf(ctx).recordPostal(CLI_GIVEAWAY_ACTOR, null, {
    sweepId: f.sweep,
    envelopeRef: f.envelope,
    fullName: f.name,
    address: f.address,
    city: f.city,
    postcode: f.postcode,
    phone: f.phone ?? null,
    email: f.email,
    country: f.country ?? null,
    received: f.received ?? null,
  });
  if (!result.ok) {
    if (result.errorCode === 'invalid_input') return { ok: false, problem: '--received: in the future' };
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
  const run = await adminOf(ctx).runDraw(CLI_GIVEAWAY_ACTOR, null, f.sweep, f.month, {
    ...(f.beacon !== undefined ? { beacon: f.beacon } : {}),
    ...(f.hold ? { hold: true } : {}),
  });
  if (!run.ok)
    return {
      ok: false,
      problem:
        run.reason === 'sweep_not_found'
          ? `no giveaway ${f.sweep}`
          : closeProblem({ ...run, reason: run.reason }, f),
    };
  const r = run.close;
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
      if (run.announce) describeAnnounce(run.announce, ctx.out);
      ctx.out(`  publish the seed: npm run ops -- publish-draw --draw ${d.drawId}`);
      return { ok: true };
    }
  }
}

async function publishDraw(flags: ParsedArgs['flags'], ctx: OpsContext): Promise<OpsOutcome> {
  const parsed = parseFlags(PublishDraw, flags);
  if (!parsed.ok) return parsed;
  const r = await adminOf(ctx).publishDraw(CLI_GIVEAWAY_ACTOR, null, parsed.value.draw);
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
  const r = await adminOf(ctx).monthlyEntries(CLI_GIVEAWAY_ACTOR, null, parsed.value.month);
  if (!r.ok)
    return {
      ok: false,
      problem: `--month: free entries are given during their month only (now ${r.current})`,
    };
  const report = r.report;
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
  'update-giveaway': {
    usage:
      '--brand ID --sweep ID [--name TEXT] [--prize TEXT] [--description TEXT] [--image PATH] [--physical yes|no] ' +
      '[--member-only yes|no] [--price 1.99] [--entries 10] [--multiplier-price 4.99] [--factor 3]',
    run: updateGiveaway,
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
