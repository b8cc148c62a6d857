/** Plan period maths, cancellation and retention (SPEC.md 4 'Subscription lifecycle', 9). */

import {
  CHAMPION_MEMBERSHIP_IDS,
  COIN_BONUS_BY_MEMBERSHIP_ID,
  DATA_RETENTION_MONTHS,
  TRIAL_UPSELL_ACCESS_DAYS,
} from '../constants';

export function isChampionMembership(membershipId: number): boolean {
  return (CHAMPION_MEMBERSHIP_IDS as readonly number[]).includes(membershipId);
}

/** SPEC.md 9: 147 gives 2, 148 gives 3, 149–151 give 5; other plans give none. */
export function coinBonus(membershipId: number): number {
  return COIN_BONUS_BY_MEMBERSHIP_ID[membershipId] ?? 0;
}

export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(iso) + days * 86_400_000).toISOString();
}

/** Calendar months, clamped to the month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(iso: string, months: number): string {
  const d = new Date(iso);
  const day = d.getUTCDate();
  const target = new Date(
    Date.UTC(
      d.getUTCFullYear(),
      d.getUTCMonth() + months,
      1,
      d.getUTCHours(),
      d.getUTCMinutes(),
      d.getUTCSeconds(),
    ),
  );
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, last));
  return target.toISOString();
}

/** Days in one billing period of a plan (interval × count). */
export function billingPeriodDays(interval: string, count: number): number {
  switch (interval) {
    case 'day':
      return count;
    case 'week':
      return 7 * count;
    case 'month':
      return 30 * count;
    case 'year':
      return 365 * count;
    default:
      return 30 * count;
  }
}

/** 'Price per month' shown on the billing screen: the recurring price scaled to 30 days, in minor units. */
export function pricePerMonthMinor(priceRecurringMinor: number, periodDays: number): number {
  if (periodDays <= 0) return priceRecurringMinor;
  return Math.round((priceRecurringMinor * 30) / periodDays);
}

/**
 * Cancellation takes effect now; access lasts to the end of the paid period (the next billing
 * date, or now when there is none or it has passed). Data is kept 10 months from the cancel date.
 */
export function cancellationDates(input: { now: string; nextBillingDate: string | null }): {
  cancelDate: string;
  accessUntil: string;
  purgeAfter: string;
} {
  const accessUntil =
    input.nextBillingDate && Date.parse(input.nextBillingDate) > Date.parse(input.now)
      ? input.nextBillingDate
      : input.now;
  return { cancelDate: input.now, accessUntil, purgeAfter: addMonths(input.now, DATA_RETENTION_MONTHS) };
}

/** Whether a cancelled member's data is due for deletion at `now`. */
export function isPurgeDue(cancelDate: string, now: string): boolean {
  return Date.parse(addMonths(cancelDate, DATA_RETENTION_MONTHS)) <= Date.parse(now);
}

/** Whether a renewal is due: active, not cancelled, next billing date reached. */
export function isRenewalDue(
  sub: { isActive: boolean; cancelRefId: string | null; nextBillingDate: string | null },
  now: string,
): boolean {
  return (
    sub.isActive &&
    sub.cancelRefId === null &&
    sub.nextBillingDate !== null &&
    Date.parse(sub.nextBillingDate) <= Date.parse(now)
  );
}

/** trial | active | inactive, as the billing screen shows it (SPEC.md 4). */
export function membershipStatus(
  sub: {
    isActive: boolean;
    isTrial: boolean;
    cancelRefId: string | null;
    endDate: string | null;
  },
  now: string,
): 'trial' | 'active' | 'inactive' {
  if (!sub.isActive) return 'inactive';
  if (sub.cancelRefId && sub.endDate && Date.parse(sub.endDate) <= Date.parse(now)) return 'inactive';
  return sub.isTrial ? 'trial' : 'active';
}

/** 'UTC+05:30' style offset label for a time zone at a moment. */
export function timezoneOffsetMinutes(timeZone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value ?? 0);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/**
 * SPEC.md 9 trial-style upsell: 20 days of access at the initial price, then the monthly
 * recurring price. Returns the first charge and when the recurring billing starts.
 */
export function trialUpsellSchedule(input: {
  now: string;
  priceInitialMinor: number;
  priceRecurringMinor: number;
}): {
  firstChargeMinor: number;
  recurringMinor: number;
  recurringStarts: string;
} {
  return {
    firstChargeMinor: input.priceInitialMinor,
    recurringMinor: input.priceRecurringMinor,
    recurringStarts: addDays(input.now, TRIAL_UPSELL_ACCESS_DAYS),
  };
}
