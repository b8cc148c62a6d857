import { describe, expect, it } from 'vitest';
import { formatPrice, majorTextToMinor, minorToMajorText } from './plan-money';

/** Intl separates some symbols with a no-break space: compare with plain spaces. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/gu, ' ');

describe('minorToMajorText (a stored price in the field)', () => {
  it.each([
    { minor: 999, currency: 'USD', text: '9.99' },
    { minor: 0, currency: 'EUR', text: '0.00' },
    { minor: 1200, currency: 'JPY', text: '1200' },
    { minor: 1500, currency: 'KWD', text: '1.500' },
  ])('$minor $currency → "$text"', ({ minor, currency, text }) => {
    expect(minorToMajorText(minor, currency)).toBe(text);
  });
});

describe('majorTextToMinor (a typed price)', () => {
  it.each([
    { text: '9.99', currency: 'USD', lang: 'en-us', minor: 999 },
    { text: ' 20 ', currency: 'EUR', lang: 'en-us', minor: 2000 },
    { text: '9,99', currency: 'EUR', lang: 'de-de', minor: 999 },
    { text: '9,99', currency: 'CAD', lang: 'fr-ca', minor: 999 },
    { text: '9.99', currency: 'EUR', lang: 'de-de', minor: 999 },
    { text: '9,99', currency: 'USD', lang: 'en-us', minor: null },
    { text: '1200', currency: 'JPY', lang: 'ja-jp', minor: 1200 },
    { text: '1200.5', currency: 'JPY', lang: 'en-us', minor: null },
    { text: '1.5', currency: 'KWD', lang: 'en-us', minor: 1500 },
    { text: '0.001', currency: 'USD', lang: 'en-us', minor: null },
    { text: '-1', currency: 'USD', lang: 'en-us', minor: null },
    { text: '', currency: 'USD', lang: 'en-us', minor: null },
    { text: 'abc', currency: 'USD', lang: 'en-us', minor: null },
  ])('"$text" $currency in $lang → $minor', ({ text, currency, lang, minor }) => {
    expect(majorTextToMinor(text, currency, lang)).toBe(minor);
  });

  it('gives back what it showed', () => {
    for (const [minor, currency] of [
      [1999, 'USD'],
      [1200, 'JPY'],
      [1234, 'KWD'],
    ] as const)
      expect(majorTextToMinor(minorToMajorText(minor, currency), currency, 'en-us')).toBe(minor);
  });
});

describe('formatPrice (the plans table)', () => {
  it.each([
    { minor: 999, currency: 'USD', lang: 'en-us', text: '$9.99' },
    { minor: 999, currency: 'EUR', lang: 'de-de', text: '9,99 €' },
    { minor: 1200, currency: 'JPY', lang: 'en-us', text: '¥1,200' },
    { minor: 1500, currency: 'KWD', lang: 'en-us', text: 'KWD 1.500' },
  ])('$minor $currency in $lang → "$text"', ({ minor, currency, lang, text }) => {
    expect(plain(formatPrice(minor, currency, lang))).toBe(text);
  });
});
