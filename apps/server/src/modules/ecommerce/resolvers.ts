import { isFeatureEnabled } from '@member-area/domain';
import { tagSets } from '../../graphql/features';
import { withMember } from '../../graphql/guard';
import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { listOrders } from './repo';
import { orderView } from './views';

export const ecommerceResolvers: Resolvers = {
  EcommerceQuery: {
    enabled: async (_p, _a, ctx) => {
      const { memberTags, brandTags } = await tagSets(ctx);
      return isFeatureEnabled('ecommerce', memberTags, brandTags);
    },
    getMemberOrders: withMember(
      async (member, _a, ctx) => (await listOrders(ctx.db, member.id)).map(orderView),
      () => [],
    ),
  },
  Member: {
    orders: async (m, _a, ctx) => (await listOrders(ctx.db, m.id)).map(orderView),
  },
};
