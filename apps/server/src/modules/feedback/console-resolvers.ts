import type { GraphQLResolveInfo } from 'graphql';
import type { ConsoleContext } from '../../console/context';
import type {
  ConsoleFeedbackReport,
  FeedbackReportFilter,
  FeedbackReportPayload,
  Resolvers,
  ResolverFn,
} from '../../console/generated/resolvers-types';
import { refuseMutation, refuseRead, withStaff, type StaffResolver } from '../../console/guard';
import { consoleFailure, consoleSucceeded } from '../../console/response-result';
import type { ReportFilter, ReportRow } from './report-admin-repo';
import type { ReportActor } from './report-admin-service';

const NUMERIC_ID = /^\d{1,15}$/;

function reportView(r: ReportRow): ConsoleFeedbackReport {
  return {
    ...r,
    id: String(r.id),
    memberId: String(r.memberId),
    mediaId: r.mediaId === null ? null : String(r.mediaId),
  };
}

function filterOf(f: FeedbackReportFilter | null | undefined): ReportFilter {
  return {
    status: f?.status || null,
    mediaType: f?.mediaType || null,
    issueId: f?.issueId ?? null,
  };
}

const actorOf = (staff: { id: number; email: string }, ctx: ConsoleContext): ReportActor => ({
  staffId: staff.id,
  staffEmail: staff.email,
  ip: ctx.ip,
});

/** `withStaff` on the brand of the report the arguments name, looked up first; unknown answers `unknown`. */
function onReportBrand<TResult, TArgs extends { id: string }>(
  resolve: StaffResolver<TResult, unknown, TArgs>,
  refused: (
    ctx: ConsoleContext,
    code: 'unauthenticated' | 'forbidden' | 'fresh_second_factor_required',
  ) => TResult,
  unknown: (ctx: ConsoleContext) => TResult,
): ResolverFn<TResult, unknown, ConsoleContext, TArgs> {
  return async (parent, args, ctx, info: GraphQLResolveInfo) => {
    const brandId = NUMERIC_ID.test(args.id)
      ? await ctx.services.feedbackAdmin.brandOfReport(Number(args.id))
      : null;
    if (brandId === null) return unknown(ctx);
    return withStaff<TResult, unknown, TArgs>('members.act', resolve, { brandOf: () => brandId, refused })(
      parent,
      args,
      ctx,
      info,
    );
  };
}

/** A brand's feedback reports (members.read to read, members.act to change a status; docs/console.md). */
export const feedbackConsoleResolvers: Resolvers = {
  Query: {
    feedbackReports: withStaff(
      'members.read',
      async (_staff, { brandId, filter, after, first }, ctx) => {
        const page = await ctx.services.feedbackAdmin.list(
          brandId,
          filterOf(filter),
          after ?? null,
          first ?? 50,
        );
        return { entries: page.entries.map(reportView), nextCursor: page.nextCursor };
      },
      { brandOf: ({ brandId }) => brandId, refused: () => ({ entries: [], nextCursor: null }) },
    ),
    feedbackCounts: withStaff(
      'members.read',
      async (_staff, { brandId, filter }, ctx) =>
        ctx.services.feedbackAdmin.counts(brandId, filterOf(filter)),
      { brandOf: ({ brandId }) => brandId, refused: refuseRead },
    ),
  },
  Mutation: {
    setFeedbackStatus: onReportBrand(
      async (staff, { id, status }, ctx): Promise<FeedbackReportPayload> => {
        const change = await ctx.services.feedbackAdmin.setStatus(actorOf(staff, ctx), Number(id), status);
        if (!change.ok) return { responseResult: consoleFailure(ctx.lang, change.errorCode), report: null };
        const row = await ctx.services.feedbackAdmin.get(change.report.id);
        return { responseResult: consoleSucceeded(), report: row ? reportView(row) : null };
      },
      refuseMutation({ report: null }),
      (ctx) => ({ responseResult: consoleFailure(ctx.lang, 'feedback_not_found'), report: null }),
    ),
  },
};
