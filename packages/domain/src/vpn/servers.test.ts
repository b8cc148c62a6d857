import { describe, expect, it } from 'vitest';
import { fastestServer, matchesVpnSearch, vpnLoadLevel } from './servers';

describe('vpnLoadLevel', () => {
  it.each([
    { load: 0, expected: 'low' },
    { load: 39, expected: 'low' },
    { load: 40, expected: 'medium' },
    { load: 74, expected: 'medium' },
    { load: 75, expected: 'high' },
    { load: 100, expected: 'high' },
  ] as const)('$load% is $expected', ({ load, expected }) => {
    expect(vpnLoadLevel(load)).toBe(expected);
  });
});

describe('fastestServer', () => {
  it.each([
    { case: 'none for an empty list', servers: [], expected: undefined },
    {
      case: 'the least loaded',
      servers: [
        { id: 'b', countryCode: 'US', load: 50 },
        { id: 'a', countryCode: 'DE', load: 20 },
      ],
      expected: 'a',
    },
    {
      case: 'ties broken by id',
      servers: [
        { id: 'z', countryCode: 'US', load: 20 },
        { id: 'c', countryCode: 'DE', load: 20 },
      ],
      expected: 'c',
    },
  ])('$case', ({ servers, expected }) => {
    expect(fastestServer(servers)?.id).toBe(expected);
  });
});

describe('matchesVpnSearch', () => {
  const vienna = { countryCode: 'AT', countryName: 'Österreich', city: 'Wien' };
  it.each([
    { case: 'an empty query matches all', query: '  ', expected: true },
    { case: 'part of the name, accents folded', query: 'osterr', expected: true },
    { case: 'the city', query: 'WIEN', expected: true },
    { case: 'the exact code', query: 'at', expected: true },
    { case: 'not another country', query: 'japan', expected: false },
  ])('$case', ({ query, expected }) => {
    expect(matchesVpnSearch(query, vienna)).toBe(expected);
  });
});
