/**
 * The console's reads and writes of a brand's help articles (faq_entries; `hidden` and `text_key`
 * since migration 0044) and their texts in data_translations. Kysely only, one statement per
 * function, takes db | trx.
 */
import { DEFAULT_LANGUAGE } from '@member-area/domain';
import type { DbOrTrx } from '../../db/kysely';
import { FAQ_ENTITY } from './repo';

export interface ArticleRow {
  brandId: string;
  slug: string;
  position: number;
  question: string;
  answer: string;
  hidden: boolean;
  textKey: string;
}

export interface ArticleTextRow {
  textKey: string;
  lang: string;
  field: string;
  text: string;
}

function toRow(r: {
  brand_id: string;
  slug: string;
  position: number;
  question: string;
  answer: string;
  hidden: number;
  text_key: string;
}): ArticleRow {
  return {
    brandId: r.brand_id,
    slug: r.slug,
    position: Number(r.position),
    question: r.question,
    answer: r.answer,
    hidden: Number(r.hidden) === 1,
    textKey: r.text_key,
  };
}

/** The brand's articles in the order members read them, hidden ones too. */
export async function listArticleRows(db: DbOrTrx, brandId: string): Promise<ArticleRow[]> {
  const rows = await db
    .selectFrom('faq_entries')
    .selectAll()
    .where('brand_id', '=', brandId)
    .orderBy('position')
    .orderBy('slug')
    .execute();
  return rows.map(toRow);
}

export async function findArticleRow(
  db: DbOrTrx,
  brandId: string,
  slug: string,
): Promise<ArticleRow | undefined> {
  const row = await db
    .selectFrom('faq_entries')
    .selectAll()
    .where('brand_id', '=', brandId)
    .where('slug', '=', slug)
    .executeTakeFirst();
  return row && toRow(row);
}

/** The texts in languages other than English of these text keys. */
export async function listArticleTexts(db: DbOrTrx, textKeys: readonly string[]): Promise<ArticleTextRow[]> {
  if (textKeys.length === 0) return [];
  const rows = await db
    .selectFrom('data_translations')
    .select(['entity_key', 'lang', 'field', 'text'])
    .where('entity', '=', FAQ_ENTITY)
    .where('entity_key', 'in', [...textKeys])
    .where('field', 'in', ['question', 'answer'])
    .where('lang', '!=', DEFAULT_LANGUAGE)
    .orderBy('entity_key')
    .orderBy('lang')
    .execute();
  return rows.map((r) => ({ textKey: r.entity_key, lang: r.lang, field: r.field, text: r.text }));
}

export async function nextArticlePosition(db: DbOrTrx, brandId: string): Promise<number> {
  const row = await db
    .selectFrom('faq_entries')
    .select((eb) => eb.fn.max('position').as('max'))
    .where('brand_id', '=', brandId)
    .executeTakeFirst();
  return row?.max == null ? 0 : Number(row.max) + 1;
}

/** False when the brand has an article of this slug already. */
export async function insertArticleIfFree(
  db: DbOrTrx,
  a: { brandId: string; slug: string; position: number; question: string; answer: string; textKey: string },
): Promise<boolean> {
  const row = await db
    .insertInto('faq_entries')
    .values({
      brand_id: a.brandId,
      slug: a.slug,
      position: a.position,
      question: a.question,
      answer: a.answer,
      hidden: 0,
      text_key: a.textKey,
    })
    .onConflict((oc) => oc.columns(['brand_id', 'slug']).doNothing())
    .returning('slug')
    .executeTakeFirst();
  return row !== undefined;
}

export async function updateArticleText(
  db: DbOrTrx,
  brandId: string,
  slug: string,
  change: { question: string; answer: string; textKey: string },
): Promise<void> {
  await db
    .updateTable('faq_entries')
    .set({ question: change.question, answer: change.answer, text_key: change.textKey })
    .where('brand_id', '=', brandId)
    .where('slug', '=', slug)
    .execute();
}

export async function setArticleHidden(db: DbOrTrx, brandId: string, slug: string, hidden: boolean) {
  await db
    .updateTable('faq_entries')
    .set({ hidden: hidden ? 1 : 0 })
    .where('brand_id', '=', brandId)
    .where('slug', '=', slug)
    .execute();
}

export async function setArticlePosition(db: DbOrTrx, brandId: string, slug: string, position: number) {
  await db
    .updateTable('faq_entries')
    .set({ position })
    .where('brand_id', '=', brandId)
    .where('slug', '=', slug)
    .execute();
}

/** Makes the non-English texts under `textKey` exactly these (English lives on the row). */
export async function deleteArticleTexts(db: DbOrTrx, textKey: string): Promise<void> {
  await db
    .deleteFrom('data_translations')
    .where('entity', '=', FAQ_ENTITY)
    .where('entity_key', '=', textKey)
    .where('field', 'in', ['question', 'answer'])
    .execute();
}

export async function insertArticleTexts(
  db: DbOrTrx,
  textKey: string,
  texts: readonly { lang: string; question: string; answer: string }[],
): Promise<void> {
  const rows = texts.flatMap((t) => [
    { entity: FAQ_ENTITY, entity_key: textKey, field: 'question', lang: t.lang, text: t.question },
    { entity: FAQ_ENTITY, entity_key: textKey, field: 'answer', lang: t.lang, text: t.answer },
  ]);
  if (rows.length > 0) await db.insertInto('data_translations').values(rows).execute();
}
