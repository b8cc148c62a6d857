/**
 * Search text rules shared by both search engines: one normalisation for indexed text and queries,
 * so case, accents and punctuation never decide a match ("Spider-Man" ≈ "spider man", "Élève" ≈ "eleve").
 */

export const SEARCH_MAX_LENGTH = 200;
/** Tokens shorter than this are never corrected for typos (too many neighbours). */
export const TYPO_MIN_LENGTH = 4;

/** Lower case, no diacritics, letters and digits only, single spaces. */
export function normaliseSearchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/[æÆ]/g, 'ae')
    .replace(/[œŒ]/g, 'oe')
    .replace(/[øØ]/g, 'o')
    .replace(/[łŁ]/g, 'l')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Tokens of a text, plus the joined form of hyphenated/apostrophe compounds ("spider-man" → spiderman). */
export function indexTokens(text: string): string[] {
  const tokens = normaliseSearchText(text).split(' ').filter(Boolean);
  const compounds = text
    .split(/\s+/)
    .filter((w) => /[-'’]/.test(w))
    .map((w) => normaliseSearchText(w).replace(/ /g, ''))
    .filter((w) => w.length > 1);
  return [...new Set([...tokens, ...compounds])];
}

/** Articles, prepositions and conjunctions of the interface languages that titles are full of. */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'the',
  'of',
  'and',
  'an',
  'in',
  'on',
  'at',
  'to',
  'for',
  'from',
  'with',
  'by',
  'de',
  'du',
  'des',
  'la',
  'le',
  'les',
  'et',
  'un',
  'une',
  'el',
  'los',
  'las',
  'del',
  'y',
  'en',
  'il',
  'lo',
  'di',
  'da',
  'e',
  'der',
  'die',
  'das',
  'und',
  'von',
  'im',
  'dos',
  'das',
  'do',
  'o',
  'os',
]);

export type SearchQueryCheck =
  { kind: 'empty' } | { kind: 'too_long' } | { kind: 'ok'; tokens: string[]; normalised: string };

/** Empty (after normalisation) → an empty result; over SEARCH_MAX_LENGTH characters → query_too_long. */
export function checkSearchQuery(query: string): SearchQueryCheck {
  if (query.length > SEARCH_MAX_LENGTH) return { kind: 'too_long' };
  const normalised = normaliseSearchText(query);
  if (!normalised) return { kind: 'empty' };
  // Single letters ("Theo's" → theo, s) and stop words ("the", "of") match almost everything as a
  // prefix: they are dropped unless nothing else is left. Exact titles still rank first.
  const all = [...new Set(normalised.split(' '))];
  const words = all.filter((t) => [...t].length > 1);
  const meaningful = words.filter((t) => !STOP_WORDS.has(t));
  const tokens = (meaningful.length > 0 ? meaningful : words.length > 0 ? words : all).slice(0, 8);
  return { kind: 'ok', tokens, normalised };
}

/** True when a and b differ by at most one insertion, deletion, substitution or adjacent swap. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  if (la === lb) {
    let i = 0;
    while (i < la && a[i] === b[i]) i++;
    if (a.slice(i + 1) === b.slice(i + 1)) return true; // substitution
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2); // swap
  }
  const [s, l] = la < lb ? [a, b] : [b, a];
  let i = 0;
  while (i < s.length && s[i] === l[i]) i++;
  return s.slice(i) === l.slice(i + 1);
}
