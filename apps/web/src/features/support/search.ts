/**
 * The faq search: every word typed must appear in the question or its answer, ignoring case and
 * accents ("resilier" finds "Résilier"), in the texts of the language the member reads.
 */

// Combining diacritical marks only: Japanese voiced marks (U+3099, U+309A) change the word, so they stay.
const DIACRITICS = /[\u0300-\u036f]/g;

export function foldForSearch(text: string, locale: string): string {
  return text.normalize('NFKD').replace(DIACRITICS, '').normalize('NFC').toLocaleLowerCase(locale);
}

export function searchWords(query: string, locale: string): string[] {
  return foldForSearch(query, locale)
    .split(/[\s\p{P}]+/u)
    .filter((w) => w.length > 0);
}

export interface Searchable {
  question: string;
  answer: string;
}

export function matchFaq<T extends Searchable>(entries: readonly T[], query: string, locale: string): T[] {
  const words = searchWords(query, locale);
  if (words.length === 0) return [...entries];
  return entries.filter((e) => {
    const text = foldForSearch(`${e.question} ${e.answer}`, locale);
    return words.every((w) => text.includes(w));
  });
}
