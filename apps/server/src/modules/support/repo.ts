/**
 * The faq/support questions (table faq_entries, migration 0021), translated in the same statement
 * from data_translations (entity 'faq', key the entry's text_key: its slug, or `<brand>/<slug>` once the
 * console edited it, migration 0044); no row for a language means the English text. Hidden entries
 * are left out.
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
        .onRef('q.entity_key', '=', 'f.text_key')
        .on('q.entity', '=', FAQ_ENTITY)
        .on('q.field', '=', 'question')
        .on('q.lang', '=', lang),
    )
    .leftJoin('data_translations as a', (join) =>
      join
        .onRef('a.entity_key', '=', 'f.text_key')
        .on('a.entity', '=', FAQ_ENTITY)
        .on('a.field', '=', 'answer')
        .on('a.lang', '=', lang),
    )
    .select(['f.slug', 'f.question', 'f.answer', 'q.text as questionText', 'a.text as answerText'])
    .where('f.brand_id', '=', brandId)
    .where('f.hidden', '=', 0)
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
