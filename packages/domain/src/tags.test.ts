import { describe, expect, it } from 'vitest';
import {
  hasTag,
  isValidMemberTag,
  parseCmUpsellTag,
  parseSaUpsellTag,
  parseSweepEntriesTag,
  tagsWithPrefix,
} from './tags';

describe('hasTag', () => {
  it.each([
    { tags: ['a:b', 'c'], tag: 'a:b', expected: true },
    { tags: ['a:b'], tag: 'a', expected: false },
    { tags: ['A:B'], tag: 'a:b', expected: false },
    { tags: [], tag: 'a', expected: false },
  ])('hasTag matches whole tags exactly: $tag in $tags → $expected', ({ tags, tag, expected }) => {
    expect(hasTag(tags, tag)).toBe(expected);
  });
});

describe('tagsWithPrefix', () => {
  it('returns only the tags starting with the prefix, in order', () => {
    expect(tagsWithPrefix(['sa_winner:1', 'x', 'sa_winner:2', 'xsa_winner'], 'sa_winner')).toEqual([
      'sa_winner:1',
      'sa_winner:2',
    ]);
  });
});

describe('parseSweepEntriesTag', () => {
  it.each([
    { tag: 'sweep_entries:sf:42', expected: { sweepId: '42' } },
    { tag: 'sweep_entries:sf:abc-1', expected: { sweepId: 'abc-1' } },
    { tag: 'sweep_entries:sf', expected: null },
    { tag: 'sweep_entries:sf:', expected: null },
    { tag: 'sweep_entries:sf:1:2', expected: null },
    { tag: 'sweep_entries:xx:1', expected: null },
    { tag: 'other:sf:1', expected: null },
  ])('sweep entries tag needs exactly 3 parts: $tag', ({ tag, expected }) => {
    expect(parseSweepEntriesTag(tag)).toEqual(expected);
  });
});

describe('parseSaUpsellTag', () => {
  it.each([
    { tag: 'sa_upsell:true:7', expected: { alternative: true, rest: '7' } },
    { tag: 'sa_upsell:false:7', expected: { alternative: false, rest: '7' } },
    { tag: 'sa_upsell:maybe:7', expected: null },
    { tag: 'sa_upsell:TRUE:7', expected: null },
    { tag: 'sa_upsell:true', expected: null },
    { tag: 'sa_upsell:true:', expected: null },
    { tag: 'sa_upsell:true:7:8', expected: null },
    { tag: 'upsell:true:7', expected: null },
  ])('sa_upsell tag needs exactly 3 parts and true|false: $tag', ({ tag, expected }) => {
    expect(parseSaUpsellTag(tag)).toEqual(expected);
  });
});

describe('parseCmUpsellTag', () => {
  it.each([
    { tag: 'cm_upsell:media', expected: { type: 'media' } },
    { tag: 'cm_upsell:vpn', expected: { type: 'vpn' } },
    { tag: 'cm_upsell:displayed', expected: { type: 'displayed' } },
    { tag: 'cm_upsell:music', expected: null },
    { tag: 'cm_upsell:vpn:extra', expected: null },
    { tag: 'cm_upsell', expected: null },
    { tag: 'cm_upsell:', expected: null },
  ])('cm_upsell type must be media or vpn (or the displayed marker), 2 parts: $tag', ({ tag, expected }) => {
    expect(parseCmUpsellTag(tag)).toEqual(expected);
  });
});

describe('isValidMemberTag', () => {
  it.each([
    { tag: 'onboarding_status:completed', expected: true },
    { tag: 'custom_media_types:movie,music', expected: true },
    { tag: '{token}', expected: true },
    { tag: 'sweep_entries:sf:12-a.b', expected: true },
    { tag: 'a'.repeat(100), expected: true },
    { tag: 'a'.repeat(101), expected: false },
    { tag: '', expected: false },
    { tag: 'has space', expected: false },
    { tag: 'tab\there', expected: false },
    { tag: 'nl\n', expected: false },
    { tag: 'nul\u0000', expected: false },
    { tag: '<script>', expected: false },
    { tag: 'quote"x', expected: false },
    { tag: 'émoji', expected: false },
  ])('member tags are 1–100 chars of a safe charset: $tag → $expected', ({ tag, expected }) => {
    expect(isValidMemberTag(tag)).toBe(expected);
  });
});
