import { defineModule } from '../contract';
import { upsellOfferKind } from './purchasable';
import { crossSellResolvers } from './resolvers';
import { CrossSellService } from './service';

/** The cross-industry upsell: the offer a member is due, buying it. */
export const crosssellModule = defineModule({
  name: 'crosssell',
  sdl: ['crosssell.graphql'],
  resolvers: [crossSellResolvers],
  needs: ['db', 'clock', 'checkout'],
  services: ({ db, clock, checkout }) => ({ crossSell: new CrossSellService(db, clock, checkout) }),
  purchasables: [upsellOfferKind],
});
