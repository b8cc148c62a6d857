import { isFeatureEnabled } from '@member-area/domain';
import { tagSets } from '../../graphql/features';
import type { Resolvers } from '../../graphql/generated/resolvers-types';

export const ecommerceResolvers: Resolvers = {
  EcommerceQuery: {
    enabled: async (_p, _a, ctx) => {
      const { memberTags, brandTags } = await tagSets(ctx);
      return isFeatureEnabled('ecommerce', memberTags, brandTags);
    },
  },
};
