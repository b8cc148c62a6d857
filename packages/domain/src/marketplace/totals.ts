/**
 * An order's money (SPEC.md 3 'Order': products, delivery fee, total; SPEC.md 6: Champions get up
 * to 30% off and free standard shipping). Integer minor units throughout; the discount is taken per
 * unit (discountedUnitPrice), so a line of n units costs n times the unit price the member saw.
 */
import { discountedUnitPrice } from './champion';

/** What a member's plan gives in the marketplace (the server's perksOf computes it). */
export interface MarketplacePerksInput {
  discountPercent: number;
  freeStandardShipping: boolean;
}

export interface OrderLineInput {
  /** The product's list price, minor units, from the products table (never from a client). */
  unitPrice: number;
  quantity: number;
}

export interface PricedLine {
  /** What one unit is charged after the discount. */
  unitPrice: number;
  quantity: number;
  lineTotal: number;
}

export interface OrderTotals {
  /** The lines at their list prices. */
  subtotal: number;
  discount: number;
  deliveryFee: number;
  /** subtotal − discount + deliveryFee. */
  total: number;
  lines: PricedLine[];
}

export function orderTotals(
  lines: readonly OrderLineInput[],
  perks: MarketplacePerksInput,
  shipping: { fee: number },
): OrderTotals {
  let subtotal = 0;
  let discount = 0;
  const priced = lines.map((line) => {
    const unitPrice = discountedUnitPrice(line.unitPrice, perks.discountPercent);
    subtotal += line.unitPrice * line.quantity;
    discount += (line.unitPrice - unitPrice) * line.quantity;
    return { unitPrice, quantity: line.quantity, lineTotal: unitPrice * line.quantity };
  });
  const deliveryFee = shipping.fee;
  return { subtotal, discount, deliveryFee, total: subtotal - discount + deliveryFee, lines: priced };
}
