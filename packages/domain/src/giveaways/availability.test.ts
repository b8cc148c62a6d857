import { describe, expect, it } from 'vitest';
import { isSweepFeatureEnabled } from '../gating';
import { sweepUnavailableReason } from './availability';

describe('sweepUnavailableReason (SPEC.md 4 "Sweep feature", in the order of isSweepFeatureEnabled)', () => {
  it.each([
    { case: 'enabled for all', member: [], brand: ['sweeps_for_all'], country: 'US', expected: null },
    {
      case: 'enabled by sweepsattack:enable on a sweeps brand',
      member: ['sweepsattack:enable'],
      brand: ['sweeps'],
      country: 'us',
      expected: null,
    },
    { case: 'blocked country', member: [], brand: ['sweeps_for_all'], country: 'GB', expected: 'country' },
    { case: 'UK too', member: [], brand: ['sweeps_for_all'], country: ' uk ', expected: 'country' },
    { case: 'unknown country', member: [], brand: ['sweeps_for_all'], country: null, expected: 'country' },
    {
      case: 'the country comes before the disabled tag',
      member: ['sweep_features:disabled'],
      brand: ['sweeps_for_all'],
      country: 'CA',
      expected: 'country',
    },
    {
      case: 'disabled on the member',
      member: ['sweep_features:disabled'],
      brand: ['sweeps_for_all'],
      country: 'US',
      expected: 'disabled',
    },
    {
      case: 'disabled on the brand',
      member: ['sweepsattack:enable'],
      brand: ['sweeps', 'sweep_features:disabled'],
      country: 'US',
      expected: 'disabled',
    },
    { case: 'the brand offers none', member: [], brand: [], country: 'US', expected: 'not_offered' },
    {
      case: 'a sweeps brand without sweepsattack:enable on the member',
      member: [],
      brand: ['sweeps'],
      country: 'US',
      expected: 'not_offered',
    },
    {
      case: "a country on the brand's own list",
      member: [],
      brand: ['sweeps_for_all'],
      country: 'de',
      blocked: ['DE'],
      expected: 'country',
    },
    {
      case: "the brand's list comes before the disabled tag too",
      member: ['sweep_features:disabled'],
      brand: ['sweeps_for_all'],
      country: 'DE',
      blocked: ['de'],
      expected: 'country',
    },
    {
      case: "a country outside the brand's list",
      member: [],
      brand: ['sweeps_for_all'],
      country: 'US',
      blocked: ['DE'],
      expected: null,
    },
    {
      case: "the fixed list beside the brand's",
      member: [],
      brand: ['sweeps_for_all'],
      country: 'NL',
      blocked: ['DE'],
      expected: 'country',
    },
  ])('$case → $expected', ({ member, brand, country, blocked, expected }) => {
    const input = { memberTags: member, brandTags: brand, country, brandBlockedCountries: blocked ?? [] };
    expect(sweepUnavailableReason(input)).toBe(expected);
    expect(isSweepFeatureEnabled(input)).toBe(expected === null);
  });
});
