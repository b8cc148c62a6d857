/**
 * The Champion member's marketplace perks (SPEC.md 6: "up to 30% off in the marketplace and free
 * standard shipping"; SPEC.md 9: Champion membership ids 147 to 151). The spec gives only the
 * ceiling; the steps follow the plans' coin bonus (147 gives the least, 149–151 the most), so the
 * dearer Champion plans reach the 30% the spec names.
 */
import { MARKETPLACE_CHAMPION_MAX_DISCOUNT_PERCENT } from '../constants';
import { HUNDRED_PERCENT } from '../money/money';

export const CHAMPION_DISCOUNT_PERCENT_BY_MEMBERSHIP_ID: Readonly<Record<number, number>> = {
  147: 10,
  148: 20,
  149: MARKETPLACE_CHAMPION_MAX_DISCOUNT_PERCENT,
  150: MARKETPLACE_CHAMPION_MAX_DISCOUNT_PERCENT,
  151: MARKETPLACE_CHAMPION_MAX_DISCOUNT_PERCENT,
};

/** The marketplace discount of the member's active plan (0 for every other plan, or none). */
export function championDiscountPercent(membershipId: number | null): number {
  if (membershipId === null) return 0;
  return CHAMPION_DISCOUNT_PERCENT_BY_MEMBERSHIP_ID[membershipId] ?? 0;
}

/** Champions ship standard for free (SPEC.md 6). */
export function hasFreeStandardShipping(membershipId: number | null): boolean {
  return championDiscountPercent(membershipId) > 0;
}

/**
 * A unit price after a percentage off, in minor units. Rounded half up to the minor unit, per unit,
 * so a line of n units costs n times what one unit shows.
 */
export function discountedUnitPrice(unitMinor: number, percent: number): number {
  return unitMinor - Math.floor((unitMinor * percent) / HUNDRED_PERCENT + 0.5);
}
