import { describe, expect, it } from 'vitest';
import { canBuyEntries, entryOffer, isEntryOffer, type PricedOffer } from './offers';

const USD = {
  currency: 'USD',
  priceEntries: 10,
  priceAmount: 499,
  multiplierAmount: 999,
  multiplierFactor: 3,
};

describe('entryOffer (giveaways contract, offers table; minor units)', () => {
  it.each<{ case: string; offer: PricedOffer['offer']; price: typeof USD; expected: PricedOffer }>([
    {
      case: 'standard: the brand price for its entries',
      offer: 'standard',
      price: USD,
      expected: { offer: 'standard', entries: 10, amount: 499, listAmount: null, discountPercent: null },
    },
    {
      case: 'multiplier: entries × factor for the multiplier amount',
      offer: 'multiplier',
      price: USD,
      expected: { offer: 'multiplier', entries: 30, amount: 999, listAmount: null, discountPercent: null },
    },
    {
      case: 'one_time: 100 entries for 5 dollars, 80% off 25 (SPEC.md 9)',
      offer: 'one_time',
      price: USD,
      expected: { offer: 'one_time', entries: 100, amount: 500, listAmount: 2500, discountPercent: 80 },
    },
    {
      case: 'one_time in Canadian dollars is 5 CAD too',
      offer: 'one_time',
      price: { ...USD, currency: 'CAD' },
      expected: { offer: 'one_time', entries: 100, amount: 500, listAmount: 2500, discountPercent: 80 },
    },
    {
      case: 'one_time in yen is 5 yen (no minor unit)',
      offer: 'one_time',
      price: { ...USD, currency: 'JPY' },
      expected: { offer: 'one_time', entries: 100, amount: 5, listAmount: 25, discountPercent: 80 },
    },
    {
      case: 'bonus: twice the standard entries for the standard price',
      offer: 'bonus',
      price: USD,
      expected: { offer: 'bonus', entries: 20, amount: 499, listAmount: null, discountPercent: null },
    },
  ])('$case', ({ offer, price, expected }) => {
    expect(entryOffer(offer, price)).toEqual(expected);
  });
});

describe('isEntryOffer', () => {
  it.each([
    { value: 'standard', expected: true },
    { value: 'one_time', expected: true },
    { value: 'triple', expected: false },
    { value: '', expected: false },
  ])('$value → $expected', ({ value, expected }) => {
    expect(isEntryOffer(value)).toBe(expected);
  });
});

describe('canBuyEntries (only promotional giveaways sell entries)', () => {
  it.each([
    { category: 'promotional', expected: true },
    { category: 'monthly_exclusive', expected: false },
    { category: 'unknown', expected: false },
  ])('$category → $expected', ({ category, expected }) => {
    expect(canBuyEntries(category)).toBe(expected);
  });
});
