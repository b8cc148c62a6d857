import { describe, expect, it } from 'vitest';
import { upsellPriceOf } from './funnel';

describe('upsellPriceOf', () => {
  it('takes the 7th element: symbol followed by the recurring price', () => {
    expect(upsellPriceOf([103, 'Premium Trial', 'trial', 20, 1.95, 'USD', '$29.99', 'month', 1])).toBe(
      '$29.99',
    );
  });

  it.each([
    ['a short answer', [1, 2, 3, 4, 5, 6]],
    ['a non-string 7th element', [1, 2, 3, 4, 5, 6, 29.99]],
    ['a 7th element without a symbol', [1, 2, 3, 4, 5, 6, '29.99']],
    ['an empty 7th element', [1, 2, 3, 4, 5, 6, ' ']],
    ['an object', { price: '$1' }],
    ['null', null],
  ])('is null for %s', (_name, answer) => {
    expect(upsellPriceOf(answer)).toBeNull();
  });
});
