/**
 * Funding an impact with coins (SPEC.md 2 'impact target' modal and 'Impacts banner with target and
 * coins'; 3 'Impact category': items with price_per_unit and target_quantity). A member funds whole
 * units of an item (a tree, a kilo of ocean plastic) at the item's price per unit in coins, never
 * more units than the brand-wide target still needs and never more coins than they hold.
 */

/** The most units one contribution may fund: a typo of extra zeros is refused, not spent. */
export const IMPACT_MAX_UNITS_PER_CONTRIBUTION = 10_000;

export type ImpactFundingRefusal =
  'impact_invalid_quantity' | 'impact_target_reached' | 'impact_beyond_target' | 'insufficient_coins';

export interface ImpactFundingInput {
  /** Units the member asks to fund. */
  quantity: number;
  pricePerUnit: number;
  targetQuantity: number;
  /** Units the brand's members funded so far. */
  fundedQuantity: number;
  balance: number;
}

/** The coins `quantity` units cost. */
export function impactCost(quantity: number, pricePerUnit: number): number {
  return quantity * pricePerUnit;
}

/** Units the brand-wide target still needs (0 once reached). */
export function impactRemaining(targetQuantity: number, fundedQuantity: number): number {
  return Math.max(0, targetQuantity - fundedQuantity);
}

/**
 * Whether a contribution may go ahead: null when it may, else the reason it is refused. The server
 * checks the same conditions again in SQL (the target and the balance may move meanwhile); this is
 * what the modal and the service say before touching anything.
 */
export function impactFundingRefusal(input: ImpactFundingInput): ImpactFundingRefusal | null {
  const { quantity, pricePerUnit, targetQuantity, fundedQuantity, balance } = input;
  if (!Number.isSafeInteger(quantity) || quantity < 1 || quantity > IMPACT_MAX_UNITS_PER_CONTRIBUTION)
    return 'impact_invalid_quantity';
  const remaining = impactRemaining(targetQuantity, fundedQuantity);
  if (remaining === 0) return 'impact_target_reached';
  if (quantity > remaining) return 'impact_beyond_target';
  if (impactCost(quantity, pricePerUnit) > balance) return 'insufficient_coins';
  return null;
}

/** The most units a member can fund now: what the target needs, what their coins pay for, the cap. */
export function impactAffordableUnits(input: Omit<ImpactFundingInput, 'quantity'>): number {
  const remaining = impactRemaining(input.targetQuantity, input.fundedQuantity);
  const payable = input.pricePerUnit > 0 ? Math.floor(input.balance / input.pricePerUnit) : remaining;
  return Math.max(0, Math.min(remaining, payable, IMPACT_MAX_UNITS_PER_CONTRIBUTION));
}

/** Progress toward a target as a whole percentage, 0 to 100 (100 only once reached). */
export function impactProgressPercent(targetQuantity: number, fundedQuantity: number): number {
  if (targetQuantity <= 0) return 100;
  if (fundedQuantity >= targetQuantity) return 100;
  return Math.min(99, Math.floor((Math.max(0, fundedQuantity) * 100) / targetQuantity));
}
