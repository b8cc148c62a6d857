import { describe, expect, it } from 'vitest';
import { currencyMinorDigits, isKnownCurrency, minorPerMajor } from './currency';
import { formatMoney, fromMajor, money, parseMajor, symbolDecimal, toDecimalString, toMajor } from './money';

/** Intl separates some symbols with a no-break space (U+00A0 or U+202F): compare with plain spaces. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/gu, ' ');

describe('currencyMinorDigits (ISO 4217 minor unit)', () => {
  it.each([
    { currency: 'USD', expected: 2 },
    { currency: 'EUR', expected: 2 },
    { currency: 'JPY', expected: 0 },
    { currency: 'KWD', expected: 3 },
    { currency: 'jpy', expected: 0 },
    // CLDR shows the Iraqi dinar without decimals; ISO 4217 (and so every stored amount) has 3.
    { currency: 'IQD', expected: 3 },
    { currency: 'not a code', expected: 2 },
    { currency: 'XYZ', expected: 2 },
    { currency: '', expected: 2 },
  ])('$currency → $expected', ({ currency, expected }) => {
    expect(currencyMinorDigits(currency)).toBe(expected);
  });

  it('knows the codes ISO 4217 lists, and no others', () => {
    expect(['USD', 'EUR', 'GBP', 'CAD', 'JPY', 'MYR', 'KWD'].every(isKnownCurrency)).toBe(true);
    expect(isKnownCurrency('XYZ')).toBe(false);
    expect(isKnownCurrency('__proto__')).toBe(false);
    expect(minorPerMajor('KWD')).toBe(1000);
  });
});

describe('Money between minor and major units', () => {
  it.each([
    { currency: 'USD', minor: 1999, major: 19.99, decimal: '19.99' },
    { currency: 'USD', minor: 5, major: 0.05, decimal: '0.05' },
    { currency: 'EUR', minor: 1000, major: 10, decimal: '10.00' },
    { currency: 'EUR', minor: 0, major: 0, decimal: '0.00' },
    { currency: 'JPY', minor: 1200, major: 1200, decimal: '1200' },
    { currency: 'JPY', minor: 7, major: 7, decimal: '7' },
    { currency: 'KWD', minor: 1500, major: 1.5, decimal: '1.500' },
    { currency: 'KWD', minor: 5, major: 0.005, decimal: '0.005' },
    { currency: 'USD', minor: -250, major: -2.5, decimal: '-2.50' },
  ])('$minor minor units of $currency are $major ("$decimal")', ({ currency, minor, major, decimal }) => {
    const m = money(minor, currency);
    expect(toMajor(m)).toBe(major);
    expect(toDecimalString(m)).toBe(decimal);
    expect(fromMajor(major, currency)).toEqual(m);
  });

  it('rounds a major amount to the nearest minor unit of its currency', () => {
    expect(fromMajor(19.999, 'USD').amount).toBe(2000);
    expect(fromMajor(0.1 + 0.2, 'USD').amount).toBe(30);
    expect(fromMajor(1200.4, 'JPY').amount).toBe(1200);
    expect(fromMajor(1.2345, 'KWD').amount).toBe(1235);
  });

  it('takes the string a database driver hands back, and refuses a fraction of a minor unit', () => {
    expect(money('4898', 'USD')).toEqual({ amount: 4898, currency: 'USD' });
    expect(() => money(19.99, 'USD')).toThrow(RangeError);
    expect(() => money(Number.NaN, 'JPY')).toThrow(RangeError);
  });

  it('writes the brand symbol before the plain decimal', () => {
    expect(symbolDecimal(money(999, 'USD'), '$')).toBe('$9.99');
    expect(symbolDecimal(money(1200, 'JPY'), '¥')).toBe('¥1200');
    expect(symbolDecimal(money(1500, 'KWD'), 'KD')).toBe('KD1.500');
  });
});

describe('parseMajor (a price an operator typed)', () => {
  it.each([
    { text: '4.99', currency: 'USD', minor: 499 },
    { text: '19.9', currency: 'USD', minor: 1990 },
    { text: '20', currency: 'EUR', minor: 2000 },
    { text: '1200', currency: 'JPY', minor: 1200 },
    { text: '1.5', currency: 'KWD', minor: 1500 },
    { text: '0.125', currency: 'KWD', minor: 125 },
    { text: '1.5', currency: 'JPY', minor: null },
    { text: '0.001', currency: 'USD', minor: null },
    { text: '0.0001', currency: 'KWD', minor: null },
    { text: '-1', currency: 'USD', minor: null },
    { text: '1,200', currency: 'JPY', minor: null },
    { text: '', currency: 'USD', minor: null },
  ])('"$text" $currency → $minor', ({ text, currency, minor }) => {
    expect(parseMajor(text, currency)?.amount ?? null).toBe(minor);
  });
});

describe('formatMoney (what a member reads)', () => {
  it.each([
    { minor: 2499, currency: 'USD', lang: 'en-us', text: '$24.99' },
    { minor: 1999, currency: 'EUR', lang: 'de-de', text: '19,99 €' },
    { minor: 1999, currency: 'EUR', lang: 'en-us', text: '€19.99' },
    { minor: 399, currency: 'GBP', lang: 'en-us', text: '£3.99' },
    { minor: 500, currency: 'CAD', lang: 'fr-ca', text: '5,00 $' },
    { minor: 1200, currency: 'JPY', lang: 'en-us', text: '¥1,200' },
    { minor: 1200, currency: 'JPY', lang: 'ja-jp', text: '￥1,200' },
    { minor: 1500, currency: 'KWD', lang: 'en-us', text: 'KWD 1.500' },
    { minor: 123456, currency: 'KWD', lang: 'en-us', text: 'KWD 123.456' },
    { minor: 1050, currency: 'IQD', lang: 'en-us', text: 'IQD 1.050' },
    { minor: 1234, currency: 'XYZ', lang: 'en-us', text: '¤12.34' },
  ])('$minor $currency in $lang is "$text"', ({ minor, currency, lang, text }) => {
    expect(plain(formatMoney(money(minor, currency), lang, '¤'))).toBe(text);
  });

  it('writes Latin digits in Malay (my-ms is not Burmese)', () => {
    expect(formatMoney(money(1200, 'JPY'), 'my-ms')).toMatch(/1,200/);
  });
});
