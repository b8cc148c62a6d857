/** The audit log (migration 0029): append and read, never update or delete. Kysely only. */
import type { Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/kysely';
import type { AuditLogTable } from '../../db/tables/staff';
import type { AuditEntry, AuditFilter, AuditRecord, AuditScope } from './model';

type AuditRow = Selectable<AuditLogTable>;

function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function toEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: row.at,
    staffId: row.staff_id,
    staffEmail: row.staff_email,
    brandId: row.brand_id,
    action: row.action,
    target: row.target,
    before: parseJson(row.before_json),
    after: parseJson(row.after_json),
    ip: row.ip,
  };
}

const jsonOrNull = (value: unknown): string | null => (value == null ? null : JSON.stringify(value));

export async function insertAuditRow(trx: DbOrTrx, record: AuditRecord, at: string): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      at,
      staff_id: record.staffId,
      staff_email: record.staffEmail,
      brand_id: record.brandId,
      action: record.action,
      target: record.target,
      before_json: jsonOrNull(record.before),
      after_json: jsonOrNull(record.after),
      ip: record.ip,
    })
    .execute();
}

/**
 * Newest first, rows with an id below `beforeId` (the cursor), within the reader's scope and the
 * filter, at most `limit`.
 */
export async function listAuditRows(
  db: DbOrTrx,
  scope: AuditScope,
  filter: AuditFilter,
  page: { beforeId: number | null; limit: number },
): Promise<AuditEntry[]> {
  let query = db.selectFrom('audit_log').selectAll();
  if (scope.kind === 'brands') {
    // An empty scope must match nothing, not everything.
    query = query.where('brand_id', 'in', scope.brandIds.length > 0 ? [...scope.brandIds] : ['']);
  }
  if (filter.brandId) query = query.where('brand_id', '=', filter.brandId);
  if (filter.staffId != null) query = query.where('staff_id', '=', filter.staffId);
  if (filter.action) query = query.where('action', '=', filter.action);
  if (filter.from) query = query.where('at', '>=', filter.from);
  if (filter.to) query = query.where('at', '<', filter.to);
  if (page.beforeId !== null) query = query.where('id', '<', page.beforeId);
  const rows = await query.orderBy('id', 'desc').limit(page.limit).execute();
  return rows.map(toEntry);
}
