/**
 * English grammar for the generated descriptions (issue 29 item 6: "is a arcade game", "Soren
 * Paredes return with"). Only English is generated; the curated titles' other languages are written
 * out in seed/translations/titles.ts.
 */

/** Vowel letters sounded as a consonant: "a unicorn", "a user", "a European", "a one-off". */
const CONSONANT_SOUND = /^(uni|use|usu|uti|ura|ure|uro|eu|ewe|one|once)/;
/** A silent h: "an hour", "an honest". */
const SILENT_H = /^(hour|honest|honou?r|heir)/;

/** "a" or "an" before `phrase`, by the sound of its first word (as spelled, not as an acronym). */
export function indefiniteArticle(phrase: string): 'a' | 'an' {
  const w = phrase.trim().toLowerCase();
  if (SILENT_H.test(w)) return 'an';
  return /^[aeiou]/.test(w) && !CONSONANT_SOUND.test(w) ? 'an' : 'a';
}

/** `phrase` after its indefinite article: "an arcade", "a tower defense". */
export const withArticle = (phrase: string): string => `${indefiniteArticle(phrase)} ${phrase}`;

/** The same at the start of a sentence: "An adventure", "A photography". */
export const WithArticle = (phrase: string): string => {
  const text = withArticle(phrase);
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** The verb after one name or several: "Soren Paredes returns", "The Foxes return". */
export const verb = (one: boolean, singular: string, plural: string): string => (one ? singular : plural);
