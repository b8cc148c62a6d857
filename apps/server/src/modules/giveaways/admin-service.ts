/**
 * The giveaway operator's acts (issue 31 scope 7, issue 33 scope 3), for the console and the
 * operator commands alike (commands.ts): list and read a brand's giveaways with their months and
 * draws, create a giveaway, record a postal entry, run and publish a draw, give the monthly free
 * entries. The rules live here (or in the draw, postal and monthly services this calls) once;
 * each change writes its audit row inside the transaction that makes it, and a call that changes
 * nothing (a draw settled before, a duplicate envelope) records nothing.
 */
import { z } from 'zod';
import {
  INVALID_CHARACTERS,
  PAST_GIVEAWAYS_VISIBLE_HOURS,
  WINNER_ANNOUNCED_WITHIN_DAYS,
  currencyMinorDigits,
  drawPeriod,
  isDrawPeriod,
  nextPeriod,
  giveawayEditRefusal,
  giveawayFieldLock,
  parseMajor,
  periodOf,
  rollOverReason,
  winnerClaimState,
  type GiveawayEditField,
  type GiveawayEditLock,
  type GiveawayEditable,
  type RollOverReason,
  type WinnerClaimState,
} from '@member-area/domain';
import type { Insertable } from 'kysely';
import type { Db, DbOrTrx } from '../../db/kysely';
import type { SweepBrandsTable, SweepsTable } from '../../db/tables/giveaways';
import { inTransaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { memberText } from '../../lib/member-text';
import type { AuditService } from '../audit';
import { findBrandById, toBrand } from '../brand';
import {
  countBoughtEntries,
  findAdminGiveaway,
  findBrandDrawSweep,
  hasPostalEnvelope,
  highestSweepId,
  insertSweep,
  listAdminDraws,
  listAdminGiveaways,
  listGiveawayBrandIds,
  updateSweep,
  updateSweepPrice,
  type AdminDrawRow,
  type AdminGiveawayRow,
} from './admin-repo';
import { grantMonthlyEntries, type MonthlyEntriesReport } from './draw-monthly';
import type {
  AnnounceResult,
  CloseResult,
  CommittedDraw,
  DrawChangeHook,
  DrawService,
  PublishResult,
} from './draw-service';
import type { PostalEntryRecord, PostalResult, PostalService } from './postal-service';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** A new giveaway shows as 'coming soon' this long before its entries open. */
export const COMING_SOON_DAYS = 14;

/** Who acts: a staff member from the console, or an operator command (staffId null, ip 'cli'). */
export interface GiveawayActor {
  staffId: number | null;
  staffEmail: string | null;
  ip: string;
}

export const CLI_GIVEAWAY_ACTOR: GiveawayActor = { staffId: null, staffEmail: null, ip: 'cli' };

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

/** A giveaway as the operator writes it (the fields of create-giveaway). */
export interface GiveawayDraft {
  name: string;
  prize: string;
  /** The first month of entries, YYYY-MM (Eastern Time). */
  month: string;
  months: number;
  /** Amounts in the brand's currency as typed, e.g. 4.99; required for a promotional giveaway. */
  price: string | null;
  entries: number | null;
  multiplierPrice: string | null;
  factor: number | null;
  category: string;
  physical: boolean;
  memberOnly: boolean;
  description: string | null;
  image: string | null;
}

export type GiveawayField = keyof GiveawayDraft;

/** What an edit of a giveaway sends: a draft without its months and category, which never change. */
export type GiveawayEditDraft = Omit<GiveawayDraft, 'month' | 'months' | 'category'>;

/**
 * Why a draft is refused, per field. The console translates each code (its giveaways.json
 * `problems`); the operator commands print `giveawayProblemText`.
 */
export type GiveawayProblem =
  | 'required'
  | 'too_long'
  | 'invalid_characters'
  | 'month_invalid'
  | 'month_opened'
  | 'months_invalid'
  | 'amount_invalid'
  | 'amount_decimals'
  | 'entries_invalid'
  | 'factor_invalid'
  | 'category_invalid'
  | 'promotional_needs_prices'
  | 'brand_no_currency'
  | GiveawayEditLock;

/** A refused draft: the field, the problem and what its text names (a month, a currency). */
export interface GiveawayRefusal {
  field: GiveawayField;
  problem: GiveawayProblem;
  params: Record<string, string>;
}

const PROMOTIONAL_PRICE_FIELDS = ['price', 'entries', 'multiplierPrice', 'factor'] as const;

/** A problem in English, for the operator commands; `fieldName` names a field as they spell it. */
export function giveawayProblemText(r: GiveawayRefusal, fieldName: (f: GiveawayField) => string): string {
  switch (r.problem) {
    case 'required':
      return 'required';
    case 'too_long':
      return `at most ${r.params.max ?? '?'} characters`;
    case 'invalid_characters':
      return 'characters that are not allowed';
    case 'month_invalid':
      return 'a month as YYYY-MM';
    case 'month_opened':
      return `entries for ${r.params.month ?? '?'} opened ${r.params.opensAt ?? '?'}; a giveaway starts in a month that has not opened yet`;
    case 'months_invalid':
      return 'a whole number of months from 1 to 12';
    case 'amount_invalid':
      return 'an amount like 4.99';
    case 'amount_decimals':
      return `${r.params.currency ?? '?'} has ${r.params.decimals ?? '?'} decimals`;
    case 'entries_invalid':
      return 'a whole number from 1 to 1,000,000';
    case 'factor_invalid':
      return 'a whole number from 2 to 100';
    case 'category_invalid':
      return 'promotional or monthly_exclusive';
    case 'promotional_needs_prices': {
      const names = PROMOTIONAL_PRICE_FIELDS.map(fieldName);
      return `a promotional giveaway needs ${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
    }
    case 'brand_no_currency':
      return `brand ${r.params.brand ?? '?'} has no billing currency`;
    case 'commitment_published':
      return 'fixed: every month keeps the draw commitment published when the giveaway was created';
    case 'entries_bought':
      return 'fixed: members have bought entries at the current terms';
    case 'winner_drawn':
      return 'fixed: a winner has been drawn';
  }
}

/** Texts are shown to members: the same characters refused as in what members type. */
const text = (max: number) =>
  memberText()
    .transform((s) => s.trim())
    .pipe(z.string().min(1, 'required').max(max, 'too_long'));
const optionalText = (max: number) => text(max).nullable();
const decimal = z
  .string()
  .regex(/^\d{1,7}(\.\d{1,3})?$/, 'amount_invalid')
  .nullable();

const DraftSchema = z.object({
  name: text(120),
  prize: text(500),
  month: z.string().refine(isDrawPeriod, 'month_invalid'),
  months: z.number().int('months_invalid').min(1, 'months_invalid').max(12, 'months_invalid'),
  price: decimal,
  entries: z
    .number()
    .int('entries_invalid')
    .min(1, 'entries_invalid')
    .max(1_000_000, 'entries_invalid')
    .nullable(),
  multiplierPrice: decimal,
  factor: z.number().int('factor_invalid').min(2, 'factor_invalid').max(100, 'factor_invalid').nullable(),
  category: z.enum(['promotional', 'monthly_exclusive'], 'category_invalid'),
  physical: z.boolean(),
  memberOnly: z.boolean(),
  description: optionalText(2000),
  image: optionalText(300),
});

const MAX_OF: Partial<Record<GiveawayField, number>> = {
  name: 120,
  prize: 500,
  description: 2000,
  image: 300,
};

/** The first thing wrong with a draft's shape, or the draft with its texts trimmed. */
function checkShape(
  draft: GiveawayDraft,
): { ok: true; draft: z.infer<typeof DraftSchema> } | { ok: false; refusal: GiveawayRefusal } {
  const r = DraftSchema.safeParse(draft);
  if (r.success) return { ok: true, draft: r.data };
  const issue = r.error.issues[0];
  const field = (issue?.path[0] ?? 'name') as GiveawayField;
  const message = issue?.message ?? '';
  const invalidChars = issue?.code === 'custom' && issue.params?.errorCode === INVALID_CHARACTERS;
  const known = new Set<string>([
    'required',
    'too_long',
    'month_invalid',
    'months_invalid',
    'amount_invalid',
    'entries_invalid',
    'factor_invalid',
    'category_invalid',
  ]);
  const problem: GiveawayProblem = invalidChars
    ? 'invalid_characters'
    : known.has(message)
      ? (message as GiveawayProblem)
      : 'required';
  return { ok: false, refusal: { field, problem, params: { max: String(MAX_OF[field] ?? '') } } };
}

/** A giveaway as the console lists it. */
export interface AdminGiveaway {
  id: string;
  brandId: string;
  name: string;
  prize: string;
  description: string;
  category: string;
  physical: boolean;
  memberOnly: boolean;
  image: string;
  refNumber: string;
  firstMonth: string;
  lastMonth: string;
  monthsOpen: number;
  opensAt: string;
  closesAt: string;
  /** The pool: paid, free and postal entries. */
  entries: number;
  /** upcoming (not open yet), open, closed (waiting for its draw), drawn. */
  state: 'upcoming' | 'open' | 'closed' | 'drawn';
  currency: string;
  symbol: string;
  priceMinor: number;
  priceEntries: number;
  multiplierMinor: number;
  multiplierFactor: number;
}

/** One month's draw as the console shows it. */
export interface AdminDraw {
  drawId: string;
  period: string;
  opensAt: string;
  closesAt: string;
  /** Public from the start: SHA-256 of the secret seed. */
  commitment: string;
  /** The secret seed, once published (null before: it stays secret until then). */
  seed: string | null;
  /** committed (open or waiting), held (closed, waiting for a beacon), drawn, published, rolled_over, unused. */
  state: 'committed' | 'held' | 'drawn' | 'published' | 'rolled_over' | 'unused';
  beacon: string;
  total: number | null;
  uniqueEntrants: number | null;
  /** The winning entrant's pseudonym, as the public record shows it. */
  winner: string | null;
  winnerKind: 'member' | 'postal' | null;
  winnerMemberId: number | null;
  winnerPostalId: number | null;
  drawnAt: string | null;
  announcedAt: string | null;
  publishedAt: string | null;
  claimedAt: string | null;
  /** Where the winner's prize stands (drawn draws only). */
  claimState: WinnerClaimState | null;
  /** Why the month rolled over to the next (rolled_over only). */
  rollOverReason: RollOverReason | null;
  /** The month its entries carried over to (rolled_over only). */
  rolledOverTo: string | null;
  /** The member area's page of the draw's record (/draws/{id}), where anyone checks it. */
  verificationUrl: string;
}

export interface AdminGiveawayDetail extends AdminGiveaway {
  draws: AdminDraw[];
  /** The fields an edit may not change now, and why (giveawayFieldLock). */
  locks: { field: GiveawayEditField; lock: GiveawayEditLock }[];
}

const EDIT_FIELDS: readonly GiveawayEditField[] = [
  'physical',
  'memberOnly',
  'price',
  'entries',
  'multiplierPrice',
  'factor',
  'month',
  'months',
  'category',
];

export type GiveawayChange =
  | { ok: true; giveaway: AdminGiveaway; commitments: CommittedDraw[] }
  | { ok: false; errorCode: 'brand_not_found' }
  /** Five concurrent creates took the ids tried: try again. */
  | { ok: false; reason: 'no_free_id' }
  | { ok: false; errorCode: 'invalid_input'; refusal: GiveawayRefusal };

export type PostalChange =
  | PostalResult
  | { ok: false; errorCode: 'invalid_input'; field: 'receivedAt'; problem: 'received_in_future' };

export type RunDrawResult =
  | { ok: true; close: Extract<CloseResult, { ok: true }>; announce: AnnounceResult | null }
  | Extract<CloseResult, { ok: false }>
  | { ok: false; reason: 'sweep_not_found' };

export type PublishDrawResult = PublishResult | { ok: false; reason: 'draw_not_found' };

function drawState(d: AdminDrawRow): AdminDraw['state'] {
  if (d.status === 'drawn') return d.published_at !== null ? 'published' : 'drawn';
  if (d.status === 'committed') return d.closed_at !== null ? 'held' : 'committed';
  if (d.status === 'rolled_over' || d.status === 'unused') return d.status;
  return 'committed';
}

function giveawayView(r: AdminGiveawayRow, draws: readonly AdminDrawRow[], now: Date): AdminGiveaway {
  const firstMonth = periodOf(r.start_date);
  const lastMonth = periodOf(r.end_date);
  let monthsOpen = 1;
  for (let p = firstMonth; p < lastMonth; p = nextPeriod(p)) monthsOpen++;
  const nowIso = now.toISOString();
  const drawn = draws.some((d) => d.sweep_id === r.id && d.status === 'drawn');
  return {
    id: r.id,
    brandId: r.brand_id,
    name: r.name,
    prize: r.prize_description,
    description: r.description,
    category: r.category,
    physical: r.prize_kind === 'physical',
    memberOnly: Number(r.member_only) === 1,
    image: r.image,
    refNumber: r.ref_number,
    firstMonth,
    lastMonth,
    monthsOpen,
    opensAt: r.start_date,
    closesAt: r.end_date,
    entries: Number(r.total_entries),
    state: drawn ? 'drawn' : nowIso < r.start_date ? 'upcoming' : nowIso <= r.end_date ? 'open' : 'closed',
    currency: r.currency,
    symbol: r.symbol,
    priceMinor: Number(r.price_amount),
    priceEntries: Number(r.price_entries),
    multiplierMinor: Number(r.multiplier_amount),
    multiplierFactor: Number(r.multiplier_factor),
  };
}

function drawView(d: AdminDrawRow, memberAreaUrl: string): AdminDraw {
  const num = (v: number | null) => (v === null ? null : Number(v));
  return {
    drawId: d.id,
    period: d.period,
    opensAt: d.opens_at,
    closesAt: d.closes_at,
    commitment: d.commitment,
    seed: d.status === 'drawn' && d.published_at !== null ? d.seed : null,
    state: drawState(d),
    beacon: d.beacon,
    total: num(d.total),
    uniqueEntrants: num(d.unique_entrants),
    winner: d.status === 'drawn' ? d.winner_entrant : null,
    winnerKind: d.winner_member_id !== null ? 'member' : d.winner_postal_id !== null ? 'postal' : null,
    winnerMemberId: num(d.winner_member_id),
    winnerPostalId: num(d.winner_postal_id),
    drawnAt: d.drawn_at,
    announcedAt: d.announced_at,
    publishedAt: d.published_at,
    claimedAt: d.claimed_at,
    claimState:
      d.status === 'drawn'
        ? winnerClaimState({
            kind: d.winner_member_id !== null ? 'member' : d.winner_postal_id !== null ? 'postal' : null,
            announcedAt: d.announced_at,
            claimedAt: d.claimed_at,
          })
        : null,
    rollOverReason: d.status === 'rolled_over' ? rollOverReason(num(d.unique_entrants)) : null,
    rolledOverTo: d.status === 'rolled_over' ? nextPeriod(d.period) : null,
    verificationUrl: `${memberAreaUrl.replace(/\/+$/, '')}/draws/${encodeURIComponent(d.id)}`,
  };
}

type SweepRow = Insertable<SweepsTable>;
type SweepBrandRow = Insertable<SweepBrandsTable>;

export interface GiveawayAdminDeps {
  db: Db;
  clock: Clock;
  audit: AuditService;
  draws: DrawService;
  postal: PostalService;
}

export class GiveawayAdminService {
  constructor(private readonly d: GiveawayAdminDeps) {}

  private async brand(brandId: string) {
    const row = await findBrandById(this.d.db, brandId);
    return row ? toBrand(row, []) : null;
  }

  /** What the brand's giveaway screens need besides the giveaways; null for an unknown brand. */
  async desk(
    brandId: string,
  ): Promise<{ brandId: string; currency: string; currencyDecimals: number; currentMonth: string } | null> {
    const brand = await this.brand(brandId);
    if (!brand) return null;
    const currency = brand.billing.currency ?? '';
    return {
      brandId: brand.id,
      currency,
      currencyDecimals: currency ? currencyMinorDigits(currency) : 0,
      currentMonth: periodOf(this.d.clock()),
    };
  }

  async list(brandId: string): Promise<AdminGiveaway[]> {
    const rows = await listAdminGiveaways(this.d.db, brandId);
    const draws = await listAdminDraws(this.d.db, brandId);
    const now = this.d.clock();
    return rows.map((r) => giveawayView(r, draws, now));
  }

  /** One giveaway of the brand with every month's draw; null when unknown or not offered there. */
  async get(brandId: string, sweepId: string): Promise<AdminGiveawayDetail | null> {
    const row = await findAdminGiveaway(this.d.db, brandId, sweepId);
    if (!row) return null;
    const brand = await this.brand(brandId);
    const draws = await listAdminDraws(this.d.db, brandId, sweepId);
    const facts = {
      entriesBought: await countBoughtEntries(this.d.db, sweepId),
      drawn: draws.some((d) => d.status === 'drawn'),
    };
    return {
      ...giveawayView(row, draws, this.d.clock()),
      draws: draws.map((d) => drawView(d, brand?.memberAreaUrl ?? '')),
      locks: EDIT_FIELDS.flatMap((field) => {
        const lock = giveawayFieldLock(field, facts);
        return lock ? [{ field, lock }] : [];
      }),
    };
  }

  /**
   * Creates a giveaway on the brand, priced in its currency, its entries opening in a month that
   * has not opened yet (its draws' commitments are public before entries start, issue 12 item 8),
   * with the next free numeric id; then commits every month's draw at once.
   */
  async create(actor: GiveawayActor, brandId: string, input: GiveawayDraft): Promise<GiveawayChange> {
    const refuse = (field: GiveawayField, problem: GiveawayProblem, params: Record<string, string> = {}) =>
      ({ ok: false, errorCode: 'invalid_input', refusal: { field, problem, params } }) as const;
    const shape = checkShape(input);
    if (!shape.ok) return { ok: false, errorCode: 'invalid_input', refusal: shape.refusal };
    const f = shape.draft;
    const brand = await this.brand(brandId);
    if (!brand) return { ok: false, errorCode: 'brand_not_found' };
    const currency = brand.billing.currency;
    if (!currency) return refuse('price', 'brand_no_currency', { brand: brand.id });
    const promotional = f.category === 'promotional';
    if (promotional) {
      const missing = PROMOTIONAL_PRICE_FIELDS.find((k) => f[k] === null);
      if (missing) return refuse(missing, 'promotional_needs_prices');
    }
    const priceAmount = f.price ? toMinorUnits(f.price, currency) : 0;
    const multiplierAmount = f.multiplierPrice ? toMinorUnits(f.multiplierPrice, currency) : 0;
    if (priceAmount === null || multiplierAmount === null)
      return refuse(priceAmount === null ? 'price' : 'multiplierPrice', 'amount_decimals', {
        currency,
        decimals: String(currencyMinorDigits(currency)),
      });
    const opensAt = drawPeriod(f.month).opensAt;
    const now = this.d.clock();
    if (opensAt.getTime() <= now.getTime())
      return refuse('month', 'month_opened', { month: f.month, opensAt: opensAt.toISOString() });
    let last = f.month;
    for (let i = 1; i < f.months; i++) last = nextPeriod(last);
    const closesAt = drawPeriod(last).closesAt;
    const listedUntil =
      closesAt.getTime() + WINNER_ANNOUNCED_WITHIN_DAYS * DAY_MS + PAST_GIVEAWAYS_VISIBLE_HOURS * HOUR_MS;

    const rowsFor = (id: string): [SweepRow, SweepBrandRow] => [
      {
        id,
        name: f.name,
        product_name: f.name,
        description: f.description ?? f.prize,
        prize_description: f.prize,
        prize_kind: f.physical ? 'physical' : 'digital',
        category: f.category,
        member_only: f.memberOnly || !promotional ? 1 : 0,
        image: f.image ?? '',
        ref_number: `SW-${f.month.slice(0, 4)}-${id}`,
        tags: '[]',
        start_date: opensAt.toISOString(),
        end_date: closesAt.toISOString(),
        start_available_date: new Date(opensAt.getTime() - COMING_SOON_DAYS * DAY_MS).toISOString(),
        end_available_date: new Date(listedUntil).toISOString(),
        total_entries: 0,
        created_at: now.toISOString(),
      },
      {
        sweep_id: id,
        brand_id: brand.id,
        currency,
        symbol: brand.billing.symbol ?? currency,
        country_code: brand.countryCode,
        price_amount: priceAmount,
        price_entries: f.entries ?? 1,
        multiplier_amount: multiplierAmount,
        multiplier_factor: f.factor ?? 1,
      },
    ];
    const id = await this.insertWithNextId(actor, rowsFor);
    if (id === '') return { ok: false, reason: 'no_free_id' };
    const commitments = await this.d.draws.commitSweep(id);
    const giveaway = (await this.list(brand.id)).find((g) => g.id === id);
    if (!giveaway) throw new Error(`giveaway ${id} vanished after its creation`);
    return { ok: true, giveaway, commitments };
  }

  /**
   * Changes a giveaway of the brand (docs/console.md "Giveaways"): its texts and picture at any time,
   * the prize's kind until a winner is drawn, who may enter and the brand's prices while nobody
   * has bought an entry; never its months or category (each month keeps the draw commitment
   * published at its creation: giveawayEditRefusal). The same shape rules as a new giveaway; the
   * change and its audit row (before and after) in one transaction; an edit that changes nothing
   * records nothing.
   */
  async update(
    actor: GiveawayActor,
    brandId: string,
    sweepId: string,
    input: GiveawayEditDraft,
  ): Promise<GiveawayChange | { ok: false; errorCode: 'sweep_not_found' }> {
    const refuse = (field: GiveawayField, problem: GiveawayProblem, params: Record<string, string> = {}) =>
      ({ ok: false, errorCode: 'invalid_input', refusal: { field, problem, params } }) as const;
    const current = await this.get(brandId, sweepId);
    if (!current) return { ok: false, errorCode: 'sweep_not_found' };
    const promotional = current.category === 'promotional';
    const shape = checkShape({
      ...input,
      month: current.firstMonth,
      months: Math.min(current.monthsOpen, 12),
      category: current.category,
      ...(promotional ? {} : { price: null, entries: null, multiplierPrice: null, factor: null }),
    });
    if (!shape.ok) return { ok: false, errorCode: 'invalid_input', refusal: shape.refusal };
    const f = shape.draft;
    if (promotional) {
      const missing = PROMOTIONAL_PRICE_FIELDS.find((k) => f[k] === null);
      if (missing) return refuse(missing, 'promotional_needs_prices');
    }
    const priceMinor = f.price ? toMinorUnits(f.price, current.currency) : current.priceMinor;
    const multiplierMinor = f.multiplierPrice
      ? toMinorUnits(f.multiplierPrice, current.currency)
      : current.multiplierMinor;
    if (priceMinor === null || multiplierMinor === null)
      return refuse(priceMinor === null ? 'price' : 'multiplierPrice', 'amount_decimals', {
        currency: current.currency,
        decimals: String(currencyMinorDigits(current.currency)),
      });
    const before: GiveawayEditable = {
      name: current.name,
      prize: current.prize,
      description: current.description,
      image: current.image,
      physical: current.physical,
      memberOnly: current.memberOnly,
      priceMinor: current.priceMinor,
      priceEntries: current.priceEntries,
      multiplierMinor: current.multiplierMinor,
      multiplierFactor: current.multiplierFactor,
      firstMonth: current.firstMonth,
      months: current.monthsOpen,
      category: current.category,
    };
    const after: GiveawayEditable = {
      ...before,
      name: f.name,
      prize: f.prize,
      description: f.description ?? f.prize,
      image: f.image ?? '',
      physical: f.physical,
      memberOnly: f.memberOnly || !promotional,
      ...(promotional
        ? {
            priceMinor,
            priceEntries: f.entries ?? current.priceEntries,
            multiplierMinor,
            multiplierFactor: f.factor ?? current.multiplierFactor,
          }
        : {}),
    };
    const drawn = current.draws.some((d) => d.state === 'drawn' || d.state === 'published');
    const result = await inTransaction(this.d.db, async (trx) => {
      const facts = { entriesBought: await countBoughtEntries(trx, sweepId), drawn };
      const refusal = giveawayEditRefusal(before, after, facts);
      if (refusal) return refusal;
      if (JSON.stringify(before) === JSON.stringify(after)) return null;
      await updateSweep(trx, sweepId, {
        name: after.name,
        product_name: after.name,
        description: after.description,
        prize_description: after.prize,
        prize_kind: after.physical ? 'physical' : 'digital',
        member_only: after.memberOnly ? 1 : 0,
        image: after.image,
      });
      await updateSweepPrice(trx, sweepId, brandId, {
        price_amount: after.priceMinor,
        price_entries: after.priceEntries,
        multiplier_amount: after.multiplierMinor,
        multiplier_factor: after.multiplierFactor,
      });
      await this.d.audit.record(trx, {
        ...actor,
        brandId,
        action: 'giveaway.update',
        target: `giveaway:${sweepId}`,
        before,
        after,
      });
      return null;
    });
    if (result) return refuse(result.field as GiveawayField, result.lock);
    const giveaway = (await this.list(brandId)).find((g) => g.id === sweepId);
    if (!giveaway) return { ok: false, errorCode: 'sweep_not_found' };
    return { ok: true, giveaway, commitments: [] };
  }

  /** Whether a giveaway of the brand already has this envelope (the postal form's warning as it is typed). */
  async envelopeTaken(brandId: string, sweepId: string, envelopeRef: string): Promise<boolean> {
    const brands = await listGiveawayBrandIds(this.d.db, sweepId);
    if (!brands.includes(brandId)) return false;
    const ref = envelopeRef.trim();
    return ref === '' ? false : hasPostalEnvelope(this.d.db, sweepId, ref);
  }

  /** The next free numeric id, tried a few times against a concurrent create; '' when none was free. */
  private async insertWithNextId(
    actor: GiveawayActor,
    rowsFor: (id: string) => [SweepRow, SweepBrandRow],
  ): Promise<string> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const candidate = String((await highestSweepId(this.d.db)) + 1);
      const [sweep, price] = rowsFor(candidate);
      const inserted = await inTransaction(this.d.db, async (trx) => {
        if (!(await insertSweep(trx, sweep, price))) return false;
        await this.d.audit.record(trx, {
          ...actor,
          brandId: price.brand_id,
          action: 'giveaway.create',
          target: `giveaway:${candidate}`,
          before: null,
          after: { sweep, price },
        });
        return true;
      });
      if (inserted) return candidate;
    }
    return '';
  }

  /**
   * One envelope on a giveaway of the brand (null: any brand, an operator command). A received
   * date in the future is refused; the rest is PostalService's (one per envelope, no PO box,
   * every field).
   */
  async recordPostal(
    actor: GiveawayActor,
    brandId: string | null,
    input: Omit<PostalEntryRecord, 'receivedAt'> & { received?: string | null },
  ): Promise<PostalChange> {
    const received = input.received ? receivedAt(input.received) : null;
    if (received && (Number.isNaN(received.getTime()) || received.getTime() > this.d.clock().getTime()))
      return { ok: false, errorCode: 'invalid_input', field: 'receivedAt', problem: 'received_in_future' };
    const brands = await listGiveawayBrandIds(this.d.db, input.sweepId);
    if (brands.length === 0 || (brandId !== null && !brands.includes(brandId)))
      return { ok: false, errorCode: 'sweep_not_found' };
    const { received: _, ...record } = input;
    return this.d.postal.record({ ...record, ...(received ? { receivedAt: received } : {}) }, (trx, entry) =>
      this.d.audit.record(trx, {
        ...actor,
        brandId: brandId ?? brands[0] ?? null,
        action: 'giveaway.postal_entry',
        target: `giveaway:${entry.sweepId}`,
        before: null,
        after: { postalEntryId: entry.id, envelopeRef: entry.envelopeRef },
      }),
    );
  }

  private drawAudit(actor: GiveawayActor, brandId: string | null): DrawChangeHook {
    return (trx: DbOrTrx, c) =>
      this.d.audit.record(trx, {
        ...actor,
        brandId,
        action: `draw.${c.change}`,
        target: `draw:${c.drawId}`,
        before: null,
        after: { sweepId: c.sweepId, period: c.period, change: c.change },
      });
  }

  /**
   * Closes a month of a giveaway and draws it (or rolls it over, or with `hold` fixes its snapshot
   * and waits for a beacon); a new winner is announced at once (the member tagged and mailed, a
   * postal winner's address answered for the operator; once per draw, whoever runs it).
   */
  async runDraw(
    actor: GiveawayActor,
    brandId: string | null,
    sweepId: string,
    period: string,
    opts: { beacon?: string; hold?: boolean } = {},
  ): Promise<RunDrawResult> {
    const brands = await listGiveawayBrandIds(this.d.db, sweepId);
    if (brandId !== null && !brands.includes(brandId)) return { ok: false, reason: 'sweep_not_found' };
    const r = await this.d.draws.closeAndDraw(sweepId, period, {
      ...opts,
      onChange: this.drawAudit(actor, brandId ?? brands[0] ?? null),
    });
    if (!r.ok) return r;
    // A re-run that differs leaves the published record as it stands, announced or not.
    const announce =
      r.outcome === 'drawn' && (!r.rerun || r.matches) ? await this.d.draws.announce(r.draw.drawId) : null;
    return { ok: true, close: r, announce };
  }

  /** Reveals a drawn draw's seed (of a giveaway of the brand; null: any brand). */
  async publishDraw(
    actor: GiveawayActor,
    brandId: string | null,
    drawId: string,
  ): Promise<PublishDrawResult> {
    let auditBrand = brandId;
    if (brandId !== null) {
      if (!(await findBrandDrawSweep(this.d.db, brandId, drawId)))
        return { ok: false, reason: 'draw_not_found' };
    } else {
      const sweepId = /^drw_(.+)_\d{6}$/.exec(drawId)?.[1];
      auditBrand = sweepId ? ((await listGiveawayBrandIds(this.d.db, sweepId))[0] ?? null) : null;
    }
    return this.d.draws.publish(drawId, this.drawAudit(actor, auditBrand));
  }

  /**
   * This month's free entries of the monthly exclusive giveaways (of one brand; null: every
   * brand's). Given during their month only: a `month` other than the current one is refused.
   * One audit row per giveaway that entered someone, in the transaction of its last batch.
   */
  async monthlyEntries(
    actor: GiveawayActor,
    brandId: string | null,
    month?: string,
  ): Promise<
    { ok: true; report: MonthlyEntriesReport } | { ok: false; problem: 'month_not_current'; current: string }
  > {
    const current = periodOf(this.d.clock());
    if (month !== undefined && month !== current) return { ok: false, problem: 'month_not_current', current };
    const report = await grantMonthlyEntries(this.d.db, this.d.clock, {
      ...(brandId !== null ? { brandId } : {}),
      onSweep: async (trx, line) => {
        if (line.entered === 0) return;
        await this.d.audit.record(trx, {
          ...actor,
          brandId: line.brandId,
          action: 'giveaway.monthly_entries',
          target: `giveaway:${line.sweepId}`,
          before: null,
          after: line,
        });
      },
    });
    return { ok: true, report };
  }
}
