import type { Services } from '../services';
import { rollupReports, type RollupReport } from '../modules/reports/rollup';

/** One pass of the dashboards' daily rollups at the services' clock. */
export async function runReportRollupsJob(s: Pick<Services, 'db' | 'clock' | 'log'>): Promise<RollupReport> {
  const report = await rollupReports(s.db, s.clock);
  if (report.days > 1) s.log.info({ job: 'report-rollups', ...report }, 'report rollups job ran');
  return report;
}
