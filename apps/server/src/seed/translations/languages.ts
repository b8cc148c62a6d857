import type { LanguageCode } from '@member-area/domain';
import type { DataTranslationsTable } from '../../db/schema';

/** The languages data is translated into: every interface language but en-us, whose text is the base row's. */
export const TRANSLATED_LANGUAGES = ['fr-ca', 'de-de', 'it-it', 'pt-pt', 'es-es', 'ja-jp', 'my-ms'] as const;
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number] & LanguageCode;
export type TranslatedTexts = Readonly<Record<TranslatedLanguage, string>>;

/** One English text and its translations, in TRANSLATED_LANGUAGES order (a table reads better than objects). */
export function row(
  english: string,
  ...texts: [string, string, string, string, string, string, string]
): [string, TranslatedTexts] {
  return [
    english,
    Object.fromEntries(TRANSLATED_LANGUAGES.map((lang, i) => [lang, texts[i]])) as TranslatedTexts,
  ];
}

/** The data_translations rows of one field of one entity, a row per translated language; none without texts. */
export function translationRowsOf(
  entity: string,
  entityKey: string,
  field: string,
  texts: TranslatedTexts | undefined,
): DataTranslationsTable[] {
  return texts
    ? TRANSLATED_LANGUAGES.map((lang) => ({ entity, entity_key: entityKey, field, lang, text: texts[lang] }))
    : [];
}

/** One translatable field of a seeded entity, with the English text a translation table is keyed by. */
export interface TranslatableText<Entity extends string = string, Field extends string = string> {
  entity: Entity;
  /** The entity's key in data_translations (the reader's key: a slug, an option or a colour name). */
  slug: string;
  field: Field;
  english: string;
}

/** The data_translations rows of the given texts, each translated by `table` (English text → translations). */
export function tableTranslationRows(
  texts: readonly TranslatableText[],
  table: ReadonlyMap<string, TranslatedTexts>,
): DataTranslationsTable[] {
  return texts.flatMap((t) => translationRowsOf(t.entity, t.slug, t.field, table.get(t.english)));
}

/** What `table` has no translation of, as `entity slug field: "English"` (the seed refuses to run with any). */
export function untranslatedTexts(
  texts: readonly TranslatableText[],
  table: ReadonlyMap<string, TranslatedTexts>,
): string[] {
  return texts
    .filter((t) => !table.has(t.english))
    .map((t) => `${t.entity} ${t.slug} ${t.field}: "${t.english}"`);
}
