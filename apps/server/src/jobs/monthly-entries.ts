import type { Services } from '../services';
import { grantMonthlyEntries, type MonthlyEntriesReport } from '../modules/giveaways/draw-monthly';

/** One pass of the monthly free entries (modules/giveaways/draw-monthly.ts) at the services' clock. */
export async function runMonthlyEntriesJob(
  s: Pick<Services, 'db' | 'clock' | 'log'>,
): Promise<MonthlyEntriesReport> {
  const report = await grantMonthlyEntries(s.db, s.clock);
  const entered = report.sweeps.reduce((n, r) => n + r.entered, 0);
  if (entered > 0) s.log.info({ job: 'monthly-entries', ...report }, 'monthly entries job ran');
  return report;
}
