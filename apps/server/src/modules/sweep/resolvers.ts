import { isSweepFeatureEnabled } from '@member-area/domain';
import { tagSets } from '../../graphql/features';
import type { Resolvers } from '../../graphql/generated/resolvers-types';

export const sweepResolvers: Resolvers = {
  SweepQuery: {
    featureEnabled: async (_p, _a, ctx) =>
      isSweepFeatureEnabled({ ...(await tagSets(ctx)), country: ctx.country }),
  },
};
