import { describe, expect, it } from 'vitest';
import { discountedUnitPrice } from './champion';
import { variantListPrice } from './variant-price';

describe('variantListPrice: a variant sells at its own price, else at the product’s', () => {
  it.each([
    { name: 'no variant', product: 4999, variant: undefined, expected: 4999 },
    { name: 'a variant without a price', product: 4999, variant: null, expected: 4999 },
    { name: 'a dearer variant', product: 4999, variant: 5999, expected: 5999 },
    { name: 'a cheaper variant', product: 4999, variant: 3999, expected: 3999 },
    { name: 'a free variant (0 is a price, not “none”)', product: 4999, variant: 0, expected: 0 },
  ])('$name', ({ product, variant, expected }) => {
    expect(variantListPrice(product, variant)).toBe(expected);
  });

  it('takes the Champion discount like any list price', () => {
    expect(discountedUnitPrice(variantListPrice(4999, 5999), 30)).toBe(4199);
  });
});
