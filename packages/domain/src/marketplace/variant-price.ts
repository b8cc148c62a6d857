/**
 * What one unit of a product costs before any discount when a variant is chosen (issue 33 scope 2:
 * "a size/colour that costs more"): the variant's own price when it has one, else the product's.
 * The product page, the cart, the quote and placeOrder all list a line at this price; the Champion
 * discount (champion.ts `discountedUnitPrice`) then applies to it as to any list price.
 */

/** Minor units of the brand's currency; `variantPriceMinor` null (or no variant) means the product's. */
export function variantListPrice(
  productPriceMinor: number,
  variantPriceMinor: number | null | undefined,
): number {
  return variantPriceMinor ?? productPriceMinor;
}
