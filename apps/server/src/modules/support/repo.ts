/**
 * The faq/support questions (table faq_entries, migration 0021), translated in the same statement
 * from data_translations (entity 'faq', key the slug); no row for a language means the English text.
 */
import { DEFAULT_LANGUAGE, type LanguageCode } from '@member-area/domain';
import type { DbOrTrx } from '../../db/kysely';

export const FAQ_ENTITY = 'faq';

export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
}

export async function listFaq(db: DbOrTrx, brandId: string, lang: LanguageCode): Promise<FaqEntry[]> {
  const rows = await db
    .selectFrom('faq_entries as f')
    .leftJoin('data_translations as q', (join) =>
      join
        .onRef('q.entity_key', '=', 'f.slug')
        .on('q.entity', '=', FAQ_ENTITY)
        .on('q.field', '=', 'question')
        .on('q.lang', '=', lang),
    )
    .leftJoin('data_translations as a', (join) =>
      join
        .onRef('a.entity_key', '=', 'f.slug')
        .on('a.entity', '=', FAQ_ENTITY)
        .on('a.field', '=', 'answer')
        .on('a.lang', '=', lang),
    )
    .select(['f.slug', 'f.question', 'f.answer', 'q.text as questionText', 'a.text as answerText'])
    .where('f.brand_id', '=', brandId)
    .orderBy('f.position')
    .orderBy('f.slug')
    .execute();
  const translated = lang !== DEFAULT_LANGUAGE;
  return rows.map((r) => ({
    id: r.slug,
    question: (translated && r.questionText) || r.question,
    answer: (translated && r.answerText) || r.answer,
  }));
}
