import type { Services } from '../services';
import type { RenewalReport } from '../modules/billing/service';

/** One pass of the renewal job at the services' clock (tests move the clock, then call this). */
export async function runRenewalJob(s: Pick<Services, 'billing' | 'log'>): Promise<RenewalReport> {
  const report = await s.billing.runRenewals();
  if (report.renewed + report.failed + report.expired > 0)
    s.log.info({ job: 'renewal', ...report }, 'renewal job ran');
  return report;
}
