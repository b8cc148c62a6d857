import { stringify } from 'csv-stringify/sync';
import { brandsInScope, type StaffGrant } from '@member-area/domain';
import type { Db, DbOrTrx } from '../../db/kysely';
import type { Clock } from '../../lib/clock';
import type { AuditEntry, AuditFilter, AuditRecord, AuditScope } from './model';
import { insertAuditRow, listAuditRows } from './repo';

export const AUDIT_PAGE_MAX = 200;
/** Rows read per query while a CSV export is written. */
const CSV_BATCH = 1_000;
/** An export stops here; a narrower filter gets the rest. */
export const AUDIT_CSV_MAX_ROWS = 100_000;

const CSV_COLUMNS = [
  'id',
  'at',
  'staff_id',
  'staff_email',
  'brand_id',
  'action',
  'target',
  'before',
  'after',
  'ip',
];

/** The rows a staff member may read: every row for an owner, else their brands' rows. */
export function auditScopeOf(staff: StaffGrant): AuditScope {
  if (staff.role === 'owner') return { kind: 'all' };
  return { kind: 'brands', brandIds: brandsInScope(staff, 'audit.read', staff.brandIds) };
}

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or return) as a formula (OWASP "CSV
 * injection"); such a cell is written with a leading apostrophe, which shows it as text.
 */
export function spreadsheetSafe(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

function csvRow(e: AuditEntry): string[] {
  const json = (v: unknown) => (v == null ? '' : JSON.stringify(v));
  return [
    String(e.id),
    e.at,
    e.staffId === null ? '' : String(e.staffId),
    e.staffEmail ?? '',
    e.brandId ?? '',
    e.action,
    e.target,
    json(e.before),
    json(e.after),
    e.ip ?? '',
  ].map(spreadsheetSafe);
}

/** The audit log: every staff write appends one row inside the write's own transaction. */
export class AuditService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Appends the row in `trx`, the change's own transaction: both are kept, or neither. */
  async record(trx: DbOrTrx, record: AuditRecord): Promise<void> {
    await insertAuditRow(trx, record, this.clock().toISOString());
  }

  /** A page, newest first; `after` is the cursor a previous page answered. */
  async list(
    scope: AuditScope,
    filter: AuditFilter,
    after: string | null,
    first: number,
  ): Promise<{ entries: AuditEntry[]; nextCursor: string | null }> {
    const limit = Math.min(Math.max(1, Math.trunc(first)), AUDIT_PAGE_MAX);
    const beforeId = after && /^\d{1,15}$/.test(after) ? Number(after) : null;
    const rows = await listAuditRows(this.db, scope, filter, { beforeId, limit: limit + 1 });
    const entries = rows.slice(0, limit);
    const last = entries.at(-1);
    return { entries, nextCursor: rows.length > limit && last ? String(last.id) : null };
  }

  /** The same filter as CSV (RFC 4180, header row first), newest first, at most AUDIT_CSV_MAX_ROWS. */
  async csv(scope: AuditScope, filter: AuditFilter): Promise<string> {
    const parts = [stringify([CSV_COLUMNS])];
    let beforeId: number | null = null;
    for (let written = 0; written < AUDIT_CSV_MAX_ROWS;) {
      const rows = await listAuditRows(this.db, scope, filter, { beforeId, limit: CSV_BATCH });
      if (rows.length === 0) break;
      parts.push(stringify(rows.map(csvRow)));
      written += rows.length;
      beforeId = rows.at(-1)?.id ?? null;
      if (rows.length < CSV_BATCH) break;
    }
    return parts.join('');
  }
}
