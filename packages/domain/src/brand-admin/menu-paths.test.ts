import { describe, expect, it } from 'vitest';
import { menuTypeForPath } from './menu-paths';

describe('menuTypeForPath', () => {
  it.each([
    { path: '/', expected: 'home' },
    { path: '/browse/movie', expected: 'movie' },
    { path: '/browse/stream', expected: 'stream' },
    { path: '/giveaways', expected: 'giveaways' },
    { path: '/marketplace/', expected: 'marketplace' },
    { path: '/shippable', expected: 'shippable' },
    { path: '/vpn', expected: 'vpn' },
    { path: '/green', expected: 'green' },
    { path: '/impacts', expected: 'impacts' },
    { path: '/browse/radio', expected: null },
    { path: '/blog', expected: null },
    { path: 'giveaways', expected: null },
    { path: '//evil.test', expected: null },
  ])('$path → $expected', ({ path, expected }) => {
    expect(menuTypeForPath(path)).toBe(expected);
  });
});
