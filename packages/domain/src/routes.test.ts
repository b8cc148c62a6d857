import { describe, expect, it } from 'vitest';
import { APP_ROUTES, loginRedirectFor, matchesRoutePattern, requiresMember, safeReturnPath } from './routes';

describe('matchesRoutePattern', () => {
  it.each([
    { pattern: '', path: '/', expected: true },
    { pattern: '', path: '/x', expected: false },
    { pattern: 'browse/:media', path: '/browse/movie', expected: true },
    { pattern: 'browse/:media', path: '/browse/movie/', expected: true },
    { pattern: 'browse/:media', path: '/browse', expected: false },
    { pattern: 'browse/:media/id/:id/:slug?', path: '/browse/movie/id/12', expected: true },
    { pattern: 'browse/:media/id/:id/:slug?', path: '/browse/movie/id/12/a-title', expected: true },
    { pattern: 'browse/:media/id/:id/:slug?', path: '/browse/movie/id/12/a/b', expected: false },
    { pattern: 'account/:slug?', path: '/account', expected: true },
    { pattern: 'marketplace', path: '/MarketPlace', expected: true },
    { pattern: 'draws/:drawId', path: '/draws', expected: false },
  ])('$pattern against $path: $expected', ({ pattern, path, expected }) => {
    expect(matchesRoutePattern(pattern, path)).toBe(expected);
  });
});

describe('requiresMember', () => {
  it.each([
    { path: '/', expected: true },
    { path: '/browse/movie', expected: true },
    { path: '/browse/movie/genre/7', expected: true },
    { path: '/browse/movie/new-releases', expected: true },
    { path: '/browse/movie/id/12/a-title', expected: true },
    { path: '/browse/stream/live', expected: true },
    { path: '/search', expected: true },
    { path: '/collection', expected: true },
    { path: '/playlists', expected: true },
    { path: '/history', expected: true },
    { path: '/shippable/id/3', expected: true },
    { path: '/giveaways/id/3/rules', expected: true },
    { path: '/vpn', expected: true },
    { path: '/green', expected: true },
    { path: '/impacts', expected: true },
    { path: '/impacts/2', expected: true },
    { path: '/impacts/id/9', expected: true },
    { path: '/marketplace/', expected: true },
    { path: '/marketplace/product/a-mug/4', expected: true },
    { path: '/marketplace/checkout', expected: true },
    { path: '/faq', expected: true },
    { path: '/support', expected: true },
    { path: '/account/billing', expected: true },
    { path: '/account/change-address/2/billing', expected: true },
    { path: '/onboarding', expected: true },
    { path: '/login', expected: false },
    { path: '/forgot-password', expected: false },
    { path: '/forgot-email', expected: false },
    { path: '/reset-password/abc', expected: false },
    { path: '/nobrand', expected: false },
    { path: '/error', expected: false },
    { path: '/draws', expected: false },
    { path: '/draws/5', expected: false },
    // SPEC.md 2: any other path shows the error screen, to anyone.
    { path: '/no-such-page', expected: false },
    { path: '/browse', expected: false },
    { path: '/account/a/b', expected: false },
  ])('$path: $expected', ({ path, expected }) => {
    expect(requiresMember(path)).toBe(expected);
  });

  it('lists each pattern once', () => {
    const patterns = APP_ROUTES.map((route) => route.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
  });
});

describe('safeReturnPath', () => {
  it.each([
    { raw: '/browse/movie?sort=new', expected: '/browse/movie?sort=new' },
    { raw: '/account/billing#cards', expected: '/account/billing#cards' },
    { raw: '/', expected: '/' },
    { raw: null, expected: '/' },
    { raw: '', expected: '/' },
    { raw: 'browse/movie', expected: '/' },
    { raw: '//evil.example/browse/movie', expected: '/' },
    { raw: '/\\evil.example', expected: '/' },
    { raw: '/\t/evil.example', expected: '/' },
    { raw: 'https://evil.example/', expected: '/' },
    { raw: '/login', expected: '/' },
    { raw: '/login?from=%2Flogin', expected: '/' },
    { raw: '/no-such-page', expected: '/' },
  ])('$raw → $expected', ({ raw, expected }) => {
    expect(safeReturnPath(raw)).toBe(expected);
  });
});

describe('loginRedirectFor', () => {
  it.each([
    { path: '/', search: '', expected: '/login' },
    { path: '/', search: '?welcome=1', expected: '/login?from=%2F%3Fwelcome%3D1' },
    { path: '/account/billing', search: '', expected: '/login?from=%2Faccount%2Fbilling' },
    {
      path: '/browse/movie/id/12/caf%C3%A9',
      search: '?a=1&b=2',
      expected: '/login?from=%2Fbrowse%2Fmovie%2Fid%2F12%2Fcaf%25C3%25A9%3Fa%3D1%26b%3D2',
    },
  ])('$path$search → $expected', ({ path, search, expected }) => {
    expect(loginRedirectFor(path, search)).toBe(expected);
    // What the sign-in page reads back is where the visitor was.
    const back = new URL(expected, 'http://brand.test').searchParams.get('from');
    expect(safeReturnPath(back)).toBe(path + search);
  });
});
