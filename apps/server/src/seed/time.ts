/** Dates of the seed: fixed ones for long-time members, the rest relative to the moment of seeding. */

export type DateSpec = { at: string } | { daysAgo: number };

export const DAY_MS = 86_400_000;

export function resolveDate(spec: DateSpec, now: Date): Date {
  return 'at' in spec ? new Date(spec.at) : new Date(now.getTime() - spec.daysAgo * DAY_MS);
}

/** The moment `days` days before `now`, as an ISO string (a seeded row's created_at). */
export function daysAgoIso(now: Date, days: number): string {
  return new Date(now.getTime() - days * DAY_MS).toISOString();
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** The first renewal after `now` of a subscription started at `start` that renews every `periodDays`. */
export function nextRenewalAfter(start: Date, periodDays: number, now: Date): Date {
  const periodMs = periodDays * DAY_MS;
  const elapsed = Math.max(0, now.getTime() - start.getTime());
  return new Date(start.getTime() + (Math.floor(elapsed / periodMs) + 1) * periodMs);
}

export const iso = (date: Date): string => date.toISOString();
