/**
 * The console's reads and writes of a brand's feedback reports (issue 33 scope 4; status since
 * migration 0044). Kysely only, one statement per function, takes db | trx.
 */
import type { DbOrTrx } from '../../db/kysely';

export interface ReportFilter {
  status: string | null;
  mediaType: string | null;
  issueId: number | null;
}

export interface ReportRow {
  id: number;
  brandId: string;
  memberId: number;
  memberEmail: string | null;
  mediaType: string;
  mediaId: number | null;
  mediaTitle: string | null;
  issueType: number;
  issueId: number;
  text: string | null;
  createdAt: string;
  status: string;
  statusChangedAt: string | null;
}

function filtered(db: DbOrTrx, brandId: string, filter: ReportFilter) {
  let q = db.selectFrom('feedbacks as f').where('f.brand_id', '=', brandId);
  if (filter.status !== null) q = q.where('f.status', '=', filter.status);
  if (filter.mediaType !== null) q = q.where('f.media_type', '=', filter.mediaType);
  if (filter.issueId !== null) q = q.where('f.issue_id', '=', filter.issueId);
  return q;
}

const REPORT_COLUMNS = [
  'f.id',
  'f.brand_id',
  'f.member_id',
  'm.email',
  'f.media_type',
  'f.media_id',
  'f.media_title',
  'f.issue_type',
  'f.issue_id',
  'f.text',
  'f.created_at',
  'f.status',
  'f.status_changed_at',
] as const;

type RawReport = {
  id: number;
  brand_id: string;
  member_id: number;
  email: string | null;
  media_type: string;
  media_id: number | null;
  media_title: string | null;
  issue_type: number;
  issue_id: number;
  text: string | null;
  created_at: string;
  status: string;
  status_changed_at: string | null;
};

function toRow(r: RawReport): ReportRow {
  return {
    id: Number(r.id),
    brandId: r.brand_id,
    memberId: Number(r.member_id),
    memberEmail: r.email ?? null,
    mediaType: r.media_type,
    mediaId: r.media_id === null ? null : Number(r.media_id),
    mediaTitle: r.media_title,
    issueType: Number(r.issue_type),
    issueId: Number(r.issue_id),
    text: r.text,
    createdAt: r.created_at,
    status: r.status,
    statusChangedAt: r.status_changed_at,
  };
}

/** A page of the brand's reports, newest first; `beforeId` continues after a page's last. */
export async function listBrandReports(
  db: DbOrTrx,
  brandId: string,
  filter: ReportFilter,
  page: { beforeId: number | null; limit: number },
): Promise<ReportRow[]> {
  let q = filtered(db, brandId, filter)
    .leftJoin('members as m', 'm.id', 'f.member_id')
    .select(REPORT_COLUMNS);
  if (page.beforeId !== null) q = q.where('f.id', '<', page.beforeId);
  const rows = await q.orderBy('f.id', 'desc').limit(page.limit).execute();
  return rows.map(toRow);
}

export async function findReportRow(db: DbOrTrx, id: number): Promise<ReportRow | undefined> {
  const row = await db
    .selectFrom('feedbacks as f')
    .leftJoin('members as m', 'm.id', 'f.member_id')
    .select(REPORT_COLUMNS)
    .where('f.id', '=', id)
    .executeTakeFirst();
  return row && toRow(row);
}

/** How many of the brand's reports the filter holds, by one column (media type, issue or status). */
export async function countBrandReportsBy(
  db: DbOrTrx,
  brandId: string,
  filter: ReportFilter,
  column: 'media_type' | 'issue_id' | 'status',
): Promise<{ key: string; count: number }[]> {
  const rows = await filtered(db, brandId, filter)
    .select([`f.${column} as key`, (eb) => eb.fn.countAll().as('n')])
    .groupBy(`f.${column}`)
    .orderBy(`f.${column}`)
    .execute();
  return rows.map((r) => ({ key: String(r.key), count: Number(r.n) }));
}

export async function findReportState(
  db: DbOrTrx,
  id: number,
): Promise<{ brandId: string; status: string; statusChangedAt: string | null } | undefined> {
  const row = await db
    .selectFrom('feedbacks')
    .select(['brand_id', 'status', 'status_changed_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && { brandId: row.brand_id, status: row.status, statusChangedAt: row.status_changed_at };
}

/** Moves the report only when it still has `from` (another change in between answers false). */
export async function updateReportStatus(
  db: DbOrTrx,
  id: number,
  from: string,
  to: string,
  at: string,
): Promise<boolean> {
  const r = await db
    .updateTable('feedbacks')
    .set({ status: to, status_changed_at: at })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
