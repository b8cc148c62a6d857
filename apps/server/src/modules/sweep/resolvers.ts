import { isSweepFeatureEnabled } from '@member-area/domain';
import { memberOf } from '../../graphql/context';
import { tagSets } from '../../graphql/features';
import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { listMemberEntries } from './repo';
import { enteredGiveaway } from './service';
import { giveawayEntryView } from './views';

export const sweepResolvers: Resolvers = {
  SweepQuery: {
    featureEnabled: async (_p, _a, ctx) =>
      isSweepFeatureEnabled({ ...(await tagSets(ctx)), country: ctx.country }),
    byId: (_p, { id }, ctx) =>
      enteredGiveaway(ctx.db, { brandId: ctx.brand.id, memberId: memberOf(ctx)?.id ?? null }, id),
  },
  Member: {
    giveawaysEntered: async (m, _a, ctx) => (await listMemberEntries(ctx.db, m.id)).map(giveawayEntryView),
  },
};
