import type { ReportBucket } from '@member-area/domain';

/** TanStack Query keys of the dashboards: a brand's (or null: across brands) for one range. */
export const dashboardKey = (brandId: string | null, from: string, to: string, bucket: ReportBucket) =>
  ['dashboard', brandId, from, to, bucket] as const;
