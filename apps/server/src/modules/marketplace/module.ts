import { ORDER_RESERVATIONS_INTERVAL_MS } from '../../jobs/intervals';
import { runOrderReservationsJob } from '../../jobs/order-reservations';
import { defineModule } from '../contract';
import { marketplaceCommands } from './commands';
import { marketplaceOrderKind } from './purchasable';
import { CartService } from './cart-service';
import { marketplaceCatalogueResolvers } from './catalogue-resolvers';
import { ShopCatalogueService } from './catalogue-service';
import { registerShopArtRoutes } from './catalogue-routes';
import { MarketplaceCheckout } from './checkout-service';
import { OrderAdminService } from './order-admin-service';
import { orderConsoleResolvers } from './order-console-resolvers';
import { registerOrderConsoleRoutes } from './order-console-routes';
import { OrderService } from './order-service';
import { ProductAdminService } from './product-admin-service';
import { productCommands } from './product-commands';
import { productConsoleResolvers } from './product-console-resolvers';
import { registerProductPictureRoute } from './product-picture-route';
import { marketplaceResolvers } from './resolvers';

/** The marketplace: the catalogue, the member's cart, checking out, orders after; fulfilment's orders desk and the shop editor on the console. */
export const marketplaceModule = defineModule({
  name: 'marketplace',
  sdl: ['marketplace.graphql'],
  resolvers: [marketplaceResolvers, marketplaceCatalogueResolvers],
  needs: ['db', 'clock', 'provider', 'checkout', 'account', 'mailer', 'background', 'config', 'audit'],
  services: ({ db, clock, provider, checkout, account, mailer, background, config, audit }) => {
    const orders = new OrderService(db, clock, provider, checkout, mailer, background, config, audit);
    return {
      cart: new CartService(db, clock),
      shopCatalogue: new ShopCatalogueService(db),
      shopCheckout: new MarketplaceCheckout(db, clock, checkout, account, mailer, background),
      orders,
      orderAdmin: new OrderAdminService(db, orders),
      productAdmin: new ProductAdminService(db, audit, config.dataDir, clock),
    };
  },
  routes: registerShopArtRoutes,
  jobs: [
    {
      name: 'order-reservations',
      everyMs: ORDER_RESERVATIONS_INTERVAL_MS,
      firstAfterMs: 75_000,
      run: runOrderReservationsJob,
    },
  ],
  purchasables: [marketplaceOrderKind],
  commands: { ...marketplaceCommands, ...productCommands },
  console: {
    sdl: ['marketplace.console.graphql', 'products.console.graphql'],
    resolvers: [orderConsoleResolvers, productConsoleResolvers],
    routes: async (scope, s) => {
      registerOrderConsoleRoutes(scope, s);
      await registerProductPictureRoute(scope, s);
    },
  },
});
