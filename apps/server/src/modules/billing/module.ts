import { PURGE_INTERVAL_MS, RENEWAL_INTERVAL_MS } from '../../jobs/intervals';
import { runPurgeJob } from '../../jobs/purge';
import { runRenewalJob } from '../../jobs/renewal';
import { defineModule } from '../contract';
import { cancellationMail } from '../account';
import { MemberSubscriptionAdminService } from '../subscription';
import { billingCommands } from './admin-commands';
import { RefundAdminService } from './admin-service';
import { billingConsoleResolvers } from './console-resolvers';
import { planKind } from './purchasable';
import { registerBillingRoutes } from './routes';
import { BillingService } from './service';

/** Billing: plans, renewals, invoices, the purge of closed accounts. */
export const billingModule = defineModule({
  name: 'billing',
  needs: ['db', 'clock', 'provider', 'audit', 'mailer', 'config'],
  services: ({ db, clock, provider, audit, mailer, config }) => {
    const billing = new BillingService(db, clock, provider);
    return {
      billing,
      refunds: new RefundAdminService({ db, clock, provider, audit, mailer, config }),
      // modules/subscription's member acts run the member's own cancel and restart (this module's).
      memberSubscriptions: new MemberSubscriptionAdminService({
        db,
        clock,
        audit,
        lifecycle: billing,
        mailer,
        cancellationMail,
      }),
    };
  },
  routes: registerBillingRoutes,
  jobs: [
    { name: 'renewal', everyMs: RENEWAL_INTERVAL_MS, firstAfterMs: 30_000, run: runRenewalJob },
    { name: 'purge', everyMs: PURGE_INTERVAL_MS, firstAfterMs: 90_000, run: runPurgeJob },
  ],
  purchasables: [planKind],
  console: { sdl: ['billing.console.graphql'], resolvers: [billingConsoleResolvers] },
  commands: billingCommands,
});
