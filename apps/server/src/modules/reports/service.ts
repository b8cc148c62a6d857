/**
 * The dashboards (docs/console.md "Dashboards"): one brand's figures, or the figures of every brand
 * a staff member may read reports of, over a range of whole UTC days. Amounts stay per currency.
 */
import {
  REVENUE_KINDS,
  addReportDays,
  brandsInScope,
  bucketOf,
  bucketsOf,
  churnRate,
  mrrByCurrency,
  rangeInstants,
  reportRangeProblem,
  revenueKindOf,
  rollupSplit,
  wholeMonthsOf,
  type ReportBucket,
  type ReportRangeProblem,
  type RevenueKind,
  type StaffGrant,
} from '@member-area/domain';
import type { Db } from '../../db/kysely';
import type { Clock } from '../../lib/clock';
import {
  allBrandIds,
  entriesByDay,
  memberCounts,
  mostPlayedTitles,
  ordersWaiting,
  recurringTotals,
  playersSinceRollup,
  revenueByDay,
  titlesByIds,
  type BrandScope,
  type PlayedTitle,
} from './repo';
import { rolledEntries, rolledMonthPlays, rolledPlays, rolledRevenue, rolledThrough } from './rollup-repo';

/** Days of a range, both included; null: none. */
export type Days = { from: string; to: string } | null;

/** How many titles the "most played" list shows. */
export const TOP_TITLES = 10;

export interface DashboardRequest {
  /** `YYYY-MM-DD`, UTC, both included. */
  from: string;
  to: string;
  bucket: ReportBucket;
}

/** Why a dashboard counted nothing: the range's rule, or a bucket that is neither day nor week. */
export type DashboardProblem = ReportRangeProblem | 'invalid_bucket';

/** The request as the console sends it: the bucket unchecked (absent: per day). */
export function dashboardRequest(
  from: string,
  to: string,
  bucket: string | null | undefined,
): DashboardRequest | { problem: 'invalid_bucket' } {
  const b = bucket ?? 'day';
  return b === 'day' || b === 'week' ? { from, to, bucket: b } : { problem: 'invalid_bucket' };
}

export interface Dashboard {
  brandIds: string[];
  from: string;
  to: string;
  bucket: ReportBucket;
  /** Why nothing was counted: a range the rules refuse; null when answered. */
  problem: DashboardProblem | null;
  members: {
    active: number;
    trials: number;
    cancellations: number;
    activeAtStart: number;
    churn: number | null;
  };
  mrr: { currency: string; amountMinor: number }[];
  /** Every bucket × kind of each currency with revenue in the range (zeros included), in order. */
  revenue: { period: string; kind: RevenueKind; currency: string; amountMinor: number }[];
  /** Every day of the range, with the entries received that day. */
  entries: { day: string; entries: number }[];
  ordersWaiting: number;
  topTitles: PlayedTitle[];
}

export const emptyDashboard = (
  brandIds: string[],
  req: DashboardRequest,
  problem: DashboardProblem | null,
): Dashboard => ({
  brandIds,
  ...req,
  problem,
  members: { active: 0, trials: 0, cancellations: 0, activeAtStart: 0, churn: null },
  mrr: [],
  revenue: [],
  entries: [],
  ordersWaiting: 0,
  topTitles: [],
});

export class ReportService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** The brands of the cross-brand dashboard: those the staff member may read reports of (an owner: all). */
  async brandsFor(staff: StaffGrant): Promise<string[]> {
    return brandsInScope(staff, 'reports.read', await allBrandIds(this.db));
  }

  /** The dashboard over `brandIds` (the caller has checked the staff member may read each). */
  async dashboard(brandIds: readonly string[], req: DashboardRequest): Promise<Dashboard> {
    const ids = [...new Set(brandIds)].sort();
    const problem = reportRangeProblem(req.from, req.to);
    if (problem || ids.length === 0) return emptyDashboard(ids, req, problem);
    const { startIso, endIso } = rangeInstants(req.from, req.to);
    const nowIso = this.clock().toISOString();
    // Who is active "at the end" of a range reaching today is who is active now.
    const atEnd = endIso < nowIso ? endIso : nowIso;
    // Every brand (an owner's dashboard across brands): the reads need not check the brand.
    const [every, through] = await Promise.all([allBrandIds(this.db), rolledThrough(this.db)]);
    const scope: BrandScope = every.every((id) => ids.includes(id)) ? 'all' : ids;
    // The closed days the rollup job has done are read from report_daily, the rest (today) live.
    const { rolled, live } = rollupSplit(req.from, req.to, through);
    const [counts, recurring, revenue, entries, waiting, topTitles] = await Promise.all([
      memberCounts(this.db, scope, { atStart: startIso, atEnd, endIso }),
      recurringTotals(this.db, scope, atEnd),
      this.revenue(ids, rolled, live),
      this.entries(ids, scope, rolled, live),
      ordersWaiting(this.db, ids),
      this.topTitles(ids, scope, { rolled, live, through }, endIso),
    ]);
    const entriesOn = new Map(entries.map((e) => [e.day, e.entries]));
    return {
      brandIds: ids,
      ...req,
      problem: null,
      members: { ...counts, churn: churnRate(counts.cancellations, counts.activeAtStart) },
      mrr: mrrByCurrency(recurring),
      revenue: revenueSeries(revenue, req),
      entries: bucketsOf(req.from, req.to, 'day').map((day) => ({ day, entries: entriesOn.get(day) ?? 0 })),
      ordersWaiting: waiting,
      topTitles,
    };
  }

  /** The payments per brand, day, kind and currency: rolled-up days, then the live ones. */
  async revenue(ids: readonly string[], rolled: Days, live: Days) {
    const [a, b] = await Promise.all([
      rolled ? rolledRevenue(this.db, ids, rolled.from, rolled.to) : [],
      live ? revenueByDay(this.db, ids, live.from, live.to) : [],
    ]);
    return [...a, ...b];
  }

  /** The entries per day: rolled-up days, then the live ones (never the same day twice). */
  async entries(ids: readonly string[], scope: BrandScope, rolled: Days, live: Days) {
    const [a, b] = await Promise.all([
      rolled ? rolledEntries(this.db, ids, rolled.from, rolled.to) : [],
      live ? entriesByDay(this.db, scope, live.from, live.to) : [],
    ]);
    return [...a, ...b];
  }

  /**
   * The most played titles: the rolled-up days' players per title, corrected by the progress saved
   * since the last rolled-up day (the live days' players added, the members saved again taken off
   * the day they were counted on: each member counts once per title), most first, then by id.
   */
  async topTitles(
    ids: readonly string[],
    scope: BrandScope,
    split: { rolled: Days; live: Days; through: string | null },
    endIso: string,
  ): Promise<PlayedTitle[]> {
    const { rolled, live, through } = split;
    const liveStart = live ? rangeInstants(live.from, live.to).startIso : null;
    if (!rolled || through === null)
      return liveStart ? mostPlayedTitles(this.db, scope, liveStart, endIso, TOP_TITLES) : [];
    // Whole months from their monthly rows, the days around them from theirs, then since the rollup.
    const { months, days } = wholeMonthsOf(rolled.from, rolled.to);
    const sinceIso = rangeInstants(addReportDays(through, 1), addReportDays(through, 1)).startIso;
    const parts = await Promise.all([
      rolledMonthPlays(this.db, ids, months),
      ...days.map((d) => rolledPlays(this.db, ids, d.from, d.to)),
      playersSinceRollup(this.db, scope, { sinceIso, rolled, liveStartIso: liveStart, endIso }),
    ]);
    const players = new Map<number, number>();
    for (const r of parts.flat()) players.set(r.mediaId, (players.get(r.mediaId) ?? 0) + r.players);
    const top = [...players]
      .filter(([, n]) => n > 0)
      .sort(([x, px], [y, py]) => py - px || x - y)
      .slice(0, TOP_TITLES);
    const names = new Map(
      (
        await titlesByIds(
          this.db,
          top.map(([id]) => id),
        )
      ).map((t) => [t.id, t]),
    );
    return top.flatMap(([mediaId, n]) => {
      const t = names.get(mediaId);
      return t ? [{ mediaId, title: t.title, mediaType: t.mediaType, players: n }] : [];
    });
  }
}

/** The payments per bucket, kind and currency: every bucket of the range for each currency seen. */
function revenueSeries(
  rows: readonly { day: string; kind: string; currency: string; amountMinor: number }[],
  req: DashboardRequest,
): Dashboard['revenue'] {
  const sums = new Map<string, number>();
  const currencies = new Set<string>();
  for (const r of rows) {
    const kind = revenueKindOf(r.kind);
    if (!kind) continue;
    currencies.add(r.currency);
    const key = `${r.currency}|${bucketOf(r.day, req.bucket)}|${kind}`;
    sums.set(key, (sums.get(key) ?? 0) + r.amountMinor);
  }
  const periods = bucketsOf(req.from, req.to, req.bucket);
  return [...currencies].sort().flatMap((currency) =>
    periods.flatMap((period) =>
      REVENUE_KINDS.map((kind) => ({
        period,
        kind,
        currency,
        amountMinor: sums.get(`${currency}|${period}|${kind}`) ?? 0,
      })),
    ),
  );
}
