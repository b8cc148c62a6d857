/**
 * Catalogue and plan texts in the reader's language (table data_translations, migration 0009).
 * Readers select `translatedText(…)` in place of the base column: the translation is looked up in
 * the same statement (a correlated primary-key probe per row and field), so translating a page adds
 * no query. No row for the language means the base column, which holds the en-us text.
 */
import { DEFAULT_LANGUAGE, type LanguageCode } from '@member-area/domain';
import { sql, type RawBuilder } from 'kysely';
import type { DbOrTrx } from '../../db/kysely';

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
  | 'vpn_city'
  /** A giveaway, keyed by its id (seed/giveaways/translations.ts). */
  | 'sweep'
  /** A title, keyed by its id: the curated demo titles' descriptions (seed/translations/titles.ts). */
  | 'media';
export type TranslatedField =
  'name' | 'description' | 'title' | 'unit' | 'product_name' | 'prize_description';

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

/**
 * The texts in `lang` of these rows of one entity, for data read whole and translated after (a row
 * cached for every language, like the giveaways): key → field → text. Nothing for en-us.
 */
export async function translationsOf(
  db: DbOrTrx,
  entity: TranslatedEntity,
  keys: readonly string[],
  lang: LanguageCode,
): Promise<Map<string, Map<TranslatedField, string>>> {
  const out = new Map<string, Map<TranslatedField, string>>();
  if (lang === DEFAULT_LANGUAGE || keys.length === 0) return out;
  const rows = await db
    .selectFrom('data_translations')
    .select(['entity_key', 'field', 'text'])
    .where('entity', '=', entity)
    .where('lang', '=', lang)
    .where('entity_key', 'in', [...keys])
    .execute();
  for (const r of rows) {
    const fields = out.get(r.entity_key) ?? new Map<TranslatedField, string>();
    fields.set(r.field as TranslatedField, r.text);
    out.set(r.entity_key, fields);
  }
  return out;
}
