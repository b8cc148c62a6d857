import { defineModule } from '../contract';
import { registerPaymentRoutes } from './routes';
import { PaymentService } from './service';

/** Payments: the provider's sessions, the hosted page, the payment-flow routes. */
export const paymentModule = defineModule({
  name: 'payment',
  needs: ['db', 'clock', 'provider'],
  services: ({ db, clock, provider }) => ({ payments: new PaymentService(db, clock, provider) }),
  routes: registerPaymentRoutes,
});
