import { describe, expect, it } from 'vitest';
import { planNameIn } from './plan-text';

const texts = [
  { lang: 'en-us', name: 'Premium' },
  { lang: 'fr-ca', name: 'Prime' },
  { lang: 'de-de', name: '' },
];

describe('planNameIn', () => {
  it.each([
    { lang: 'fr-ca', expected: 'Prime' },
    { lang: 'de-de', expected: 'Premium' },
    { lang: 'ja-jp', expected: 'Premium' },
  ])('$lang → $expected', ({ lang, expected }) => {
    expect(planNameIn(texts, lang)).toBe(expected);
  });

  it('falls back to any written language, then to nothing', () => {
    expect(planNameIn([{ lang: 'it-it', name: 'Base' }], 'en-us')).toBe('Base');
    expect(planNameIn([], 'en-us')).toBe('');
  });
});
