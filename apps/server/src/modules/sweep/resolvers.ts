import { isSweepFeatureEnabled } from '@member-area/domain';
import { tagSets } from '../../graphql/features';
import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { listMemberEntries } from './repo';
import { giveawayEntryView } from './views';

export const sweepResolvers: Resolvers = {
  SweepQuery: {
    featureEnabled: async (_p, _a, ctx) =>
      isSweepFeatureEnabled({ ...(await tagSets(ctx)), country: ctx.country }),
    // Interim while the giveaway catalogue is built (issue 12, sweep-server helper).
    byId: () => null,
  },
  Member: {
    giveawaysEntered: async (m, _a, ctx) => (await listMemberEntries(ctx.db, m.id)).map(giveawayEntryView),
  },
};
