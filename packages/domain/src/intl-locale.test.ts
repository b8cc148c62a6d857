import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from './constants';
import { INTL_LOCALES, intlLocale } from './intl-locale';

/**
 * What each interface language must read, formatted through intlLocale (SPEC.md 1). Month names are
 * January, August and December because they differ in Malay ("Januari", "Ogos", "Disember"), where
 * September would not tell Malay from English.
 */
const EXPECTED: Record<
  LanguageCode,
  { intl: string; months: [string, string, string]; japanese: string; southKorea: string; thousands: string }
> = {
  'en-us': {
    intl: 'en-US',
    months: ['January', 'August', 'December'],
    japanese: 'Japanese',
    southKorea: 'South Korea',
    thousands: '1,234,567.5',
  },
  'fr-ca': {
    intl: 'fr-CA',
    months: ['janvier', 'août', 'décembre'],
    japanese: 'japonais',
    southKorea: 'Corée du Sud',
    thousands: '1\u00a0234\u00a0567,5',
  },
  'de-de': {
    intl: 'de-DE',
    months: ['Januar', 'August', 'Dezember'],
    japanese: 'Japanisch',
    southKorea: 'Südkorea',
    thousands: '1.234.567,5',
  },
  'it-it': {
    intl: 'it-IT',
    months: ['gennaio', 'agosto', 'dicembre'],
    japanese: 'giapponese',
    southKorea: 'Corea del Sud',
    thousands: '1.234.567,5',
  },
  'pt-pt': {
    intl: 'pt-PT',
    months: ['janeiro', 'agosto', 'dezembro'],
    japanese: 'japonês',
    southKorea: 'Coreia do Sul',
    thousands: '1\u00a0234\u00a0567,5',
  },
  'es-es': {
    intl: 'es-ES',
    months: ['enero', 'agosto', 'diciembre'],
    japanese: 'japonés',
    southKorea: 'Corea del Sur',
    thousands: '1.234.567,5',
  },
  'ja-jp': {
    intl: 'ja-JP',
    months: ['2026年1月15日', '2026年8月15日', '2026年12月15日'],
    japanese: '日本語',
    southKorea: '韓国',
    thousands: '1,234,567.5',
  },
  'my-ms': {
    intl: 'ms-MY',
    months: ['Januari', 'Ogos', 'Disember'],
    japanese: 'Jepun',
    southKorea: 'Korea Selatan',
    thousands: '1,234,567.5',
  },
};

const DATES = ['2026-01-15T12:00:00Z', '2026-08-15T12:00:00Z', '2026-12-15T12:00:00Z'] as const;
const longDate = (locale: string, iso: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
const languageName = (locale: string) => new Intl.DisplayNames([locale], { type: 'language' }).of('ja');
const regionName = (locale: string) => new Intl.DisplayNames([locale], { type: 'region' }).of('KR');

describe('intlLocale', () => {
  it('maps each of the eight interface languages to its own Intl locale (my-ms is Malay: ms-MY)', () => {
    expect(Object.keys(INTL_LOCALES).sort()).toEqual([...LANGUAGE_CODES].sort());
    for (const code of LANGUAGE_CODES) expect(intlLocale(code)).toBe(EXPECTED[code].intl);
  });

  it.each([
    ['MY-MS', 'ms-MY'],
    ['my_ms', 'ms-MY'],
    ['ms-MY', 'ms-MY'],
    ['ja-JP', 'ja-JP'],
    ['zh-cn', 'en-US'],
    ['', 'en-US'],
    [null, 'en-US'],
    [undefined, 'en-US'],
  ])(
    'reads %s as %s (case and separator do not matter; an Intl tag passes; anything else is the default)',
    (input, out) => {
      expect(intlLocale(input)).toBe(out);
    },
  );

  describe.each(LANGUAGE_CODES)('%s', (code) => {
    const locale = intlLocale(code);
    const want = EXPECTED[code];

    it('writes dates with its own month names', () => {
      DATES.forEach((iso, i) => expect(longDate(locale, iso)).toContain(want.months[i]));
    });

    it('names languages and countries in itself', () => {
      expect(languageName(locale)).toBe(want.japanese);
      expect(regionName(locale)).toBe(want.southKorea);
    });

    it('groups digits its own way', () => {
      expect(new Intl.NumberFormat(locale).format(1234567.5)).toBe(want.thousands);
      expect(new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(1234.5)).toMatch(
        /1.?234[.,]50/,
      );
    });
  });

  // English is the fallback, so only the other seven can be told apart from it.
  describe.each(LANGUAGE_CODES.filter((code) => code !== DEFAULT_LANGUAGE))('%s', (code) => {
    const locale = intlLocale(code);
    it('does not fall back to English', () => {
      const english = intlLocale(DEFAULT_LANGUAGE);
      expect(longDate(locale, DATES[1])).not.toBe(longDate(english, DATES[1]));
      expect(languageName(locale)).not.toBe(languageName(english));
      expect(regionName(locale)).not.toBe(regionName(english));
    });
  });
});
