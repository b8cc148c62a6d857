import { describe, expect, it } from 'vitest';
import { championDiscountPercent, discountedUnitPrice, hasFreeStandardShipping } from './champion';

describe('championDiscountPercent (SPEC.md 6: up to 30% for membership 147–151)', () => {
  it.each([
    { membershipId: 147, percent: 10, freeShipping: true },
    { membershipId: 148, percent: 20, freeShipping: true },
    { membershipId: 149, percent: 30, freeShipping: true },
    { membershipId: 150, percent: 30, freeShipping: true },
    { membershipId: 151, percent: 30, freeShipping: true },
    { membershipId: 146, percent: 0, freeShipping: false },
    { membershipId: 152, percent: 0, freeShipping: false },
    { membershipId: 1, percent: 0, freeShipping: false },
    { membershipId: null, percent: 0, freeShipping: false },
  ])('membership $membershipId gets $percent% off', ({ membershipId, percent, freeShipping }) => {
    expect(championDiscountPercent(membershipId)).toBe(percent);
    expect(hasFreeStandardShipping(membershipId)).toBe(freeShipping);
  });

  it('never exceeds 30%', () => {
    for (let id = 0; id < 300; id++) expect(championDiscountPercent(id)).toBeLessThanOrEqual(30);
  });
});

describe('discountedUnitPrice', () => {
  it.each([
    { unit: 1000, percent: 30, expected: 700 },
    { unit: 999, percent: 30, expected: 699 }, // 299.7 off rounds to 300
    { unit: 1999, percent: 10, expected: 1799 }, // 199.9 off rounds to 200
    { unit: 5, percent: 10, expected: 4 }, // 0.5 off rounds half up to 1
    { unit: 1234, percent: 0, expected: 1234 },
    { unit: 0, percent: 30, expected: 0 },
  ])('$unit minor units less $percent% is $expected', ({ unit, percent, expected }) => {
    expect(discountedUnitPrice(unit, percent)).toBe(expected);
  });
});
