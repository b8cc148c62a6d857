import { describe, expect, it } from 'vitest';
import {
  IMPACT_MAX_UNITS_PER_CONTRIBUTION,
  impactAffordableUnits,
  impactFundingRefusal,
  impactProgressPercent,
  impactRemaining,
} from './funding';

describe('funding an impact (SPEC.md 2 impact target modal: never below zero, never beyond the target)', () => {
  const item = { pricePerUnit: 50, targetQuantity: 100, fundedQuantity: 90 };
  it.each([
    { quantity: 1, balance: 50, expected: null },
    { quantity: 10, balance: 500, expected: null },
    { quantity: 11, balance: 10_000, expected: 'impact_beyond_target' },
    { quantity: 2, balance: 99, expected: 'insufficient_coins' },
    { quantity: 0, balance: 500, expected: 'impact_invalid_quantity' },
    { quantity: -3, balance: 500, expected: 'impact_invalid_quantity' },
    { quantity: 1.5, balance: 500, expected: 'impact_invalid_quantity' },
    { quantity: IMPACT_MAX_UNITS_PER_CONTRIBUTION + 1, balance: 1e9, expected: 'impact_invalid_quantity' },
    { quantity: Number.NaN, balance: 500, expected: 'impact_invalid_quantity' },
  ] as const)('$quantity units with $balance coins: $expected', ({ quantity, balance, expected }) => {
    expect(impactFundingRefusal({ ...item, quantity, balance })).toBe(expected);
  });

  it('refuses any unit once the target is reached', () => {
    expect(impactFundingRefusal({ ...item, fundedQuantity: 100, quantity: 1, balance: 1000 })).toBe(
      'impact_target_reached',
    );
  });

  it.each([
    [100, 0, 100],
    [100, 99, 1],
    [100, 100, 0],
    [100, 130, 0],
  ])('target %i with %i funded leaves %i', (target, funded, remaining) => {
    expect(impactRemaining(target, funded)).toBe(remaining);
  });

  it.each([
    { balance: 0, expected: 0 },
    { balance: 149, expected: 2 },
    { balance: 10_000, expected: 10 },
  ])('with $balance coins a member can fund $expected units', ({ balance, expected }) => {
    expect(impactAffordableUnits({ ...item, balance })).toBe(expected);
  });

  it.each([
    [100, 0, 0],
    [100, 1, 1],
    [3, 1, 33],
    [1000, 999, 99],
    [1000, 1000, 100],
    [0, 0, 100],
  ])('target %i with %i funded shows %i%%', (target, funded, percent) => {
    expect(impactProgressPercent(target, funded)).toBe(percent);
  });
});
