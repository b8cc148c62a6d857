import { describe, expect, it } from 'vitest';
import { formatDate } from './format';

describe('mail and invoice dates', () => {
  it.each([
    ['my-ms', '26 Ogos 2026'],
    ['ja-jp', '2026年8月26日'],
    ['de-de', '26. August 2026'],
    ['en-us', 'August 26, 2026'],
  ])('are written in the member language (%s: %s; my-ms is Malay, not Burmese)', (lang, expected) => {
    expect(formatDate('2026-08-26T12:00:00Z', lang, 'UTC')).toBe(expected);
  });
});
