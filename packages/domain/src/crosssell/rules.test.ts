import { describe, expect, it } from 'vitest';
import { MEDIA_TYPES } from '../constants';
import type { EntitledType } from '../subscription';
import { armedCrossSell, crossSellChoice, crossSellStep, crossSellTag, isCrossSellSuppressed } from './rules';

const ALL = [...MEDIA_TYPES];
const base = {
  memberTags: [] as string[],
  brandTags: ['ma6_vpn'],
  country: 'US',
  isActive: true,
  isCanceled: false,
  entitled: ['movie'] as EntitledType[],
  brandMediaTypes: ALL,
};

describe('crossSellChoice (SPEC.md 4 "Cross-industry upsell")', () => {
  it.each([
    { case: 'a movie-only member is offered the VPN', input: {}, expected: 'vpn' },
    {
      case: 'a member of every media type without vpn is offered the VPN',
      input: { entitled: ALL },
      expected: 'vpn',
    },
    { case: 'a VPN-only member is offered media', input: { entitled: ['vpn'] }, expected: 'media' },
    {
      case: 'a member of the VPN and some media is offered media',
      input: { entitled: ['movie', 'vpn'] },
      expected: 'media',
    },
    {
      case: 'a member holding everything is offered nothing',
      input: { entitled: [...ALL, 'vpn'] },
      expected: null,
    },
    {
      case: 'a member holding the VPN and every media type of the brand is offered nothing',
      input: { entitled: ['movie', 'vpn'], brandMediaTypes: ['movie'] },
      expected: null,
    },
    { case: 'no active subscription: nothing', input: { isActive: false }, expected: null },
    { case: 'a member who cancelled: nothing', input: { isCanceled: true }, expected: null },
    { case: 'the VPN is not offered without ma6_vpn', input: { brandTags: [] }, expected: null },
    {
      case: 'the VPN is not offered with vpn:disabled',
      input: { memberTags: ['vpn:disabled'] },
      expected: null,
    },
    {
      case: 'vpn:enabled on the member overrides vpn:disabled',
      input: { memberTags: ['vpn:disabled', 'vpn:enabled'], brandTags: ['ma6_vpn', 'vpn:disabled'] },
      expected: 'vpn',
    },
  ] as const)('$case', ({ input, expected }) => {
    expect(
      crossSellChoice({ ...base, ...input, entitled: [...(input.entitled ?? base.entitled)] } as never),
    ).toBe(expected);
  });
});

describe('isCrossSellSuppressed', () => {
  it.each([
    { tags: [], expected: false },
    { tags: ['ma_visited:true'], expected: true },
    { tags: ['sweep_entries:sf:1001'], expected: true },
    { tags: ['sweep_entries:other'], expected: false },
    { tags: ['ma_visited:false'], expected: false },
  ])('$tags → $expected', ({ tags, expected }) => {
    expect(isCrossSellSuppressed(tags)).toBe(expected);
  });
});

describe('armedCrossSell (cm_upsell has exactly 2 parts, SPEC.md 5)', () => {
  it.each([
    { tags: ['cm_upsell:vpn'], expected: 'vpn' },
    { tags: ['cm_upsell:media'], expected: 'media' },
    { tags: ['cm_upsell:displayed'], expected: null },
    { tags: ['cm_upsell:vpn:x'], expected: null },
    { tags: ['cm_upsell:games'], expected: null },
    { tags: [], expected: null },
  ])('$tags → $expected', ({ tags, expected }) => {
    expect(armedCrossSell(tags)).toBe(expected);
  });
  it('names the tag of a type', () => {
    expect(crossSellTag('vpn')).toBe('cm_upsell:vpn');
  });
});

describe('crossSellStep', () => {
  it.each([
    {
      case: 'arms the movie-only member on the first visit',
      tags: [],
      expected: { kind: 'arm', type: 'vpn' },
    },
    { case: 'shows an armed offer', tags: ['cm_upsell:vpn'], expected: { kind: 'show', type: 'vpn' } },
    {
      case: 'shows an armed offer even once ma_visited is set (armed at the first visit)',
      tags: ['cm_upsell:vpn', 'ma_visited:true'],
      expected: { kind: 'show', type: 'vpn' },
    },
    {
      case: 'never after "no thanks"',
      tags: ['cm_upsell:vpn', 'cm_upsell:displayed'],
      expected: { kind: 'none' },
    },
    { case: 'does not arm after the first visit', tags: ['ma_visited:true'], expected: { kind: 'none' } },
    {
      case: 'does not arm after a giveaway purchase',
      tags: ['sweep_entries:sf:7'],
      expected: { kind: 'none' },
    },
    {
      case: 'an armed offer the member no longer qualifies for is not shown',
      tags: ['cm_upsell:media'],
      expected: { kind: 'none' },
    },
  ] as const)('$case', ({ tags, expected }) => {
    expect(crossSellStep({ ...base, memberTags: [...tags] })).toEqual(expected);
  });
});
