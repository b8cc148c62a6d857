import { describe, expect, it } from 'vitest';
import { sweepAvailability } from './availability';

const ALL = ['sweeps_for_all'];

describe('sweepAvailability (SPEC.md 4 "Sweep feature")', () => {
  it.each([
    { memberTags: [], brandTags: ALL, country: 'us', expected: { enabled: true, reason: null, country: 'US' } },
    { memberTags: [], brandTags: ALL, country: 'GB', expected: { enabled: false, reason: 'country', country: 'GB' } },
    { memberTags: [], brandTags: ALL, country: 'UK', expected: { enabled: false, reason: 'country', country: 'UK' } },
    { memberTags: [], brandTags: ALL, country: 'CA', expected: { enabled: false, reason: 'country', country: 'CA' } },
    { memberTags: [], brandTags: ALL, country: '', expected: { enabled: false, reason: 'country', country: null } },
    {
      memberTags: ['sweep_features:disabled'],
      brandTags: ALL,
      country: 'US',
      expected: { enabled: false, reason: 'disabled', country: 'US' },
    },
    {
      memberTags: [],
      brandTags: [...ALL, 'sweep_features:disabled'],
      country: 'US',
      expected: { enabled: false, reason: 'disabled', country: 'US' },
    },
    { memberTags: [], brandTags: ['sweeps'], country: 'US', expected: { enabled: false, reason: 'not_offered', country: 'US' } },
    {
      memberTags: ['sweepsattack:enable'],
      brandTags: ['sweeps'],
      country: 'US',
      expected: { enabled: true, reason: null, country: 'US' },
    },
    {
      memberTags: ['sweep_features:disabled'],
      brandTags: ALL,
      country: 'NL',
      expected: { enabled: false, reason: 'country', country: 'NL' },
    },
  ])('$memberTags / $brandTags in "$country" → $expected.reason', ({ memberTags, brandTags, country, expected }) => {
    expect(sweepAvailability({ memberTags, brandTags, country })).toEqual(expected);
  });
});
