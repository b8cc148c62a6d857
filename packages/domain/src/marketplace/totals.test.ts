import { describe, expect, it } from 'vitest';
import { orderTotals } from './totals';

const PLAIN = { discountPercent: 0, freeStandardShipping: false };
const CHAMPION_30 = { discountPercent: 30, freeStandardShipping: true };
const CHAMPION_10 = { discountPercent: 10, freeStandardShipping: true };

describe('orderTotals (integer minor units, discount per unit)', () => {
  it.each([
    {
      case: 'a plain member pays list prices and the fee',
      lines: [
        { unitPrice: 2999, quantity: 2 },
        { unitPrice: 1500, quantity: 1 },
      ],
      perks: PLAIN,
      fee: 499,
      expected: { subtotal: 7498, discount: 0, deliveryFee: 499, total: 7997 },
    },
    {
      case: 'a Champion (30%) pays 70% of each unit and no standard fee',
      lines: [{ unitPrice: 1000, quantity: 3 }],
      perks: CHAMPION_30,
      fee: 0,
      expected: { subtotal: 3000, discount: 900, deliveryFee: 0, total: 2100 },
    },
    {
      case: 'the discount rounds per unit, so n units cost n times the unit shown',
      lines: [{ unitPrice: 999, quantity: 3 }],
      perks: CHAMPION_30,
      fee: 0,
      // 999 → 699 each (299.7 off rounds to 300): 3 × 699 = 2097, not round(2997 × 0.7) = 2098.
      expected: { subtotal: 2997, discount: 900, deliveryFee: 0, total: 2097 },
    },
    {
      case: 'a 10% Champion paying express',
      lines: [{ unitPrice: 1999, quantity: 1 }],
      perks: CHAMPION_10,
      fee: 1499,
      expected: { subtotal: 1999, discount: 200, deliveryFee: 1499, total: 3298 },
    },
    {
      case: 'the welcome gift costs nothing but its shipping',
      lines: [{ unitPrice: 0, quantity: 1 }],
      perks: PLAIN,
      fee: 499,
      expected: { subtotal: 0, discount: 0, deliveryFee: 499, total: 499 },
    },
    {
      case: "a Champion's welcome gift is free",
      lines: [{ unitPrice: 0, quantity: 1 }],
      perks: CHAMPION_30,
      fee: 0,
      expected: { subtotal: 0, discount: 0, deliveryFee: 0, total: 0 },
    },
  ])('$case', ({ lines, perks, fee, expected }) => {
    const totals = orderTotals(lines, perks, { fee });
    expect(totals).toMatchObject(expected);
    expect(totals.total).toBe(totals.lines.reduce((s, l) => s + l.lineTotal, 0) + totals.deliveryFee);
  });

  it('names each line at its charged unit price', () => {
    expect(orderTotals([{ unitPrice: 999, quantity: 2 }], CHAMPION_30, { fee: 0 }).lines).toEqual([
      { unitPrice: 699, quantity: 2, lineTotal: 1398 },
    ]);
  });
});
