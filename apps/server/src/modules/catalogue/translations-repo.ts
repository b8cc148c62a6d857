/**
 * Catalogue and plan texts in the reader's language (table data_translations, migration 0009).
 * Readers select `translatedText(…)` in place of the base column: the translation is looked up in
 * the same statement (a correlated primary-key probe per row and field), so translating a page adds
 * no query. No row for the language means the base column, which holds the en-us text.
 */
import { DEFAULT_LANGUAGE, type LanguageCode } from '@member-area/domain';
import { sql, type RawBuilder } from 'kysely';

export type TranslatedEntity =
  | 'plan'
  | 'genre'
  | 'slot'
  | 'product'
  | 'product_category'
  /** A variant option ('Size', 'Colour'), keyed by its English name. */
  | 'product_option'
  /** A variant's value ('Black'), keyed by its English name: sizes such as 'M' have no rows. */
  | 'product_variant'
  | 'impact_category'
  | 'impact_item'
  /** A seeded wallet line, keyed by its English text (seed/wallet/translations.ts). */
  | 'wallet_line'
  /** A VPN server's city, keyed by its English name (seed/translations/cities.ts). */
  | 'vpn_city';
export type TranslatedField = 'name' | 'description' | 'title' | 'unit';

export interface TranslationKey {
  entity: TranslatedEntity;
  /** The column that identifies the row, e.g. 'g.id' or 's.slug'. */
  column: string;
  /** Integer ids are stored as text in entity_key. */
  numeric: boolean;
}

/** `coalesce(<text in lang>, <base column>)`: the base column alone for en-us (it is the English text). */
export function translatedText(
  key: TranslationKey,
  field: TranslatedField,
  lang: LanguageCode,
  baseColumn: string,
): RawBuilder<string> {
  if (lang === DEFAULT_LANGUAGE) return sql<string>`${sql.ref(baseColumn)}`;
  const entityKey = key.numeric ? sql`cast(${sql.ref(key.column)} as text)` : sql.ref(key.column);
  return sql<string>`coalesce((select dt.text from data_translations dt where dt.entity = ${key.entity} and dt.entity_key = ${entityKey} and dt.field = ${field} and dt.lang = ${lang}), ${sql.ref(baseColumn)})`;
}
