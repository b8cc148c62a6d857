import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { listWalletActivity } from './repo';
import { walletActivityView } from './views';

export const walletResolvers: Resolvers = {
  Member: {
    wallet: async (m, _a, ctx) => ({
      coins: m.coinsBalance,
      activity: (await listWalletActivity(ctx.db, m.id)).map(walletActivityView),
    }),
  },
};
