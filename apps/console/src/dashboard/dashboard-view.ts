/**
 * What the dashboard screen shows, from what the server answered: the revenue as one table per
 * currency (a row per day or week, a column per kind), minor units as the currency's major units.
 * Pure, so the chart and its table read the very same rows.
 */
import { REVENUE_KINDS, type RevenueKind } from '@member-area/domain';

export interface RevenueCell {
  period: string;
  kind: string;
  currency: string;
  amountMinor: number;
}

export type RevenueRow = { period: string; total: number } & Record<RevenueKind, number>;

/** The currencies the revenue holds, by code. */
export function currenciesOf(revenue: readonly RevenueCell[]): string[] {
  return [...new Set(revenue.map((r) => r.currency))].sort();
}

/** One currency's revenue, a row per period in order, each kind in minor units, and their total. */
export function revenueRows(revenue: readonly RevenueCell[], currency: string): RevenueRow[] {
  const rows = new Map<string, RevenueRow>();
  for (const cell of revenue) {
    if (cell.currency !== currency) continue;
    const row =
      rows.get(cell.period) ??
      ({ period: cell.period, total: 0, plans: 0, coins: 0, entries: 0, orders: 0 } satisfies RevenueRow);
    if ((REVENUE_KINDS as readonly string[]).includes(cell.kind)) {
      row[cell.kind as RevenueKind] += cell.amountMinor;
      row.total += cell.amountMinor;
    }
    rows.set(cell.period, row);
  }
  return [...rows.values()].sort((a, b) => a.period.localeCompare(b.period));
}

/**
 * Whether a range's giveaway entries are nothing at all: the server lists every day of the range,
 * so a range without entries is a row of zeros, shown as the chart's empty state rather than bars
 * of nothing.
 */
export function noEntries(entries: readonly { entries: number }[]): boolean {
  return entries.every((day) => day.entries === 0);
}

/** How many minor units make a major one in `currency` (2 for USD, 0 for JPY), as Intl knows it. */
export function minorDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

/** Minor units as the currency's major units (1499 USD → 14.99). */
export const toMajor = (amountMinor: number, currency: string) => amountMinor / 10 ** minorDigits(currency);

/** Today's UTC day, `YYYY-MM-DD` (the dashboards count UTC days). */
export const utcToday = (now: Date) => now.toISOString().slice(0, 10);
