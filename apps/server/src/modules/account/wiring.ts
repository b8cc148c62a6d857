import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/kysely';
import type { Clock } from '../../lib/clock';
import type { LoginThrottle } from '../auth/throttle';
import type { Mailer } from '../mail/mailer';
import type { Services } from '../../services';
import { BillingService } from '../billing/service';
import { CheckoutService } from '../checkout/service';
import { registerBillingRoutes } from '../billing/routes';
import { SandboxProvider, type PaymentProvider } from '../payment/provider';
import { registerPaymentRoutes } from '../payment/routes';
import { PaymentService } from '../payment/service';
import { registerAvatarRoutes } from './routes';
import { AccountService } from './service';

/** The account area's services (issue #5), built once per app; the sandbox is the default provider. */
export function createAccountServices(d: {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  dataDir: string;
  /** Counts wrong current passwords on change-password (a LoginThrottle scoped `pwchange:`). */
  passwordThrottle: LoginThrottle;
  provider?: PaymentProvider;
}): Pick<Services, 'payments' | 'billing' | 'checkout' | 'account'> {
  const provider = d.provider ?? new SandboxProvider();
  const payments = new PaymentService(d.db, d.clock, provider);
  return {
    payments,
    checkout: new CheckoutService(d.db, d.clock, provider, payments),
    billing: new BillingService(d.db, d.clock, provider),
    account: new AccountService(d.db, d.clock, d.mailer, d.dataDir, d.passwordThrottle),
  };
}

export async function registerAccountRoutes(app: FastifyInstance, s: Services): Promise<void> {
  registerPaymentRoutes(app, s);
  registerBillingRoutes(app, s);
  await registerAvatarRoutes(app, s);
}
