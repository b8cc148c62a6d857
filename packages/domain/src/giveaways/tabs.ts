/**
 * The giveaways screen's tabs (SPEC.md 2 "Giveaways: all, top, past, member-only, monthly
 * exclusive") and which giveaways are listed at all (SPEC.md 3 availability dates; SPEC.md 4 "Past
 * giveaways stay visible 72 hours after a winner is chosen").
 */
import { PAST_GIVEAWAYS_VISIBLE_HOURS } from '../constants';
import { type Instant, instantMs } from './instant';

export const GIVEAWAY_TABS = ['all', 'top', 'past', 'member-only', 'monthly-exclusive'] as const;
export type GiveawayTab = (typeof GIVEAWAY_TABS)[number];
/** The same list under the name the issue 12 helpers were given. */
export const giveawayTabs = GIVEAWAY_TABS;

export function isGiveawayTab(value: string): value is GiveawayTab {
  return (GIVEAWAY_TABS as readonly string[]).includes(value);
}

/** How many giveaways the top tab shows. The spec does not say; ten fills two rows of cards. */
export const TOP_GIVEAWAYS_COUNT = 10;

const HOUR_MS = 3_600_000;

export interface TabSweep {
  id: string;
  category: string;
  memberOnly: boolean;
  startDate: Instant;
  endDate: Instant;
  startAvailableDate: Instant;
  endAvailableDate: Instant;
  /** When the winner was chosen; null before the draw. */
  drawnAt: Instant | null;
  /** Entries in the pool (total_entries_sold). */
  totalEntries: number;
}

type ListingDates = Pick<TabSweep, 'startAvailableDate' | 'endAvailableDate' | 'drawnAt'>;

/** Shown at `now`: inside its available dates, and no more than 72 hours after its winner was chosen. */
export function isListed(sweep: ListingDates, now: Instant): boolean {
  const t = instantMs(now);
  if (t < instantMs(sweep.startAvailableDate) || t > instantMs(sweep.endAvailableDate)) return false;
  if (sweep.drawnAt === null) return true;
  return t < instantMs(sweep.drawnAt) + PAST_GIVEAWAYS_VISIBLE_HOURS * HOUR_MS;
}

/** A listed giveaway whose winner was chosen (the past tab). */
export function isPastGiveaway(sweep: ListingDates, now: Instant): boolean {
  return sweep.drawnAt !== null && isListed(sweep, now);
}

/** Taking entries at `now`: inside its entry period and not yet drawn. */
export function isOpenGiveaway(
  sweep: Pick<TabSweep, 'startDate' | 'endDate' | 'drawnAt'>,
  now: Instant,
): boolean {
  const t = instantMs(now);
  return sweep.drawnAt === null && t >= instantMs(sweep.startDate) && t <= instantMs(sweep.endDate);
}

/**
 * The giveaways a tab shows, from the brand's list. all, member-only and monthly-exclusive show
 * listed giveaways that are not past (coming soon, open and drawing), in the given order; past the
 * ones drawn within 72 hours, newest draw first; top the open ones with the most entries.
 */
export function filterTab<T extends TabSweep>(sweeps: readonly T[], tab: GiveawayTab, now: Instant): T[] {
  const current = sweeps.filter((s) => isListed(s, now) && s.drawnAt === null);
  switch (tab) {
    case 'all':
      return current;
    case 'member-only':
      return current.filter((s) => s.memberOnly);
    case 'monthly-exclusive':
      return current.filter((s) => s.category === 'monthly_exclusive');
    case 'top':
      return current
        .filter((s) => isOpenGiveaway(s, now))
        .sort((a, b) => b.totalEntries - a.totalEntries || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
        .slice(0, TOP_GIVEAWAYS_COUNT);
    case 'past':
      return sweeps
        .filter((s) => isPastGiveaway(s, now))
        .sort((a, b) => instantMs(b.drawnAt ?? 0) - instantMs(a.drawnAt ?? 0));
  }
}
