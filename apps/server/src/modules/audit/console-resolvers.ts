import type { AuditEntry as AuditEntryView, Resolvers } from '../../console/generated/resolvers-types';
import { withStaff } from '../../console/guard';
import type { AuditEntry } from './model';
import { auditScopeOf } from './service';

function entryView(e: AuditEntry): AuditEntryView {
  return {
    id: String(e.id),
    at: e.at,
    staffId: e.staffId === null ? null : String(e.staffId),
    staffEmail: e.staffEmail,
    brandId: e.brandId,
    action: e.action,
    target: e.target,
    before: e.before,
    after: e.after,
    ip: e.ip,
  };
}

/** The audit log, read-only: no field of the console schema edits or deletes a row. */
export const auditConsoleResolvers: Resolvers = {
  Query: {
    auditLog: withStaff(
      'audit.read',
      async (staff, { filter, after, first }, ctx) => {
        const staffId = filter?.staffId && /^\d{1,12}$/.test(filter.staffId) ? Number(filter.staffId) : null;
        const page = await ctx.services.audit.list(
          auditScopeOf(staff),
          { brandId: filter?.brandId, staffId, action: filter?.action, from: filter?.from, to: filter?.to },
          after ?? null,
          first ?? 50,
        );
        return { entries: page.entries.map(entryView), nextCursor: page.nextCursor };
      },
      {
        brandOf: ({ filter }) => filter?.brandId ?? null,
        anyBrand: true,
        refused: () => ({ entries: [], nextCursor: null }),
      },
    ),
  },
};
