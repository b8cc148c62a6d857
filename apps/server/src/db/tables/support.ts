/** The faq/support screen's questions (migration 0021). Conventions as in ../schema.ts. */
export interface FaqEntriesTable {
  brand_id: string;
  slug: string;
  position: number;
  question: string; // en-us; other languages in data_translations (entity 'faq', key slug)
  answer: string;
}

export interface SupportTables {
  faq_entries: FaqEntriesTable;
}
