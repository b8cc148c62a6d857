/** SQL of problem reports. Repositories take `db | trx` (DESIGN.md 5). */
import type { DbOrTrx } from '../../db/kysely';
import type { FeedbacksTable } from '../../db/tables/feedback';

export interface FeedbackModel {
  id: number;
  mediaType: string;
  mediaId: number | null;
  mediaTitle: string | null;
  issueType: number;
  issueId: number;
  text: string | null;
  createdAt: string;
}

export type NewFeedback = Omit<FeedbackModel, 'id'> & { brandId: string; memberId: number };

type Row = Pick<
  FeedbacksTable,
  'media_type' | 'media_id' | 'media_title' | 'issue_type' | 'issue_id' | 'text' | 'created_at'
> & { id: number };

function toModel(row: Row): FeedbackModel {
  return {
    id: row.id,
    mediaType: row.media_type,
    mediaId: row.media_id,
    mediaTitle: row.media_title,
    issueType: row.issue_type,
    issueId: row.issue_id,
    text: row.text,
    createdAt: row.created_at,
  };
}

const COLUMNS = [
  'id',
  'media_type',
  'media_id',
  'media_title',
  'issue_type',
  'issue_id',
  'text',
  'created_at',
] as const;

export async function insertFeedback(db: DbOrTrx, f: NewFeedback): Promise<FeedbackModel> {
  const row = await db
    .insertInto('feedbacks')
    .values({
      brand_id: f.brandId,
      member_id: f.memberId,
      media_type: f.mediaType,
      media_id: f.mediaId,
      media_title: f.mediaTitle,
      issue_type: f.issueType,
      issue_id: f.issueId,
      text: f.text,
      created_at: f.createdAt,
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return toModel(row);
}

/** Reports the member sent at or after `since` (ISO text sorts as time). */
export async function countSince(db: DbOrTrx, memberId: number, since: string): Promise<number> {
  const row = await db
    .selectFrom('feedbacks')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('member_id', '=', memberId)
    .where('created_at', '>=', since)
    .executeTakeFirst();
  return Number(row?.n ?? 0); // PostgreSQL answers count(*) as a string
}

/** The member's reports, newest first (id breaks ties within one millisecond). */
export async function listForMember(db: DbOrTrx, memberId: number, limit: number): Promise<FeedbackModel[]> {
  const rows = await db
    .selectFrom('feedbacks')
    .select(COLUMNS)
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toModel);
}
