import type { Generated } from 'kysely';

/** Problem reports (issue #4, migration 0005). Conventions as in ../schema.ts. */
export interface FeedbacksTable {
  id: Generated<number>;
  brand_id: string;
  member_id: number;
  media_type: string; // the title's type as reported (software stays software; it uses game's issues)
  media_id: number | null; // null: a report about a player, not a title
  media_title: string | null; // copied from the catalogue when reported
  issue_type: number; // 1–5
  issue_id: number; // 1–45, packages/domain feedback catalogue
  text: string | null; // trimmed, ≤ FEEDBACK_TEXT_MAX characters, null when empty
  created_at: string;
  status: Generated<string>; // new | seen | resolved (migration 0044, domain FEEDBACK_STATUSES)
  status_changed_at: string | null;
}

export interface FeedbackTables {
  feedbacks: FeedbacksTable;
}
