/**
 * Green progress (SPEC.md 3 "Green progress", SPEC.md 9 "Trees", SPEC.md 5 "Green points"): one tree
 * per active membership month and one per hour streamed; a tree absorbs about 1/4 tonne, so 4 trees
 * offset 1 tonne. Months and hours are counted in UTC, the clock the server stores times in.
 */
import { TZDate } from '@date-fns/tz';
import { addMonths, differenceInMonths, format, startOfMonth } from 'date-fns';

export const TREES_PER_ACTIVE_MONTH = 1;
export const SECONDS_STREAMED_PER_TREE = 3600;
/** SPEC.md 9: 4 trees offset 1 tonne (12 trees offset 3 tonnes). */
export const TREES_PER_TONNE_OFFSET = 4;
/** SPEC.md 5: green points are never shown below 1. */
export const MIN_GREEN_POINTS = 1;
/**
 * Media whose stored progress is seconds of audio or video (ebooks store a fraction, games their
 * own play time): what "hours streamed" counts.
 */
export const STREAMED_MEDIA_TYPES = ['movie', 'music', 'audiobook', 'stream'] as const;
/** The chart shows at most the last two years, month by month. */
export const GREEN_CHART_MONTHS = 24;

/** A span of active membership (trial included); `end` null while it is still running. ISO times. */
export interface MembershipPeriod {
  start: string;
  end: string | null;
}

/** Seconds streamed, grouped by the UTC month (YYYY-MM) they were recorded in. */
export interface StreamedMonth {
  month: string;
  seconds: number;
}

export interface GreenMonth {
  /** YYYY-MM (UTC). */
  month: string;
  /** Trees planted by the end of that month (or by now, for the current month). */
  trees: number;
}

export interface GreenProgress {
  treesPlanted: number;
  carbonOffsetTonnes: number;
  activeMonths: number;
  secondsStreamed: number;
  months: GreenMonth[];
}

/** A subscription row as the green page reads it (ISO times; null when not set). */
export interface SubscriptionSpan {
  isActive: boolean;
  startDate: string;
  cancelDate: string | null;
  cancelledAt: string | null;
  endDate: string | null;
}

/**
 * The span a subscription made its member an active member: from its start to its end date (a
 * cancelled plan runs to the end of its paid period, SPEC.md 4), still running while active without
 * one; an inactive one without any end date ended when it was cancelled, or counts nothing.
 */
export function membershipPeriod(s: SubscriptionSpan): MembershipPeriod {
  if (s.endDate !== null) return { start: s.startDate, end: s.endDate };
  if (s.isActive) return { start: s.startDate, end: null };
  return { start: s.startDate, end: s.cancelDate ?? s.cancelledAt ?? s.startDate };
}

const utc = (iso: string | Date): TZDate => new TZDate(new Date(iso).getTime(), 'UTC');
const monthKey = (d: TZDate): string => format(d, 'yyyy-MM');

/** Overlapping or touching periods (a plan change, an add-on) count once, clipped at `until`. */
function mergedSpans(periods: readonly MembershipPeriod[], until: Date): Array<[number, number]> {
  const spans = periods
    .map((p): [number, number] => [
      new Date(p.start).getTime(),
      Math.min(p.end === null ? until.getTime() : new Date(p.end).getTime(), until.getTime()),
    ])
    .filter(([s, e]) => Number.isFinite(s) && Number.isFinite(e) && e > s)
    .sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]);
    else merged.push([...span]);
  }
  return merged;
}

/** Whole calendar months of active membership up to `until` (a month counts once it is complete). */
export function activeMembershipMonths(periods: readonly MembershipPeriod[], until: Date): number {
  return mergedSpans(periods, until).reduce(
    (sum, [start, end]) => sum + differenceInMonths(utc(new Date(end)), utc(new Date(start))),
    0,
  );
}

/** One tree per whole hour streamed: 59 minutes plant none yet. */
export function treesFromStreaming(seconds: number): number {
  if (!Number.isFinite(seconds) || seconds <= 0) return 0;
  return Math.floor(seconds / SECONDS_STREAMED_PER_TREE);
}

export function treesPlanted(activeMonths: number, secondsStreamed: number): number {
  return Math.max(0, activeMonths) * TREES_PER_ACTIVE_MONTH + treesFromStreaming(secondsStreamed);
}

/** Tonnes of CO2 the trees offset: exact quarters (4 trees = 1 tonne). */
export function carbonOffsetTonnes(trees: number): number {
  return trees / TREES_PER_TONNE_OFFSET;
}

/** SPEC.md 5: the member's green points are their trees, never shown below 1. */
export function greenPoints(trees: number): number {
  return Math.max(MIN_GREEN_POINTS, trees);
}

const streamedSeconds = (streamed: readonly StreamedMonth[], upTo?: string): number =>
  streamed
    .filter((s) => upTo === undefined || s.month <= upTo)
    .reduce((sum, s) => sum + (Number.isFinite(s.seconds) && s.seconds > 0 ? s.seconds : 0), 0);

/**
 * The member's trees by month, cumulative, from their first membership or streaming month (at most
 * the last GREEN_CHART_MONTHS) to now; the last month equals the totals.
 */
function monthlyTrees(
  periods: readonly MembershipPeriod[],
  streamed: readonly StreamedMonth[],
  now: Date,
  total: number,
): GreenMonth[] {
  const starts = [
    ...periods.map((p) => new Date(p.start).getTime()),
    ...streamed.map((s) => new Date(`${s.month}-01T00:00:00Z`).getTime()),
  ].filter((t) => Number.isFinite(t) && t <= now.getTime());
  if (starts.length === 0) return [];
  const current = startOfMonth(utc(now));
  const earliest = addMonths(current, 1 - GREEN_CHART_MONTHS);
  let month = startOfMonth(utc(new Date(Math.min(...starts))));
  if (month < earliest) month = earliest;
  const months: GreenMonth[] = [];
  for (; month < current; month = addMonths(month, 1)) {
    const key = monthKey(month);
    const cutoff = addMonths(month, 1);
    months.push({
      month: key,
      trees: treesPlanted(activeMembershipMonths(periods, cutoff), streamedSeconds(streamed, key)),
    });
  }
  months.push({ month: monthKey(current), trees: total });
  return months;
}

export function greenProgress(input: {
  periods: readonly MembershipPeriod[];
  streamed: readonly StreamedMonth[];
  now: Date;
}): GreenProgress {
  const activeMonths = activeMembershipMonths(input.periods, input.now);
  const secondsStreamed = streamedSeconds(input.streamed);
  const trees = treesPlanted(activeMonths, secondsStreamed);
  return {
    treesPlanted: trees,
    carbonOffsetTonnes: carbonOffsetTonnes(trees),
    activeMonths,
    secondsStreamed,
    months: monthlyTrees(input.periods, input.streamed, input.now, trees),
  };
}
