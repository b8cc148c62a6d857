import type { Generated } from 'kysely';

/** The faq/support screen's questions (migration 0021). Conventions as in ../schema.ts. */
export interface FaqEntriesTable {
  brand_id: string;
  slug: string;
  position: number;
  question: string; // en-us; other languages in data_translations (entity 'faq', key slug)
  answer: string;
  hidden: Generated<number>; // 1: not shown to members (migration 0044)
  text_key: string; // data_translations key: the slug (shared by brands), or `<brand>/<slug>` once edited
}

export interface SupportTables {
  faq_entries: FaqEntriesTable;
}
