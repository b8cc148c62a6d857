/**
 * How many units a member may put in the cart or buy (issue 13 'Bad input': quantities below 1 or
 * above the stock are refused), and what is wrong with a line already in the cart once the shop
 * changed under it (SDL CartLine.problem).
 */
export const MIN_LINE_QUANTITY = 1;

export type QuantityProblem = 'invalid_quantity' | 'out_of_stock' | 'quantity_above_stock';

/** A wanted quantity against the units in stock: 1..stock, whole units only. */
export function quantityProblem(quantity: number, stock: number): QuantityProblem | null {
  if (!Number.isSafeInteger(quantity) || quantity < MIN_LINE_QUANTITY) return 'invalid_quantity';
  if (stock <= 0) return 'out_of_stock';
  if (quantity > stock) return 'quantity_above_stock';
  return null;
}

export type CartLineProblem = 'product_removed' | 'out_of_stock' | 'quantity_above_stock';

/** Why a cart line cannot be bought as it is, or null when it can. */
export function cartLineProblem(line: {
  /** False once the product (or its variant) was taken off sale or deleted. */
  available: boolean;
  stock: number;
  quantity: number;
}): CartLineProblem | null {
  if (!line.available) return 'product_removed';
  if (line.stock <= 0) return 'out_of_stock';
  if (line.quantity > line.stock) return 'quantity_above_stock';
  return null;
}
