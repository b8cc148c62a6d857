/**
 * A brand's feedback reports on the console (issue 33 scope 4): the list with its filters and
 * counts, and a report's handling (new → seen → resolved, packages/domain feedbackStatusProblem),
 * for the console and the operator command alike. A status change is one transaction with its
 * audit row (`feedback.status`); a refusal changes and records nothing.
 */
import { feedbackStatusProblem, isFeedbackStatus, type FeedbackStatus } from '@member-area/domain';
import type { Db } from '../../db/kysely';
import { inTransaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import type { AuditService } from '../audit';
import {
  countBrandReportsBy,
  findReportRow,
  findReportState,
  listBrandReports,
  updateReportStatus,
  type ReportFilter,
  type ReportRow,
} from './report-admin-repo';

/** A console page of reports holds at most this many. */
export const REPORT_PAGE_MAX = 100;

/** Who changes a report: a staff member from the console, or an operator command (staffId null, ip 'cli'). */
export interface ReportActor {
  staffId: number | null;
  staffEmail: string | null;
  ip: string;
}

export interface ReportCounts {
  total: number;
  byStatus: { key: string; count: number }[];
  byMediaType: { key: string; count: number }[];
  byIssue: { key: string; count: number }[];
}

export type ReportStatusChange =
  | { ok: true; report: { id: number; brandId: string; status: FeedbackStatus; statusChangedAt: string } }
  | {
      ok: false;
      errorCode: 'feedback_not_found' | 'invalid_input' | 'feedback_status_unchanged';
    };

export class FeedbackAdminService {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  async brandOfReport(id: number): Promise<string | null> {
    return (await findReportState(this.db, id))?.brandId ?? null;
  }

  async get(id: number): Promise<ReportRow | null> {
    return (await findReportRow(this.db, id)) ?? null;
  }

  /** A page of the brand's reports, newest first, and the cursor of the next page (null: the last). */
  async list(
    brandId: string,
    filter: ReportFilter,
    after: string | null,
    first: number,
  ): Promise<{ entries: ReportRow[]; nextCursor: string | null }> {
    const limit = Math.min(Math.max(1, Math.trunc(first)), REPORT_PAGE_MAX);
    const beforeId = after && /^\d{1,15}$/.test(after) ? Number(after) : null;
    const rows = await listBrandReports(this.db, brandId, filter, { beforeId, limit: limit + 1 });
    const entries = rows.slice(0, limit);
    const last = entries[entries.length - 1];
    return { entries, nextCursor: rows.length > limit && last ? String(last.id) : null };
  }

  /** The filter's reports counted by status, media type and issue (one after the other: one connection). */
  async counts(brandId: string, filter: ReportFilter): Promise<ReportCounts> {
    const byStatus = await countBrandReportsBy(this.db, brandId, filter, 'status');
    const byMediaType = await countBrandReportsBy(this.db, brandId, filter, 'media_type');
    const byIssue = await countBrandReportsBy(this.db, brandId, filter, 'issue_id');
    byIssue.sort((a, b) => b.count - a.count || Number(a.key) - Number(b.key));
    return { total: byStatus.reduce((n, s) => n + s.count, 0), byStatus, byMediaType, byIssue };
  }

  async setStatus(actor: ReportActor, id: number, status: string): Promise<ReportStatusChange> {
    return inTransaction(this.db, async (trx) => {
      const before = await findReportState(trx, id);
      if (!before) return { ok: false, errorCode: 'feedback_not_found' };
      const from = isFeedbackStatus(before.status) ? before.status : 'new';
      const problem = feedbackStatusProblem(from, status);
      if (problem === 'invalid_status') return { ok: false, errorCode: 'invalid_input' };
      if (problem === 'status_unchanged') return { ok: false, errorCode: 'feedback_status_unchanged' };
      const at = this.clock().toISOString();
      // Two people moving it at once: the second finds it moved, as a resend of the same status would.
      if (!(await updateReportStatus(trx, id, before.status, status, at)))
        return { ok: false, errorCode: 'feedback_status_unchanged' };
      await this.audit.record(trx, {
        staffId: actor.staffId,
        staffEmail: actor.staffEmail,
        brandId: before.brandId,
        action: 'feedback.status',
        target: `feedback:${id}`,
        before: { status: before.status },
        after: { status },
        ip: actor.ip,
      });
      return {
        ok: true,
        report: { id, brandId: before.brandId, status: status as FeedbackStatus, statusChangedAt: at },
      };
    });
  }
}
