import { defineModule } from '../contract';
import { CoinAdjustmentService } from './adjust-service';
import { walletCommands } from './commands';
import { WalletActivityService } from './activity-service';
import { coinPackKind } from './purchasable';
import { CreditService } from './credit-service';
import { CoinPurchaseService } from './purchase-service';
import { walletResolvers } from './resolvers';

/** The coin wallet: buying packs, clickplay credits. */
export const walletModule = defineModule({
  name: 'wallet',
  sdl: ['wallet.graphql'],
  resolvers: [walletResolvers],
  needs: ['db', 'clock', 'checkout', 'mailer', 'background', 'audit'],
  services: ({ db, clock, checkout, mailer, background, audit }) => ({
    coinPurchases: new CoinPurchaseService(db, clock, checkout, mailer, background),
    credits: new CreditService(db, clock),
    wallet: new WalletActivityService(db),
    coinAdjustments: new CoinAdjustmentService(db, clock, audit),
  }),
  purchasables: [coinPackKind],
  commands: walletCommands,
});
