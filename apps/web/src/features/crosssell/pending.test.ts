import { describe, expect, it } from 'vitest';
import { parsePendingCrossSell } from './pending';

describe('parsePendingCrossSell', () => {
  const ok = { offerId: '3', type: 'vpn', currency: 'USD', ref: 'sub_abc' };
  it.each([
    { case: 'a record this feature wrote', value: ok, expected: ok },
    { case: 'nothing', value: null, expected: null },
    { case: 'an unknown type (SPEC.md 5: media or vpn)', value: { ...ok, type: 'games' }, expected: null },
    { case: 'an offer id that is not a number', value: { ...ok, offerId: 'x' }, expected: null },
    { case: 'a lower-case currency', value: { ...ok, currency: 'usd' }, expected: null },
    { case: 'no reference', value: { ...ok, ref: '' }, expected: null },
  ])('$case', ({ value, expected }) => {
    expect(parsePendingCrossSell(value)).toEqual(expected);
  });
});
