import { defineModule } from '../contract';
import { crossSellCommands } from './commands';
import { crossSellConsoleResolvers } from './console-resolvers';
import { CrossSellAdminService } from './offer-admin-service';
import { upsellOfferKind } from './purchasable';
import { crossSellResolvers } from './resolvers';
import { CrossSellService } from './service';

/** The cross-industry upsell: the offer a member is due, buying it; its offers on the console. */
export const crosssellModule = defineModule({
  name: 'crosssell',
  sdl: ['crosssell.graphql'],
  resolvers: [crossSellResolvers],
  needs: ['db', 'clock', 'checkout', 'audit'],
  services: ({ db, clock, checkout, audit }) => ({
    crossSell: new CrossSellService(db, clock, checkout),
    crossSellAdmin: new CrossSellAdminService(db, audit),
  }),
  console: {
    sdl: ['crosssell.console.graphql'],
    resolvers: [crossSellConsoleResolvers],
  },
  commands: crossSellCommands,
  purchasables: [upsellOfferKind],
});
