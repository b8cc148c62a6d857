/** The audit log's shapes (docs/console.md "The audit log"). */

/** What a staff write (or an operator command) records, in the write's own transaction. */
export interface AuditRecord {
  /** null: an operator command run on the server (`npm run ops`). */
  staffId: number | null;
  staffEmail: string | null;
  /** null: an act on the whole console (the staff list). */
  brandId: string | null;
  /** `brand.create`, `brand.update`, `plan.update`, `staff.invite`, … */
  action: string;
  /** What was changed: `brand:playmax`, `plan:147`, `staff:3`. */
  target: string;
  before: unknown;
  after: unknown;
  /** The request's address, or `cli` for an operator command. */
  ip: string | null;
}

export interface AuditEntry extends AuditRecord {
  id: number;
  at: string;
}

export interface AuditFilter {
  brandId?: string | null;
  staffId?: number | null;
  action?: string | null;
  from?: string | null;
  to?: string | null;
}

/**
 * Which brands' rows a reader may see: `all` for an owner (console-wide rows too), else the brands
 * they hold audit.read on (never the console-wide rows).
 */
export type AuditScope = { kind: 'all' } | { kind: 'brands'; brandIds: readonly string[] };
