import { isFeatureEnabled } from '@member-area/domain';
import { tagSets } from '../../graphql/features';
import type { Resolvers } from '../../graphql/generated/resolvers-types';

export const impactsResolvers: Resolvers = {
  ImpactsQuery: {
    greenPageEnabled: async (_p, _a, ctx) => {
      const { memberTags, brandTags } = await tagSets(ctx);
      return (
        isFeatureEnabled('green_page', memberTags, brandTags) ||
        isFeatureEnabled('green_page_v2', memberTags, brandTags)
      );
    },
  },
};
