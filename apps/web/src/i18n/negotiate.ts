import { DEFAULT_LANGUAGE, LANGUAGE_CODES, LANGUAGES, type LanguageCode } from '@member-area/domain';

/** Browser tags that name one of our languages under another code (Malay is `ms` to browsers). */
const ALIASES: Record<string, LanguageCode> = { ms: 'my-ms' };

/**
 * Maps any language tag we may meet (member.lang 'fr', browser 'fr-FR', stored 'fr-ca', 'ms-MY')
 * to one of our locale codes, or null when we do not speak it.
 */
export function toLanguageCode(tag: string | null | undefined): LanguageCode | null {
  if (!tag) return null;
  const normalized = tag.trim().toLowerCase().replace('_', '-');
  if (!normalized) return null;
  if ((LANGUAGE_CODES as string[]).includes(normalized)) return normalized as LanguageCode;
  const short = normalized.split('-')[0] ?? '';
  if (short in LANGUAGES) return LANGUAGES[short as keyof typeof LANGUAGES];
  return ALIASES[short] ?? null;
}

export interface LanguageSources {
  /**
   * A language the visitor picked on this device. Until the member's choice is saved to the server
   * (member.lang, issue 5) this stored choice is the newest statement of their preference, so it
   * comes first; once saved, both agree.
   */
  choice?: string | null;
  memberLang?: string | null;
  browserLanguages?: readonly string[];
  brandDefault?: string | null;
  /**
   * The languages the brand offers (domain offeredLanguages, the boot state's brand.languages):
   * a candidate outside them is passed over. Absent: all eight.
   */
  offered?: readonly LanguageCode[];
}

/**
 * The choice made here, else member.lang, else the browser's languages in order, else the brand's
 * default; each only when the brand offers it (the server already turns a member's saved language
 * the brand no longer offers into its default, web/boot.ts).
 */
export function negotiateLanguage(sources: LanguageSources): LanguageCode {
  const offered = sources.offered ?? LANGUAGE_CODES;
  const candidates = [
    sources.choice,
    sources.memberLang,
    ...(sources.browserLanguages ?? []),
    sources.brandDefault,
  ];
  for (const candidate of candidates) {
    const code = toLanguageCode(candidate);
    if (code && offered.includes(code)) return code;
  }
  return offered.includes(DEFAULT_LANGUAGE) ? DEFAULT_LANGUAGE : (offered[0] ?? DEFAULT_LANGUAGE);
}

/** Names shown in the language switch, each in its own language. */
export const LANGUAGE_NAMES: Record<LanguageCode, string> = {
  'en-us': 'English',
  'fr-ca': 'Français',
  'de-de': 'Deutsch',
  'it-it': 'Italiano',
  'pt-pt': 'Português',
  'es-es': 'Español',
  'ja-jp': '日本語',
  'my-ms': 'Bahasa Melayu',
};
