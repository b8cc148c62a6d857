import { describe, expect, it } from 'vitest';
import { safeReturnPath, withQuery } from './service';

describe('safeReturnPath', () => {
  it.each([
    ['/account/membership', '/account/membership'],
    ['/account/payment-methods?from=upsell', '/account/payment-methods?from=upsell'],
    ['//evil.example/steal', '/fallback'],
    ['/\\evil.example', '/fallback'],
    ['https://evil.example/', '/fallback'],
    ['javascript:alert(1)', '/fallback'],
    ['account/membership', '/fallback'],
    ['/with space', '/fallback'],
    ['', '/fallback'],
    [null, '/fallback'],
    ['/' + 'a'.repeat(250), '/fallback'],
  ])('the hosted page only ever returns to a path on this site: %s', (input, expected) => {
    expect(safeReturnPath(input, '/fallback')).toBe(expected);
  });
});

describe('withQuery', () => {
  const state = { state: '{"is_success":true}', subscription_id: 'sub_1' };
  const query = 'state=%7B%22is_success%22%3Atrue%7D&subscription_id=sub_1';
  it.each([
    ['/account/membership', `/account/membership?${query}`],
    ['/account/membership?tab=plans', `/account/membership?tab=plans&${query}`],
    ['/account/membership#plans', `/account/membership?${query}#plans`],
    ['/giveaways/id/7?from=home#offers', `/giveaways/id/7?from=home&${query}#offers`],
    ['/account/membership?state=old', `/account/membership?${query}`],
  ])('puts the return keys in the query of %s, before any fragment', (path, expected) => {
    const url = withQuery(path, state);
    expect(url).toBe(expected);
    expect(new URLSearchParams(new URL(url, 'http://x.test').search).get('state')).toBe(state.state);
  });
});
