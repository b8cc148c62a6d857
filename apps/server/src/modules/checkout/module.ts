import { defineModule } from '../contract';
import { PurchasableCatalogue } from './kinds';
import { CheckoutService } from './service';

/**
 * The one purchase path: price, open the hosted page, credit once. It sells what the other modules
 * register in their `purchasables` (docs/modules.md) and names none of them.
 */
export const checkoutModule = defineModule({
  name: 'checkout',
  needs: ['db', 'clock', 'provider', 'payments', 'purchasables'],
  services: ({ db, clock, provider, payments, purchasables }) => ({
    checkout: new CheckoutService(db, clock, provider, payments, new PurchasableCatalogue(purchasables)),
  }),
});
