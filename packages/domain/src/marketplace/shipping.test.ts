import { describe, expect, it } from 'vitest';
import { SHIPPING_RATES, shippingOption, shippingOptions } from './shipping';

const CHAMPION = { discountPercent: 30, freeStandardShipping: true };
const PLAIN = { discountPercent: 0, freeStandardShipping: false };

describe('shippingOptions (standard and express per currency; Champions ship standard free)', () => {
  it.each([
    {
      who: 'a plain member',
      perks: PLAIN,
      currency: 'USD',
      standard: 499,
      standardList: null,
      express: 1499,
    },
    { who: 'a Champion', perks: CHAMPION, currency: 'USD', standard: 0, standardList: 499, express: 1499 },
    {
      who: 'a Champion on CAD',
      perks: CHAMPION,
      currency: 'cad',
      standard: 0,
      standardList: 699,
      express: 1999,
    },
    {
      who: 'a plain member on CAD',
      perks: PLAIN,
      currency: 'CAD',
      standard: 699,
      standardList: null,
      express: 1999,
    },
  ])('$who pays $standard for standard and $express for express', (c) => {
    const [standard, express] = shippingOptions(c.currency, c.perks);
    expect(standard).toMatchObject({ id: 'standard', fee: c.standard, listFee: c.standardList });
    expect(express).toMatchObject({ id: 'express', fee: c.express, listFee: null });
  });

  it('offers nothing for a currency without rates, so checkout never guesses a fee', () => {
    expect(shippingOptions('XYZ', PLAIN)).toEqual([]);
    expect(shippingOption('XYZ', 'standard', PLAIN)).toBeNull();
  });

  it('knows only standard and express', () => {
    expect(shippingOption('USD', 'overnight', PLAIN)).toBeNull();
    expect(shippingOption('USD', 'express', PLAIN)?.fee).toBe(1499);
  });

  it('every rate is a whole non-negative fee and a day range that makes sense', () => {
    for (const rates of Object.values(SHIPPING_RATES))
      for (const r of Object.values(rates)) {
        expect(Number.isInteger(r.fee) && r.fee >= 0).toBe(true);
        expect(r.minDays).toBeGreaterThanOrEqual(1);
        expect(r.maxDays).toBeGreaterThanOrEqual(r.minDays);
      }
  });
});
