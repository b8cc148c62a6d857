import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from './constants';
import { brandDefaultLanguage, offeredLanguageOr, offeredLanguages } from './brand-languages';

describe('offeredLanguages', () => {
  it.each([
    { case: 'no brand: all eight', brand: null, expected: LANGUAGE_CODES },
    {
      case: 'no list (a row before 0030): all eight',
      brand: { defaultLanguage: 'fr-ca' },
      expected: LANGUAGE_CODES,
    },
    {
      case: 'an empty list: all eight',
      brand: { languages: [], defaultLanguage: 'en-us' },
      expected: LANGUAGE_CODES,
    },
    {
      case: 'the stored ones, in the interface order',
      brand: { languages: ['ja-jp', 'en-us', 'fr-ca'], defaultLanguage: 'en-us' },
      expected: ['en-us', 'fr-ca', 'ja-jp'],
    },
    {
      case: 'the default is always offered',
      brand: { languages: ['de-de'], defaultLanguage: 'es-es' },
      expected: ['de-de', 'es-es'],
    },
    {
      case: 'a default that is no interface language: en-us instead',
      brand: { languages: ['de-de'], defaultLanguage: 'xx-yy' },
      expected: ['en-us', 'de-de'],
    },
    {
      case: 'codes compared without case or spaces; unknown ones dropped',
      brand: { languages: [' IT-IT ', 'zh-cn'], defaultLanguage: 'it-it' },
      expected: ['it-it'],
    },
    {
      case: 'only unknown codes: as if there were no list',
      brand: { languages: ['zh-cn'], defaultLanguage: 'en-us' },
      expected: LANGUAGE_CODES,
    },
  ])('$case', ({ brand, expected }) => {
    expect(offeredLanguages(brand)).toEqual(expected);
  });
});

describe('offeredLanguageOr', () => {
  const brand = { languages: ['en-us', 'de-de'], defaultLanguage: 'de-de' };
  it.each([
    { case: 'an offered language stays', code: 'en-us', expected: 'en-us' },
    { case: 'any case', code: 'EN-US', expected: 'en-us' },
    { case: 'one not offered: the default', code: 'ja-jp', expected: 'de-de' },
    { case: 'none saved: the default', code: null, expected: 'de-de' },
    { case: 'not a language: the default', code: 'xx', expected: 'de-de' },
  ])('$case', ({ code, expected }) => {
    expect(offeredLanguageOr(code, brand)).toBe(expected);
  });

  it('every language of a brand without a list', () => {
    expect(offeredLanguageOr('ja-jp', { defaultLanguage: 'en-us' })).toBe('ja-jp');
  });
});

describe('brandDefaultLanguage', () => {
  it.each([
    { brand: null, expected: 'en-us' },
    { brand: { defaultLanguage: 'fr-ca' }, expected: 'fr-ca' },
    { brand: { defaultLanguage: 'fr' }, expected: 'en-us' },
  ])('$brand → $expected', ({ brand, expected }) => {
    expect(brandDefaultLanguage(brand)).toBe(expected);
  });
});
