import { defineModule } from '../contract';
import { CheckoutService } from './service';

/** The one purchase path: price, open the hosted page, credit once (docs/modules.md). */
export const checkoutModule = defineModule({
  name: 'checkout',
  needs: ['db', 'clock', 'provider', 'payments'],
  services: ({ db, clock, provider, payments }) => ({
    checkout: new CheckoutService(db, clock, provider, payments),
  }),
});
