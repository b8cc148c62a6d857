import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from '@member-area/domain';
import { countryOptions } from '../app/countries';
import { formatDate, formatMoney, formatNumber } from '../app/format';
import { formatFileSize } from '../features/players/game/software-format';

/**
 * The web's formatters take the interface language (i18n.language, e.g. 'my-ms') and must format
 * in that language: 'my-ms' is Malay to us but Burmese to Intl (packages/domain intlLocale).
 */
const AUGUST: Record<LanguageCode, string> = {
  'en-us': 'August',
  'fr-ca': 'août',
  'de-de': 'August',
  'it-it': 'agosto',
  'pt-pt': 'agosto',
  'es-es': 'agosto',
  'ja-jp': '8月',
  'my-ms': 'Ogos',
};
const DECEMBER: Record<LanguageCode, string> = {
  'en-us': 'December',
  'fr-ca': 'décembre',
  'de-de': 'Dezember',
  'it-it': 'dicembre',
  'pt-pt': 'dezembro',
  'es-es': 'diciembre',
  'ja-jp': '12月',
  'my-ms': 'Disember',
};
const SOUTH_KOREA: Record<LanguageCode, string> = {
  'en-us': 'South Korea',
  'fr-ca': 'Corée du Sud',
  'de-de': 'Südkorea',
  'it-it': 'Corea del Sud',
  'pt-pt': 'Coreia do Sul',
  'es-es': 'Corea del Sur',
  'ja-jp': '韓国',
  'my-ms': 'Korea Selatan',
};
/** Latin digits with the language's grouping: a Burmese fallback would print ၁,၂၃၄. */
const THOUSANDS = /^1[.,\u00a0\u202f ]?234[.,]5$/;

describe.each(LANGUAGE_CODES)('formatters in %s', (code) => {
  it('write month names of the language (Malay: Ogos, Disember)', () => {
    expect(formatDate('2026-08-26T12:00:00Z', code)).toContain(AUGUST[code]);
    expect(formatDate('2026-12-05T12:00:00Z', code)).toContain(DECEMBER[code]);
  });

  it('name countries in the language (Malay: Korea Selatan)', () => {
    const names = new Map(countryOptions(code).map((o) => [o.value, o.label]));
    expect(names.get('KR')).toBe(SOUTH_KOREA[code]);
  });

  it('write numbers, money and sizes with Latin digits', () => {
    expect(formatNumber(1234.5, code)).toMatch(THOUSANDS);
    expect(formatMoney(19.99, 'EUR', code, '€')).toMatch(/19[.,]99/);
    expect(formatFileSize(2_400_000, code)).toMatch(/^2[.,]4/);
  });

  it("write each currency with its own digits, as the server's mails and invoices do", () => {
    expect(formatMoney(1200, 'JPY', code)).toMatch(/1[.,\u00a0\u202f ]?200(?![.,]\d)/u);
    expect(formatMoney(1.5, 'KWD', code)).toMatch(/1[.,]500/);
    expect(formatMoney(24.99, 'USD', code)).toMatch(/24[.,]99/);
    if (code === 'en-us') expect(formatMoney(1200, 'JPY', code)).toBe('¥1,200');
  });
});

/** English is the fallback, so only the other seven can be told apart from it. */
const NOT_ENGLISH = LANGUAGE_CODES.filter((code) => code !== DEFAULT_LANGUAGE);

describe.each(NOT_ENGLISH)('formatters in %s', (code) => {
  it('do not fall back to English', () => {
    expect(formatDate('2026-08-26T12:00:00Z', code)).not.toBe(
      formatDate('2026-08-26T12:00:00Z', DEFAULT_LANGUAGE),
    );
    expect(countryOptions(code).find((o) => o.value === 'KR')?.label).not.toBe('South Korea');
  });
});

/** Every source file of the web app, tests aside. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'gql' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('locale of every formatter', () => {
  it('is never the raw interface language (it goes through intlLocale)', () => {
    const src = join(import.meta.dirname, '..');
    // The interface language handed straight to Intl (or to a locale variable that Intl reads).
    const raw =
      /(Intl\.\w+\(\s*\[?\s*|toLocale\w*\(\s*|localeCompare\([^,]+,\s*|const locale = )(i18n\.(language|resolvedLanguage)|document\.documentElement\.lang)\b/;
    const offenders = sources(src).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => ({ line, at: `${relative(src, file)}:${i + 1}` }))
        .filter(({ line }) => raw.test(line))
        .map(({ at }) => at),
    );
    expect(offenders).toEqual([]);
  });
});
