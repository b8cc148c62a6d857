/**
 * The interface languages a brand offers (issue 31: "languages offered", set in the console and
 * stored as brands.languages). Every language picker of the member area lists these, and a saved
 * or remembered language outside them gives way to the brand's default.
 */
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from './constants';

export interface BrandLanguages {
  /** The stored list; absent or empty in rows written before the console (migration 0030): all. */
  languages?: readonly string[] | null;
  defaultLanguage?: string | null;
}

function isLanguageCode(code: string | null | undefined): code is LanguageCode {
  return (LANGUAGE_CODES as readonly (string | null | undefined)[]).includes(code);
}

/** The brand's default language, en-us when the stored one is not an interface language. */
export function brandDefaultLanguage(brand: BrandLanguages | null | undefined): LanguageCode {
  const code = brand?.defaultLanguage?.trim().toLowerCase();
  return isLanguageCode(code) ? code : DEFAULT_LANGUAGE;
}

/**
 * The languages offered, in the interface's order (LANGUAGE_CODES): the stored ones that are
 * interface languages, always with the default (a brand could not otherwise show its own default).
 * No list (an older brand, or no brand) offers all eight, so nothing changes for existing brands.
 */
export function offeredLanguages(brand: BrandLanguages | null | undefined): LanguageCode[] {
  const stored = (brand?.languages ?? []).map((code) => code.trim().toLowerCase());
  const chosen = stored.filter(isLanguageCode);
  if (chosen.length === 0) return [...LANGUAGE_CODES];
  const fallback = brandDefaultLanguage(brand);
  return LANGUAGE_CODES.filter((code) => code === fallback || chosen.includes(code));
}

/** `code` when the brand offers it, else the brand's default (a member's saved language, say). */
export function offeredLanguageOr(
  code: string | null | undefined,
  brand: BrandLanguages | null | undefined,
): LanguageCode {
  const wanted = code?.trim().toLowerCase();
  return isLanguageCode(wanted) && offeredLanguages(brand).includes(wanted)
    ? wanted
    : brandDefaultLanguage(brand);
}
