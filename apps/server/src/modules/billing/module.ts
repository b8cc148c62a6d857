import { PURGE_INTERVAL_MS, RENEWAL_INTERVAL_MS } from '../../jobs/intervals';
import { runPurgeJob } from '../../jobs/purge';
import { runRenewalJob } from '../../jobs/renewal';
import { defineModule } from '../contract';
import { planKind } from './purchasable';
import { registerBillingRoutes } from './routes';
import { BillingService } from './service';

/** Billing: plans, renewals, invoices, the purge of closed accounts. */
export const billingModule = defineModule({
  name: 'billing',
  needs: ['db', 'clock', 'provider'],
  services: ({ db, clock, provider }) => ({ billing: new BillingService(db, clock, provider) }),
  routes: registerBillingRoutes,
  jobs: [
    { name: 'renewal', everyMs: RENEWAL_INTERVAL_MS, firstAfterMs: 30_000, run: runRenewalJob },
    { name: 'purge', everyMs: PURGE_INTERVAL_MS, firstAfterMs: 90_000, run: runPurgeJob },
  ],
  purchasables: [planKind],
});
