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

/** Each brand's questions as FAQ_BY_BRAND has them: replaced on every seed, so edits land. */
export async function seedFaq(db: Db, log: (msg: string) => void): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('faq_entries').execute();
    const rows = Object.entries(FAQ_BY_BRAND).flatMap(([brandId, entries]) =>
      entries.map((e, position) => ({ brand_id: brandId, position, ...e })),
    );
    await trx.insertInto('faq_entries').values(rows).execute();
    log(`faq: ${rows.length} questions for ${Object.keys(FAQ_BY_BRAND).length} brands`);
  });
}
