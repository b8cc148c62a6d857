/**
 * What a product or variant page says about its stock (issue 13: "Only 1 left", "Out of stock").
 * The server decides what can be bought; this only words it.
 */

/** At or below this many units the page warns that few are left. */
export const LOW_STOCK_THRESHOLD = 5;

export type StockLevel = { kind: 'out' } | { kind: 'low'; count: number } | { kind: 'in' };

export function stockLevel(stock: number): StockLevel {
  if (stock <= 0) return { kind: 'out' };
  if (stock <= LOW_STOCK_THRESHOLD) return { kind: 'low', count: stock };
  return { kind: 'in' };
}

/** The quantities the member may choose: 1 to the stock (nothing when none is left). */
export function clampQuantity(quantity: number, stock: number): number {
  if (stock <= 0) return 0;
  if (!Number.isFinite(quantity)) return 1;
  return Math.min(Math.max(1, Math.trunc(quantity)), stock);
}
