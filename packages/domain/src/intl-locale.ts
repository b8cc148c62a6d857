/**
 * The Intl locale of each interface language (SPEC.md 1, "Interface languages"). Our codes are not
 * BCP 47 tags Intl reads the way we mean them: `my-ms` is Malay to us but `my` is Burmese to Intl,
 * so a date formatted with 'my-ms' comes out in Burmese script (or in English where the runtime has
 * no Burmese data). Every date, number, currency, language and country name goes through this map.
 */
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from './constants';

export const INTL_LOCALES: Readonly<Record<LanguageCode, string>> = {
  'en-us': 'en-US',
  'fr-ca': 'fr-CA',
  'de-de': 'de-DE',
  'it-it': 'it-IT',
  'pt-pt': 'pt-PT',
  'es-es': 'es-ES',
  'ja-jp': 'ja-JP',
  'my-ms': 'ms-MY',
};

const BY_INTL_TAG = new Map(Object.values(INTL_LOCALES).map((tag) => [tag.toLowerCase(), tag]));

/**
 * The Intl locale for an interface language code ('my-ms' → 'ms-MY'). An Intl tag we already map to
 * passes through, so calling it twice is harmless; anything else gets the default language's locale
 * rather than whatever Intl would make of it.
 */
export function intlLocale(language: string | null | undefined): string {
  const code = (language ?? '').trim().toLowerCase().replace('_', '-');
  if ((LANGUAGE_CODES as string[]).includes(code)) return INTL_LOCALES[code as LanguageCode];
  return BY_INTL_TAG.get(code) ?? INTL_LOCALES[DEFAULT_LANGUAGE];
}

/**
 * Request header carrying the language the app is showing, so server texts (catalogue and plan
 * data, messages) come in it even before a switch is saved to member.lang.
 */
export const INTERFACE_LANGUAGE_HEADER = 'x-interface-language';

/** One of our interface language codes, exactly (any case), or null: for codes that come from outside. */
export function asLanguageCode(value: unknown): LanguageCode | null {
  if (typeof value !== 'string') return null;
  const code = value.trim().toLowerCase();
  return (LANGUAGE_CODES as string[]).includes(code) ? (code as LanguageCode) : null;
}
