import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './service';

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
