import { describe, expect, it } from 'vitest';
import { isGeoBlocked, isIphoneUserAgent, mediaAccess, parseMediaId, type AccessInput } from './access';

const base: AccessInput = {
  mediaType: 'movie',
  isFree: false,
  geo: { allowed: null, blocked: null },
  country: 'US',
  entitledTypes: ['movie'],
  isIphone: false,
};

describe('mediaAccess', () => {
  it.each([
    { rule: 'a member whose active media types include the type may open it', over: {}, expected: null },
    {
      rule: 'a member without the type in the plan may not open a paid title',
      over: { entitledTypes: ['music'] },
      expected: 'not_in_plan',
    },
    {
      rule: 'an anonymous visitor may not open a paid title',
      over: { entitledTypes: [] },
      expected: 'not_in_plan',
    },
    {
      rule: 'free titles are open to everyone, visitors included',
      over: { entitledTypes: [], isFree: true },
      expected: null,
    },
    {
      rule: 'a title blocked in the country is geo restricted, even when free',
      over: { isFree: true, geo: { allowed: null, blocked: ['US'] } },
      expected: 'geo_restricted',
    },
    {
      rule: 'a title allowed only elsewhere is geo restricted',
      over: { geo: { allowed: ['CA', 'GB'], blocked: null } },
      expected: 'geo_restricted',
    },
    {
      rule: 'a title allowed in the country opens',
      over: { geo: { allowed: ['us'], blocked: null } },
      expected: null,
    },
    {
      rule: 'games are hidden on iPhone',
      over: { mediaType: 'game' as const, entitledTypes: ['game'], isIphone: true },
      expected: 'hidden_on_device',
    },
    {
      rule: 'software is hidden on iPhone even when free',
      over: { mediaType: 'software' as const, isFree: true, isIphone: true },
      expected: 'hidden_on_device',
    },
    {
      rule: 'movies are not hidden on iPhone',
      over: { isIphone: true },
      expected: null,
    },
  ])('$rule', ({ over, expected }) => {
    const access = mediaAccess({ ...base, ...over });
    expect(access.reason).toBe(expected);
    expect(access.available).toBe(expected === null);
  });

  it('an unknown country is not blocked by a block list but is by an allow list', () => {
    expect(isGeoBlocked({ allowed: null, blocked: ['CA'] }, '')).toBe(false);
    expect(isGeoBlocked({ allowed: ['CA'], blocked: null }, '')).toBe(true);
  });
});

describe('parseMediaId', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    [' 7 ', 7],
    [193, 193],
    ['2147483647', 2147483647],
    ['0', null],
    ['-1', null],
    ['2147483648', null],
    ['99999999999999999999', null],
    ['1.5', null],
    ['1e3', null],
    ['abc', null],
    ['', null],
    [null, null],
  ])('media details are skipped for %j (→ %j)', (raw, expected) => {
    expect(parseMediaId(raw)).toBe(expected);
  });
});

describe('isIphoneUserAgent', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', true],
    ['Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)', false],
    ['Mozilla/5.0 (X11; Linux x86_64)', false],
    [undefined, false],
  ])('%s → %s', (ua, expected) => {
    expect(isIphoneUserAgent(ua)).toBe(expected);
  });
});
