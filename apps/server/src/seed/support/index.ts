import type { Db } from '../../db/kysely';
import type { DataTranslationsTable } from '../../db/schema';
import { FAQ_ENTITY } from '../../modules/support/repo';
import { translationRowsOf } from '../translations/languages';
import { FAQ_BY_BRAND, FAQ_TEXTS, type FaqSeed } from './faq';

export { FAQ_BY_BRAND };

function uniqueEntries(): FaqSeed[] {
  const bySlug = new Map<string, FaqSeed>();
  for (const entries of Object.values(FAQ_BY_BRAND)) for (const e of entries) bySlug.set(e.slug, e);
  return [...bySlug.values()];
}

/** English texts of the faq with no translation in FAQ_TEXTS (the seed refuses to run with any). */
export function faqTranslationGaps(): string[] {
  return uniqueEntries()
    .flatMap((e) => [e.question, e.answer])
    .filter((text) => !FAQ_TEXTS.has(text));
}

export function faqTranslationRows(): DataTranslationsTable[] {
  return uniqueEntries().flatMap((e) =>
    (['question', 'answer'] as const).flatMap((field) =>
      translationRowsOf(FAQ_ENTITY, e.slug, field, FAQ_TEXTS.get(e[field])),
    ),
  );
}

/**
 * Each brand's questions of FAQ_BY_BRAND that the brand does not have yet: what staff changed on the
 * console (texts, order, hidden) stays across restarts, as the rest of a brand's configuration does.
 */
export async function seedFaq(db: Db, log: (msg: string) => void): Promise<void> {
  const rows = Object.entries(FAQ_BY_BRAND).flatMap(([brandId, entries]) =>
    entries.map((e, position) => ({ brand_id: brandId, position, text_key: e.slug, ...e })),
  );
  const result = await db
    .insertInto('faq_entries')
    .values(rows)
    .onConflict((oc) => oc.columns(['brand_id', 'slug']).doNothing())
    .executeTakeFirst();
  log(`faq: ${Number(result.numInsertedOrUpdatedRows ?? 0)} of ${rows.length} questions added`);
}
