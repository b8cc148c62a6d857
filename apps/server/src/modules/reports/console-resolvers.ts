import type {
  Dashboard as DashboardView,
  ReportRange,
  Resolvers,
} from '../../console/generated/resolvers-types';
import { refuseRead, withStaff } from '../../console/guard';
import { dashboardRequest, emptyDashboard, type Dashboard, type ReportService } from './service';

const view = (d: Dashboard): DashboardView => ({
  ...d,
  topTitles: d.topTitles.map((t) => ({ ...t, mediaId: String(t.mediaId) })),
});

/** The dashboard of `brandIds` for the range as sent (a bucket other than day or week counts nothing). */
async function answer(
  reports: ReportService,
  brandIds: string[],
  range: ReportRange,
): Promise<DashboardView> {
  const req = dashboardRequest(range.from, range.to, range.bucket);
  if ('problem' in req)
    return view(emptyDashboard(brandIds, { from: range.from, to: range.to, bucket: 'day' }, req.problem));
  return view(await reports.dashboard(brandIds, req));
}

/**
 * The dashboards (docs/console.md "Dashboards"), reads for reports.read: one brand's on that brand;
 * the cross-brand one over the brands in the staff member's scope only (an owner: every brand).
 */
export const reportConsoleResolvers: Resolvers = {
  Query: {
    dashboard: withStaff(
      'reports.read',
      async (_staff, { brandId, range }, ctx) => answer(ctx.services.reports, [brandId], range),
      { brandOf: ({ brandId }) => brandId, refused: refuseRead },
    ),
    crossBrandDashboard: withStaff(
      'reports.read',
      async (staff, { range }, ctx) => {
        const brandIds = await ctx.services.reports.brandsFor(staff);
        return brandIds.length === 0 ? null : answer(ctx.services.reports, brandIds, range);
      },
      { anyBrand: true, refused: refuseRead },
    ),
  },
};
